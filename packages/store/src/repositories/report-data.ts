import type { DataType } from '@ctp/engine';
import { IsoDateSchema } from '@ctp/factors';
import { type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { dateString } from '../database/columns.js';
import type { Database } from '../database/schema.js';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { factorQualityOf, type ResultFactorQuality } from './emission-quality.js';

/**
 * The data a report is made from, read in bulk (one query per kind, no N+1) for the report
 * generation job. "In the period" means the result's own period lies INSIDE the report period
 * (`period_start >= start AND period_end <= end`): a result that straddles a boundary belongs to
 * no report rather than to two. Only current results of current activity versions count (the
 * same rule as `listEmissionResults`).
 */
export const ReportPeriodSchema = z
  .strictObject({ periodStart: IsoDateSchema, periodEnd: IsoDateSchema })
  .refine((p) => p.periodEnd >= p.periodStart, { path: ['periodEnd'], message: 'is before periodStart' });

/** One current emission result in the period with what its calculation record says about it. */
export interface ReportEmissionRow {
  readonly resultId: string;
  /** The calculation run that stored the result (its seal is printed in the report). */
  readonly calculationRunId: string;
  readonly recordId: string;
  readonly checksumOutput: string;
  readonly activityId: string;
  readonly facilityId: string | null;
  readonly scope: number;
  readonly scope3Category: number | null;
  readonly category: string;
  readonly method: string | null;
  readonly periodStart: string;
  readonly periodEnd: string;
  /** Exact decimal strings, kg. */
  readonly co2eKg: string;
  readonly biogenicCo2Kg: string;
  readonly gases: readonly { gas: string; massKg: string | null; co2eKg: string }[];
  readonly algorithmId: string;
  readonly algorithmVersion: string;
  readonly algorithmType: string;
  readonly engineVersion: string;
  /** `record.output.factorRefs` (dataset id and version of each term's factor). */
  readonly factorRefs: readonly { datasetId: string; datasetVersion: string }[];
  readonly gwpSet: string | null;
  readonly gwpTimeframe: string | null;
  /** Methane GWP mode of the result's run; `single` for runs before the mode existed (one CH4 value). */
  readonly methaneGwp: 'by_source' | 'single';
  /** `attributes.euEts` of the activity version (true when the source is under the EU ETS). */
  readonly euEts: boolean;
  /** What the record's factor says about its uncertainty (migration 0025); null without a factor. */
  readonly factor: ResultFactorQuality | null;
}

/** One activity version behind the results of the period. */
export interface ReportActivityRow {
  readonly id: string;
  readonly version: number;
  readonly facilityId: string | null;
  readonly category: string;
  readonly quantity: string;
  readonly unit: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly region: string | null;
  readonly dataQuality: 'measured' | 'calculated' | 'estimated';
  /** As stated (migration 0021); null when not stated. */
  readonly dataType: DataType | null;
  readonly qualityScore: number | null;
  readonly sourceDocument: string | null;
}

/** Current results of the period (the shared WHERE of the queries below). */
function periodResults<O>(
  query: SelectQueryBuilder<Database, 'emission_results', O>,
  p: z.output<typeof ReportPeriodSchema>,
) {
  return query
    .where('emission_results.superseded_at', 'is', null)
    .where('emission_results.period_start', '>=', p.periodStart)
    .where('emission_results.period_end', '<=', p.periodEnd);
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** Every current emission result of the period, with its record's checksum, algorithm and factors. */
export async function reportEmissionRows(
  scope: OrganizationScope,
  period: z.input<typeof ReportPeriodSchema>,
): Promise<ReportEmissionRow[]> {
  const p = parseInput('report period', ReportPeriodSchema, period);
  const rows = await periodResults(scope.db.selectFrom('emission_results'), p)
    .innerJoin('raw_activity_data as a', 'a.id', 'emission_results.activity_id')
    .innerJoin('calculation_records as r', 'r.id', 'emission_results.calculation_record_id')
    .innerJoin('calculation_runs as run', 'run.id', 'emission_results.calculation_run_id')
    .where('a.superseded_at', 'is', null)
    .select([
      'run.methane_gwp',
      'emission_results.id',
      'emission_results.calculation_run_id',
      'emission_results.calculation_record_id',
      'r.checksum_output',
      'emission_results.activity_id',
      'emission_results.facility_id',
      'emission_results.scope',
      'emission_results.scope3_category',
      'emission_results.category',
      'emission_results.method',
      'emission_results.period_start',
      'emission_results.period_end',
      sql<string>`emission_results.co2e_kg::text`.as('co2e_kg'),
      sql<string>`emission_results.biogenic_co2_kg::text`.as('biogenic_co2_kg'),
      'emission_results.gases',
      'r.algorithm_id',
      'r.algorithm_version',
      'r.algorithm_type',
      'r.engine_version',
      // Columns generated from the record (migration 0018): the record's JSON is not opened.
      'r.factor_refs',
      'r.gwp_set',
      'r.gwp_timeframe',
      'r.factor_relative_u95',
      'r.factor_status',
      'r.factor_price_year',
      'r.has_factor',
      sql<boolean>`coalesce((a.attributes ->> 'euEts')::boolean, false)`.as('eu_ets'),
    ])
    .orderBy('emission_results.period_start')
    .orderBy('emission_results.id')
    .execute();
  return rows.map((row) => ({
    resultId: row.id,
    calculationRunId: row.calculation_run_id,
    recordId: row.calculation_record_id,
    checksumOutput: row.checksum_output,
    activityId: row.activity_id,
    facilityId: row.facility_id,
    scope: row.scope,
    scope3Category: row.scope3_category,
    category: row.category,
    method: row.method,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    co2eKg: asText(row.co2e_kg),
    biogenicCo2Kg: asText(row.biogenic_co2_kg),
    gases: (row.gases as { gas: string; massKg?: string | null; co2eKg: string }[]).map((g) => ({
      gas: g.gas,
      massKg: g.massKg ?? null,
      co2eKg: asText(g.co2eKg),
    })),
    algorithmId: row.algorithm_id,
    algorithmVersion: row.algorithm_version,
    algorithmType: row.algorithm_type,
    engineVersion: row.engine_version,
    factorRefs: Array.isArray(row.factor_refs)
      ? (row.factor_refs as { datasetId: string; datasetVersion: string }[]).map((f) => ({
          datasetId: f.datasetId,
          datasetVersion: f.datasetVersion,
        }))
      : [],
    gwpSet: row.gwp_set,
    gwpTimeframe: row.gwp_timeframe,
    methaneGwp: row.methane_gwp === 'by_source' ? 'by_source' : 'single',
    euEts: row.eu_ets === true,
    factor: factorQualityOf({
      has_factor: row.has_factor,
      factor_relative_u95: row.factor_relative_u95,
      factor_status: row.factor_status,
      factor_price_year: row.factor_price_year,
    }),
  }));
}

/** The current activity versions that have current results in the period. */
export async function reportActivityRows(
  scope: OrganizationScope,
  period: z.input<typeof ReportPeriodSchema>,
): Promise<ReportActivityRow[]> {
  const p = parseInput('report period', ReportPeriodSchema, period);
  const rows = await scope.db
    .selectFrom('raw_activity_data as a')
    .where('a.superseded_at', 'is', null)
    .where(({ exists }) =>
      exists(
        periodResults(scope.db.selectFrom('emission_results'), p)
          .select('emission_results.id')
          .whereRef('emission_results.activity_id', '=', sql.ref('a.id')),
      ),
    )
    .select([
      'a.id',
      'a.version',
      'a.facility_id',
      'a.category',
      sql<string>`a.quantity::text`.as('quantity'),
      'a.unit',
      'a.period_start',
      'a.period_end',
      'a.region',
      'a.data_quality',
      'a.data_type',
      'a.quality_score',
      'a.source_document',
    ])
    .orderBy('a.period_start')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    facilityId: row.facility_id,
    category: row.category,
    quantity: asText(row.quantity),
    unit: row.unit,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    region: row.region,
    dataQuality: row.data_quality,
    dataType: row.data_type,
    qualityScore: row.quality_score === null ? null : Number(row.quality_score),
    sourceDocument: row.source_document,
  }));
}

/** Exact sums (decimal strings) of current results by calendar year of their start, scope and method. */
export interface YearScopeTotal {
  readonly year: number;
  readonly scope: number;
  readonly method: string | null;
  readonly co2eKg: string;
}

/** Totals of current results by year (from `fromYear` to `toYear` inclusive), for the trend chart. */
export async function reportYearTotals(
  scope: OrganizationScope,
  range: { fromYear: number; toYear: number },
): Promise<YearScopeTotal[]> {
  const r = parseInput(
    'year range',
    z.strictObject({ fromYear: z.number().int().min(1900), toYear: z.number().int().max(9999) }),
    range,
  );
  const year = sql<number>`extract(year from emission_results.period_start)::int`;
  const rows = await scope.db
    .selectFrom('emission_results')
    .where('emission_results.superseded_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('raw_activity_data as a')
          .select('a.id')
          .whereRef('a.id', '=', 'emission_results.activity_id')
          .where('a.superseded_at', 'is', null),
      ),
    )
    .where('emission_results.period_start', '>=', `${r.fromYear}-01-01`)
    .where('emission_results.period_start', '<=', `${r.toYear}-12-31`)
    .select([
      year.as('year'),
      'emission_results.scope',
      'emission_results.method',
      sql<string>`sum(emission_results.co2e_kg)::text`.as('co2e_kg'),
    ])
    .groupBy([year, 'emission_results.scope', 'emission_results.method'])
    .orderBy(year)
    .execute();
  return rows.map((row) => ({
    year: Number(row.year),
    scope: row.scope,
    method: row.method,
    co2eKg: asText(row.co2e_kg),
  }));
}

/** An accepted recalculation whose new results lie (partly) in the period. */
export interface ReportRecalculationRow {
  readonly id: string;
  readonly acceptedAt: Date;
  /** The preview's delta totals by scope label, decimal strings. */
  readonly delta: Readonly<Record<string, string>>;
  readonly datasetVersions: Readonly<Record<string, string>>;
}

/** Accepted recalculations that replaced results of the period, oldest first. */
export async function reportRecalculations(
  scope: OrganizationScope,
  period: z.input<typeof ReportPeriodSchema>,
): Promise<ReportRecalculationRow[]> {
  const p = parseInput('report period', ReportPeriodSchema, period);
  const rows = await scope.db
    .selectFrom('recalculation_previews as p')
    .where('p.status', '=', 'accepted')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('emission_results')
          .select('emission_results.id')
          .whereRef('emission_results.calculation_run_id', '=', 'p.accepted_run_id')
          .where('emission_results.period_start', '>=', p.periodStart)
          .where('emission_results.period_end', '<=', p.periodEnd),
      ),
    )
    .select(['p.id', 'p.accepted_at', 'p.totals', 'p.dataset_versions'])
    .orderBy('p.accepted_at')
    .execute();
  return rows.map((row) => {
    const delta = (row.totals as { delta?: Record<string, unknown> }).delta ?? {};
    return {
      id: row.id,
      acceptedAt: row.accepted_at as Date,
      delta: Object.fromEntries(
        Object.entries(delta).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      datasetVersions: row.dataset_versions,
    };
  });
}
