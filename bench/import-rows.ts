import type { SourceRow } from '@ctp/server';
import { uuidv7 } from '@ctp/store';
import { mixedActivities } from './mixed-activities.js';

/** Name of the facility every other benchmark row names (the import resolves it to its id). */
export const BENCH_FACILITY = 'Bench plant';

/**
 * `count` import rows as the CSV reader yields them (string fields), from the engine benchmark's
 * realistic mix; every other row names {@link BENCH_FACILITY}.
 */
export function importRows(count: number): SourceRow[] {
  const rows: SourceRow[] = [];
  let row = 0;
  for (const a of mixedActivities(count)) {
    row++;
    rows.push({
      row,
      line: row + 1,
      fields: {
        ...(row % 2 === 0 ? { facility: BENCH_FACILITY } : {}),
        category: a.category,
        quantity: a.quantity as string,
        unit: a.unit,
        periodStart: a.periodStart,
        periodEnd: a.periodEnd,
        ...(a.region === undefined ? {} : { region: a.region }),
        ...(a.attributes === undefined ? {} : { attributes: a.attributes }),
      },
    });
  }
  return rows;
}

const COLUMNS =
  'id, organization_id, lineage_id, version, category, quantity, unit, period_start, period_end, facility_id, region, attributes, data_quality, created_at';
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The `COPY raw_activity_data (…) FROM … (FORMAT csv)` statement the baselines use. */
export function copyStatement(from: 'STDIN' | "'/dev/blob'"): string {
  return `COPY raw_activity_data (${COLUMNS}) FROM ${from} WITH (FORMAT csv)`;
}

/**
 * The same rows as COPY CSV text for one organization, `chunk` rows per string: what a bulk load
 * writes when it skips every check the import makes (ids generated, facility known up front).
 */
export function* copyChunks(
  rows: readonly SourceRow[],
  organizationId: string,
  facilityId: string,
  chunk: number,
): Generator<string> {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < rows.length; start += chunk) {
    let text = '';
    for (const { fields: f } of rows.slice(start, start + chunk)) {
      const id = uuidv7();
      const cells = [
        id,
        organizationId,
        id,
        '1',
        f.category as string,
        f.quantity as string,
        f.unit as string,
        f.periodStart as string,
        f.periodEnd as string,
        f.facility === undefined ? '' : facilityId,
        (f.region as string | undefined) ?? '',
        csvCell(JSON.stringify(f.attributes ?? {})),
        'calculated',
        createdAt,
      ];
      text += `${cells.join(',')}\n`;
    }
    yield text;
  }
}
