import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { parseReportInput } from '../input.js';
import { demoReportInput } from '../testing/demo-input.js';
import { ACTIVITY_COLUMNS, EMISSIONS_COLUMNS, renderActivityCsv, renderEmissionsCsv } from './csv.js';

describe('CSV artifacts', () => {
  it('neutralise formula injection (OWASP: = + - @ tab CR get a leading quote) and keep commas and quotes intact', () => {
    const data = demoReportInput();
    const evil = [
      '=HYPERLINK("http://x","y")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tTAB',
      '\rCR',
      'a, "quoted" name',
    ];
    const activities = evil.map((name, i) => ({
      ...(data.activities?.[0] as object),
      id: `a${i}`,
      facility: { id: `f${i}`, name, country: null },
      sourceDocument: name,
    }));
    const input = parseReportInput({ ...data, activities });
    const csv = renderActivityCsv(input);
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.facility_name)).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTAB",
      "'\rCR",
      'a, "quoted" name',
    ]);
    for (const r of rows) expect(r.source_document).toBe(r.facility_name);
  });

  it('emissions.csv parses back to one row per result with exact decimals and record ids', () => {
    const input = parseReportInput(demoReportInput());
    const rows = parse(renderEmissionsCsv(input), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...EMISSIONS_COLUMNS]);
    expect(rows).toHaveLength(input.emissions.length);
    rows.forEach((r, i) => {
      const l = input.emissions[i];
      expect(r.record_id).toBe(l?.recordId);
      expect(r.co2e_kg).toBe(l?.co2eKg);
      expect(r.scope).toBe(String(l?.scope));
    });
    const acts = parse(renderActivityCsv(input), { columns: true }) as Record<string, string>[];
    expect(Object.keys(acts[0] ?? {})).toEqual([...ACTIVITY_COLUMNS]);
    expect(acts.map((a) => a.quantity)).toEqual(input.activities.map((a) => a.quantity));
  });
});
