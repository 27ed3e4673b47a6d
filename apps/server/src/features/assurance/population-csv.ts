import type { PopulationItem } from '@ctp/store';

const COLUMNS = [
  'resultId',
  'activityId',
  'calculationRecordId',
  'facilityId',
  'periodStart',
  'periodEnd',
  'scope',
  'scope3Category',
  'category',
  'method',
  'co2eKg',
] as const satisfies readonly (keyof PopulationItem)[];

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The population as CSV (header row, CRLF line ends), one result a row, CO2e as exact decimals. */
export function populationCsv(items: readonly PopulationItem[]): string {
  const lines = [COLUMNS.join(','), ...items.map((item) => COLUMNS.map((c) => field(item[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
