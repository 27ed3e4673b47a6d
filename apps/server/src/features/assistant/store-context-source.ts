import type { ContextSource, EmissionRow, FactorUsed, Period, RelevantDocument } from '@ctp/assistant';
import type { AlgorithmRegistry } from '@ctp/engine';
import { type Database, dateString, listAudit, summarizeEmissions, withOrganization } from '@ctp/store';
import { type Kysely, sql } from 'kysely';

const scopeOf = (n: number): 1 | 2 | 3 => (n === 1 || n === 2 ? n : 3);
const methodOf = (m: string | null) => (m === 'location_based' || m === 'market_based' ? m : null);

/** Words of a text that can match a document (3+ letters, lower case). */
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/**
 * The assistant's read-only view of one organization's data in the store. Every read runs in its
 * own transaction bound to the organization (row-level security), and nothing here writes.
 */
export function storeContextSource(
  db: Kysely<Database>,
  organizationId: string,
  registry: AlgorithmRegistry,
): ContextSource {
  const read = <T>(fn: Parameters<typeof withOrganization<T>>[2]) => withOrganization(db, organizationId, fn);
  const periodFilter = (p: Period) => ({ periodFrom: p.start, periodTo: p.end });

  return {
    organizationProfile: () =>
      read(async (scope) => {
        const org = await scope.db
          .selectFrom('organizations')
          .select(['id', 'name'])
          .where('id', '=', organizationId)
          .executeTakeFirstOrThrow();
        const facilities = await scope.db
          .selectFrom('facilities')
          .select(['id', 'name', 'grid_region', 'country'])
          .orderBy('name')
          .limit(100)
          .execute();
        return {
          id: org.id,
          name: org.name,
          facilities: facilities.map((f) => ({ id: f.id, name: f.name, region: f.grid_region ?? f.country })),
        };
      }),

    dataRange: () =>
      read(async (scope) => {
        const row = await scope.db
          .selectFrom('emission_results')
          .select([
            sql<string | null>`to_char(min(period_start), 'YYYY-MM')`.as('first'),
            sql<string | null>`to_char(max(period_start), 'YYYY-MM')`.as('last'),
          ])
          .where('superseded_at', 'is', null)
          .executeTakeFirst();
        return row?.first && row.last ? { first: row.first, last: row.last } : null;
      }),

    emissions: (period) =>
      read(async (scope) =>
        (await summarizeEmissions(scope, { ...periodFilter(period), groupBy: ['category'] })).map(
          (r): EmissionRow => ({
            scope: scopeOf(r.scope),
            method: methodOf(r.method),
            category: r.category ?? 'unknown',
            co2eKg: r.co2eKg,
            results: r.results,
          }),
        ),
      ),

    // A month is covered when a current result's period overlaps it (a quarterly bill covers three).
    coverage: (period) =>
      read(async (scope) => {
        const { rows } = await sql<{ scope: number; category: string; month: string }>`
          SELECT er.scope, er.category, to_char(m, 'YYYY-MM') AS month
          FROM emission_results er
          CROSS JOIN LATERAL generate_series(
            date_trunc('month', greatest(er.period_start, ${period.start}::date)),
            date_trunc('month', least(er.period_end, ${period.end}::date)),
            interval '1 month') AS m
          WHERE er.superseded_at IS NULL
            AND er.period_end >= ${period.start} AND er.period_start <= ${period.end}
            AND EXISTS (SELECT 1 FROM raw_activity_data a WHERE a.id = er.activity_id AND a.superseded_at IS NULL)
          GROUP BY 1, 2, 3
          ORDER BY 2, 3`.execute(scope.db);
        const by = new Map<string, { scope: 1 | 2 | 3; category: string; months: string[] }>();
        for (const r of rows) {
          const entry = by.get(r.category) ?? { scope: scopeOf(r.scope), category: r.category, months: [] };
          entry.months.push(r.month);
          by.set(r.category, entry);
        }
        return [...by.values()];
      }),

    factorsUsed: (period) =>
      read(async (scope) => {
        const rows = await sql<{
          category: string;
          dataset_id: string | null;
          dataset_version: string | null;
          source: string | null;
          source_url: string | null;
          region: string | null;
          factor: string | null;
          unit: string | null;
          algorithm: string;
          uses: string;
        }>`
          SELECT er.category,
                 cr.record->'factor'->>'datasetId' AS dataset_id,
                 cr.record->'factor'->>'datasetVersion' AS dataset_version,
                 cr.record->'factor'->>'source' AS source,
                 cr.record->'factor'->>'sourceUrl' AS source_url,
                 cr.record->'factor'->>'region' AS region,
                 cr.record->'factor'->>'factor' AS factor,
                 cr.record->'factor'->>'unit' AS unit,
                 cr.algorithm_id || '@' || cr.algorithm_version AS algorithm,
                 count(*)::text AS uses
          FROM emission_results er
          JOIN calculation_records cr ON cr.id = er.calculation_record_id
          WHERE er.superseded_at IS NULL AND er.period_end >= ${period.start} AND er.period_start <= ${period.end}
            AND cr.record->'factor' IS NOT NULL AND jsonb_typeof(cr.record->'factor') = 'object'
          GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
          ORDER BY 1, count(*) DESC
          LIMIT 50`.execute(scope.db);
        return rows.rows.map(
          (r): FactorUsed => ({
            category: r.category,
            datasetId: r.dataset_id ?? 'unknown',
            datasetVersion: r.dataset_version ?? 'unknown',
            source: r.source ?? 'unknown',
            sourceUrl: r.source_url,
            region: r.region,
            factor: r.factor !== null && /^-?\d+(\.\d+)?$/.test(r.factor) ? r.factor : null,
            unit: r.unit === null ? null : `kg CO2e/${r.unit}`,
            algorithm: r.algorithm,
            uses: Number.parseInt(r.uses, 10),
          }),
        );
      }),

    recentChanges: (limit) =>
      read(async (scope) =>
        (await listAudit(scope, { limit })).items.map((e) => ({
          at: e.occurredAt,
          action: e.action,
          entityType: e.entityType,
          entityId: e.entityId,
          actor: e.actorId === null ? e.actorType : `${e.actorType} ${e.actorId}`,
        })),
      ),

    recentReports: (limit) =>
      read(async (scope) =>
        (
          await scope.db
            .selectFrom('reports')
            .select([
              'id',
              'title',
              'framework_code',
              'framework_version',
              'period_start',
              'period_end',
              'status',
              'created_at',
            ])
            .orderBy('created_at', 'desc')
            .limit(limit)
            .execute()
        ).map((r) => ({
          id: r.id,
          title: r.title,
          framework: `${r.framework_code} ${r.framework_version}`,
          period: `${dateString(r.period_start)} to ${dateString(r.period_end)}`,
          periodStart: dateString(r.period_start),
          periodEnd: dateString(r.period_end),
          status: r.status,
          createdAt: r.created_at.toISOString(),
        })),
      ),

    // The methodology notes of the algorithms behind the categories in question, best word match first.
    async relevantDocuments(query, limit) {
      const asked = words(query.text);
      const scored = registry
        .list()
        .filter((a) => query.categories.includes(a.category))
        .map((a) => {
          const text = `${a.name} ${a.category} ${a.methodology}`;
          const score = [...words(text)].filter((w) => asked.has(w)).length;
          return { a, score };
        })
        .sort((x, y) => y.score - x.score || x.a.id.localeCompare(y.a.id));
      return scored.slice(0, limit).map(
        ({ a }): RelevantDocument => ({
          id: `${a.id}@${a.version}`,
          title: `Methodology of ${a.name} (${a.id} ${a.version})`,
          excerpt: a.methodology.length > 1500 ? `${a.methodology.slice(0, 1499)}…` : a.methodology,
          references: a.references.map((r) => (r.url ? `${r.title} <${r.url}>` : r.title)),
        }),
      );
    },
  };
}
