import { Decimal } from '@ctp/engine';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { renderArtifacts } from '../render/render.js';
import { demoReportInput } from '../testing/demo-input.js';
import { mapReport } from './map-report.js';
import { scope3Methods } from './scope3-methods.js';

const base = parseReportInput(demoReportInput());
const spend = base.emissions.find((l) => l.scope === 3 && l.scope3Category === 1);
if (spend === undefined) throw new Error('the demo input has a category 1 line');
// A second method in category 1: a supplier's own footprint for part of the purchases.
const input = {
  ...base,
  emissions: [
    ...base.emissions,
    {
      ...spend,
      resultId: 'supplier-line',
      recordId: 'supplier-record',
      category: 'scope3.purchased_goods.supplier_specific',
      co2eKg: '1234.5',
      algorithm: { id: 'ctp/purchased-goods-supplier', version: '1.0.0' },
    },
  ],
  algorithms: [
    ...base.algorithms,
    {
      id: 'ctp/purchased-goods-supplier',
      version: '1.0.0',
      name: 'Purchased goods and services, supplier-specific',
      type: 'generic',
      methodology: '',
      references: [],
    },
  ],
};

describe('Scope 3 by category and method', () => {
  const rows = scope3Methods(input);

  it('counts every Scope 3 line once, under its category and the algorithm that calculated it', () => {
    const scope3 = input.emissions.filter((l) => l.scope === 3);
    expect(rows.reduce((n, r) => n + r.lineCount, 0)).toBe(scope3.length);
    expect(rows.reduce((s, r) => s.plus(r.kg), new Decimal(0)).toFixed()).toBe(
      scope3.reduce((s, l) => s.plus(l.co2eKg), new Decimal(0)).toFixed(),
    );
    const category1 = rows.filter((r) => r.category === 1);
    expect(category1.map((r) => r.method)).toEqual(
      expect.arrayContaining(['Purchased goods and services, supplier-specific']),
    );
    expect(category1).toHaveLength(2);
    // The shares of one category add up to one, exactly as far as the division goes.
    const shares = category1.reduce((s, r) => s.plus(r.shareOfCategory ?? '0'), new Decimal(0));
    expect(shares.minus(1).abs().lessThan('1e-15')).toBe(true);
    expect(rows.map((r) => r.category)).toEqual(
      [...rows.map((r) => r.category)].sort((a, b) => (a ?? 99) - (b ?? 99)),
    );
  });

  it('prints the table in the report and carries the rows in data.json', async () => {
    const gri = BUILT_IN_FRAMEWORKS.find((f) => f.code === 'gri');
    if (gri === undefined) throw new Error('gri is built in');
    const { files } = await renderArtifacts(mapReport(gri, input), input);
    const html = Buffer.from(files.find((f) => f.name === 'report.html')?.bytes ?? []).toString('utf8');
    expect(html.replaceAll('<wbr/>', '')).toContain('Scope 3 by category and method');
    expect(html.replaceAll('<wbr/>', '')).toContain('Purchased goods and services, supplier-specific');
    const data = JSON.parse(
      Buffer.from(files.find((f) => f.name === 'data.json')?.bytes ?? []).toString('utf8'),
    );
    expect(data.scope3Methods).toEqual(rows);
  }, 120_000);
});
