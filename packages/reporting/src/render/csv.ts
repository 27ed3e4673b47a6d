import { stringify } from 'csv-stringify/sync';
import type { ReportInput } from '../input.js';

/**
 * The two CSV files, written by csv-stringify (RFC 4180 quoting) with `escape_formulas`: a cell
 * starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so a spreadsheet
 * never runs it as a formula (OWASP CSV injection). Values are exact decimal strings.
 */
const OPTIONS = { header: true, escape_formulas: true, record_delimiter: '\n', eof: true } as const;

/** Columns of emissions.csv, one row per emission result. */
export const EMISSIONS_COLUMNS = [
  'result_id',
  'record_id',
  'record_checksum_output',
  'activity_id',
  'facility_id',
  'facility_name',
  'country',
  'scope',
  'scope3_category',
  'scope2_method',
  'category',
  'period_start',
  'period_end',
  'co2e_kg',
  'biogenic_co2_kg',
  'eu_ets',
  'gases_co2e_kg',
  'factor_datasets',
  'algorithm',
] as const;

/** emissions.csv: every emission result of the report with the calculation record behind it. */
export function renderEmissionsCsv(input: ReportInput): string {
  const rows = input.emissions.map((l) => [
    l.resultId,
    l.recordId,
    l.checksumOutput,
    l.activityId,
    l.facility?.id ?? '',
    l.facility?.name ?? '',
    l.facility?.country ?? '',
    String(l.scope),
    l.scope3Category === null ? '' : String(l.scope3Category),
    l.scope2Method ?? '',
    l.category,
    l.periodStart,
    l.periodEnd,
    l.co2eKg,
    l.biogenicCo2Kg,
    l.euEts ? 'true' : 'false',
    l.gases.map((g) => `${g.gas}=${g.co2eKg}`).join(';'),
    l.factors.map((f) => `${f.datasetId}@${f.datasetVersion}`).join(';'),
    `${l.algorithm.id}@${l.algorithm.version}`,
  ]);
  return stringify(rows, { ...OPTIONS, columns: [...EMISSIONS_COLUMNS] });
}

/** Columns of activity-data.csv, one row per activity version behind the results. */
export const ACTIVITY_COLUMNS = [
  'activity_id',
  'version',
  'facility_id',
  'facility_name',
  'category',
  'quantity',
  'unit',
  'period_start',
  'period_end',
  'region',
  'data_quality',
  'source_document',
] as const;

/** activity-data.csv: the activity rows the results were calculated from. */
export function renderActivityCsv(input: ReportInput): string {
  const rows = input.activities.map((a) => [
    a.id,
    String(a.version),
    a.facility?.id ?? '',
    a.facility?.name ?? '',
    a.category,
    a.quantity,
    a.unit,
    a.periodStart,
    a.periodEnd,
    a.region ?? '',
    a.dataQuality,
    a.sourceDocument ?? '',
  ]);
  return stringify(rows, { ...OPTIONS, columns: [...ACTIVITY_COLUMNS] });
}
