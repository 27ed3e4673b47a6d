import type {
  ContextSource,
  EmissionRow,
  FactorUsed,
  MarketBasedPart,
  Period,
  RecentReport,
  RelevantDocument,
  SourceTotalRow,
} from '@ctp/assistant';
import type { AlgorithmRegistry } from '@ctp/engine';
import { type Database, dateString, listAudit, summarizeEmissions, withOrganization } from '@ctp/store';
import { Decimal } from 'decimal.js';
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
              'metadata',
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
          ...reportContent(r.metadata),
        })),
      ),

    // Current results joined to their current activity: quantity and CO2e per facility, category, method and unit.
    sourceTotals: (period) =>
      read(async (scope) => {
        const { rows } = await sql<{
          facility_id: string | null;
          scope: number;
          method: string | null;
          category: string;
          unit: string;
          quantity: string;
          co2e_kg: string;
          n: string;
        }>`
          SELECT er.facility_id, er.scope, er.method, er.category, a.unit,
                 sum(a.quantity)::text AS quantity, sum(er.co2e_kg)::text AS co2e_kg, count(*)::text AS n
          FROM emission_results er
          JOIN raw_activity_data a ON a.id = er.activity_id AND a.superseded_at IS NULL
          WHERE er.superseded_at IS NULL AND er.period_end >= ${period.start} AND er.period_start <= ${period.end}
          GROUP BY 1, 2, 3, 4, 5
          ORDER BY 4, 1, 3, 5`.execute(scope.db);
        return rows.map(
          (r): SourceTotalRow => ({
            facilityId: r.facility_id,
            scope: scopeOf(r.scope),
            method: methodOf(r.method),
            category: r.category,
            unit: r.unit,
            quantity: r.quantity,
            co2eKg: r.co2e_kg,
            results: Number.parseInt(r.n, 10),
          }),
        );
      }),

    facilityCoverage: (period) =>
      read(async (scope) => {
        const { rows } = await sql<{
          facility_id: string | null;
          scope: number;
          category: string;
          month: string;
        }>`
          SELECT er.facility_id, er.scope, er.category, to_char(m, 'YYYY-MM') AS month
          FROM emission_results er
          CROSS JOIN LATERAL generate_series(
            date_trunc('month', greatest(er.period_start, ${period.start}::date)),
            date_trunc('month', least(er.period_end, ${period.end}::date)),
            interval '1 month') AS m
          WHERE er.superseded_at IS NULL
            AND er.period_end >= ${period.start} AND er.period_start <= ${period.end}
            AND EXISTS (SELECT 1 FROM raw_activity_data a WHERE a.id = er.activity_id AND a.superseded_at IS NULL)
          GROUP BY 1, 2, 3, 4
          ORDER BY 3, 1, 4`.execute(scope.db);
        const by = new Map<
          string,
          { facilityId: string | null; scope: 1 | 2 | 3; category: string; months: string[] }
        >();
        for (const r of rows) {
          const key = `${r.facility_id}|${r.category}`;
          const entry = by.get(key) ?? {
            facilityId: r.facility_id,
            scope: scopeOf(r.scope),
            category: r.category,
            months: [],
          };
          entry.months.push(r.month);
          by.set(key, entry);
        }
        return [...by.values()];
      }),

    // Each term of the market-based records (instrument or residual mix) with the factor row it used.
    marketBasedParts: (period) =>
      read(async (scope) => {
        const { rows } = await sql<{ facility_id: string | null; term: TermJson; factors: FactorJson[] }>`
          SELECT er.facility_id, t.term,
                 jsonb_build_array(cr.record->'factor') || coalesce(cr.record->'supportingFactors', '[]'::jsonb) AS factors
          FROM emission_results er
          JOIN calculation_records cr ON cr.id = er.calculation_record_id
          CROSS JOIN LATERAL jsonb_array_elements(coalesce(cr.record->'terms', '[]'::jsonb)) AS t(term)
          WHERE er.superseded_at IS NULL AND er.method = 'market_based'
            AND er.period_end >= ${period.start} AND er.period_start <= ${period.end}
          LIMIT 5000`.execute(scope.db);
        return marketParts(rows);
      }),

    gwpSets: (period) =>
      read(async (scope) => {
        const { rows } = await sql<{ gwp_set: string | null; timeframe: string | null; n: string }>`
          SELECT cr.record->'input'->>'gwpSet' AS gwp_set, cr.record->'input'->>'gwpTimeframe' AS timeframe, count(*)::text AS n
          FROM emission_results er
          JOIN calculation_records cr ON cr.id = er.calculation_record_id
          WHERE er.superseded_at IS NULL AND er.period_end >= ${period.start} AND er.period_start <= ${period.end}
          GROUP BY 1, 2
          ORDER BY 3 DESC`.execute(scope.db);
        return rows.map((r) => ({
          gwpSet: r.gwp_set ?? 'unknown',
          timeframe: r.timeframe ?? 'unknown',
          uses: Number.parseInt(r.n, 10),
        }));
      }),

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

/** A report's content status from its metadata: disclosures filled, and its own missing disclosures. */
function reportContent(
  metadata: Record<string, unknown>,
): Pick<RecentReport, 'completeness' | 'missingDisclosures'> {
  const c = metadata.completeness as { filled?: unknown; total?: unknown; percent?: unknown } | undefined;
  const completeness =
    c && Number.isInteger(c.filled) && Number.isInteger(c.total) && /^\d+(\.\d+)?$/.test(String(c.percent))
      ? { filled: c.filled as number, total: c.total as number, percent: String(c.percent) }
      : null;
  const warnings = Array.isArray(metadata.warnings) ? (metadata.warnings as Record<string, unknown>[]) : [];
  return {
    completeness,
    missingDisclosures: warnings.slice(0, 100).map((w) => ({
      disclosureId: String(w.disclosureId ?? ''),
      missing: Array.isArray(w.missing) ? w.missing.map(String) : [],
      message: String(w.message ?? ''),
    })),
  };
}

interface TermJson {
  label?: string;
  amount?: string;
  unit?: string;
  factorKey?: string;
}
type FactorJson = Record<string, unknown> | null;

/** The key of a factor row as record terms name it: `dataset@version/category/subcategory/region/…`. */
const keyPrefix = (f: Record<string, unknown>) =>
  `${f.datasetId}@${f.datasetVersion}/${f.category}/${f.subcategory}/${f.region}/`;

/** Sums market-based terms per facility and factor, with the factor's value and citation. */
function marketParts(
  rows: { facility_id: string | null; term: TermJson; factors: FactorJson[] }[],
): MarketBasedPart[] {
  const parts = new Map<string, MarketBasedPart & { total: Decimal }>();
  for (const { facility_id, term, factors } of rows) {
    const factor = factors.find(
      (f): f is Record<string, unknown> =>
        f !== null && typeof term.factorKey === 'string' && term.factorKey.startsWith(keyPrefix(f)),
    );
    if (factor === undefined || term.amount === undefined) continue;
    const sub = String(factor.subcategory ?? '');
    const kind: MarketBasedPart['kind'] = sub.startsWith('instrument')
      ? 'instrument'
      : sub === 'residual_mix'
        ? 'residual_mix'
        : 'other';
    const gases = (factor.gases ?? {}) as Record<string, string>;
    const gasNames = Object.keys(gases);
    const value =
      typeof factor.factor === 'string'
        ? factor.factor
        : gasNames.length === 1
          ? (gases[gasNames[0] as string] ?? null)
          : null;
    const perUnit = typeof factor.factor === 'string' ? 'CO2e' : (gasNames[0] ?? 'CO2e');
    const label =
      kind === 'instrument'
        ? 'covered by contractual instruments'
        : kind === 'residual_mix'
          ? 'uncovered consumption at the residual mix'
          : (term.label ?? 'other');
    const key = `${facility_id}|${factor.datasetId}@${factor.datasetVersion}|${sub}|${value}`;
    const prev = parts.get(key);
    const total = (prev?.total ?? new Decimal(0)).plus(term.amount);
    parts.set(key, {
      facilityId: facility_id,
      label,
      kind,
      total,
      amount: total.toFixed(),
      unit: term.unit ?? String(factor.unit ?? ''),
      factor: value !== null && /^-?\d+(\.\d+)?$/.test(value) ? value : null,
      factorUnit: `kg ${perUnit}/${String(factor.unit ?? term.unit ?? '')}`,
      datasetId: String(factor.datasetId),
      datasetVersion: String(factor.datasetVersion),
      source:
        kind === 'instrument'
          ? 'contractual instruments stated by the reporting organization'
          : String(factor.source ?? 'unknown'),
      sourceUrl: typeof factor.sourceUrl === 'string' ? factor.sourceUrl : null,
      region: typeof factor.region === 'string' ? factor.region : null,
    });
  }
  return [...parts.values()].map(({ total: _total, ...part }) => part);
}
