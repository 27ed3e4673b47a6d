import { Decimal } from '@ctp/engine';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FRAMEWORKS, createDefaultFrameworkRegistry } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { demoReportInput } from '../testing/demo-input.js';
import { mapReport } from './map-report.js';

const input = parseReportInput(demoReportInput());
const sum = (pred: (l: (typeof input.emissions)[number]) => boolean): string =>
  input.emissions
    .filter(pred)
    .reduce((acc, l) => acc.plus(l.co2eKg), new Decimal(0))
    .toFixed();

describe('mapReport', () => {
  it('totals are the exact decimal sums of the lines, Scope 2 by each method and never summed across', () => {
    const mapped = mapReport(createDefaultFrameworkRegistry().get('csrd'), input);
    expect(mapped.totals.scope1.kg).toBe(sum((l) => l.scope === 1));
    expect(mapped.totals.scope2LocationBased.kg).toBe(sum((l) => l.scope2Method === 'location_based'));
    expect(mapped.totals.scope2MarketBased.kg).toBe(sum((l) => l.scope2Method === 'market_based'));
    expect(mapped.totals.scope3.kg).toBe(sum((l) => l.scope === 3));
    expect(mapped.totals.totalLocationBased.kg).toBe(sum((l) => l.scope2Method !== 'market_based'));
    expect(mapped.totals.totalMarketBased.kg).toBe(sum((l) => l.scope2Method !== 'location_based'));
    expect(mapped.totals.scope1.recordIds).toEqual(
      input.emissions
        .filter((l) => l.scope === 1)
        .map((l) => l.recordId)
        .sort(),
    );
  });

  it('fills every data disclosure of the demo and warns, per required disclosure, about the narratives it lacks', () => {
    const mapped = mapReport(createDefaultFrameworkRegistry().get('tcfd'), input);
    expect(mapped.completeness.total).toBe(11);
    const byId = new Map(mapped.disclosures.map((d) => [d.id, d]));
    expect(byId.get('MT-b')?.status).toBe('filled');
    expect(byId.get('MT-c')?.status).toBe('filled');
    // Governance, strategy and risk need organization text; MT-a needs the other metrics text.
    expect(mapped.warnings.map((w) => w.disclosureId).sort()).toEqual(
      ['GOV-a', 'GOV-b', 'MT-a', 'RM-a', 'RM-b', 'RM-c', 'STR-a', 'STR-b', 'STR-c'].sort(),
    );
    const gov = mapped.warnings.find((w) => w.disclosureId === 'GOV-a');
    expect(gov?.missing[0]).toContain('narrative.governance.board');
    expect(mapped.completeness).toEqual({ filled: 2, total: 11, percent: '18.2' });
  });

  it('takes narrative text from the template, by disclosure id or by datapoint key', () => {
    const texts = demoReportInput({
      narratives: {
        'GOV-a': 'The board reviews climate risks quarterly.',
        'narrative.governance.management': 'The COO chairs the climate committee.',
      },
    });
    const mapped = mapReport(createDefaultFrameworkRegistry().get('tcfd'), parseReportInput(texts));
    const gov = mapped.disclosures.filter((d) => d.id.startsWith('GOV'));
    expect(gov.map((d) => d.status)).toEqual(['filled', 'filled']);
    expect(gov[0]?.values[0]?.content).toEqual({
      kind: 'text',
      text: 'The board reviews climate risks quarterly.',
    });
  });

  it('computes ESRS intensity and ETS share with the engine formula language, exactly', () => {
    const mapped = mapReport(createDefaultFrameworkRegistry().get('csrd'), input);
    const value = (id: string) => mapped.disclosures.find((d) => d.id === id)?.values[0]?.content;
    const total = new Decimal(mapped.totals.totalLocationBased.kg).div(1000);
    expect(value('E1-6.52a')).toMatchObject({ kind: 'number', value: total.toFixed(), unit: 'tCO2e' });
    expect(value('E1-6.53a')).toMatchObject({
      kind: 'number',
      value: total.div(new Decimal('48500000').div(1_000_000)).toFixed(),
      unit: 'tCO2e per million EUR',
    });
    const ets = new Decimal(sum((l) => l.scope === 1 && l.euEts));
    expect(value('E1-6.48b')).toMatchObject({
      value: ets.div(mapped.totals.scope1.kg).times(100).toFixed(),
      unit: '%',
    });
  });

  it('names the missing denominator when net revenue is unknown', () => {
    const data = demoReportInput();
    const mapped = mapReport(
      createDefaultFrameworkRegistry().get('csrd'),
      parseReportInput({ ...data, organization: { ...data.organization, netRevenue: null } }),
    );
    const w = mapped.warnings.find((x) => x.disclosureId === 'E1-6.53a');
    expect(w?.missing).toEqual([
      'GHG intensity per net revenue, Scope 1+2+3 (location-based): net revenue of the organization',
    ]);
  });

  it('lists every E1-6 datapoint of the reference as its own disclosure', () => {
    const csrd = createDefaultFrameworkRegistry().get('csrd');
    const e16 = csrd.disclosures.filter((d) => d.id.startsWith('E1-6')).map((d) => d.id);
    expect(e16).toHaveLength(22);
    expect(e16).toEqual(
      expect.arrayContaining([
        'E1-6.48a',
        'E1-6.48b',
        'E1-6.49a',
        'E1-6.49b',
        'E1-6.44c',
        'E1-6.51',
        'E1-6.52a',
        'E1-6.52b',
        'E1-6.53a',
        'E1-6.53b',
        'E1-6.AR43',
        'E1-6.AR45-biogenic',
        'E1-6.AR46j',
      ]),
    );
  });

  it.each(BUILT_IN_FRAMEWORKS.map((f) => [f.code, f] as const))(
    '%s: an organization without any data gets a warning for every required disclosure that needs data',
    (_code, fw) => {
      const data = demoReportInput();
      const empty = parseReportInput({ ...data, emissions: [], activities: [], targets: [], history: [] });
      const mapped = mapReport(fw, empty);
      const required = fw.disclosures.filter((d) => d.required).map((d) => d.id);
      const warned = new Set(mapped.warnings.map((w) => w.disclosureId));
      for (const d of mapped.disclosures) {
        if (d.required && d.status !== 'filled') expect(warned.has(d.id)).toBe(true);
        if (!d.required) expect(warned.has(d.id)).toBe(false);
      }
      expect(warned.size).toBeGreaterThan(0);
      expect(required.length).toBeGreaterThanOrEqual(warned.size);
      expect(Number(mapped.completeness.percent)).toBeLessThan(50);
    },
  );
});

describe('gas queries', () => {
  it('sum a gas CO2e and mass exactly, counting lines whose mass is unknown apart', async () => {
    const { breakdown } = await import('./breakdowns.js');
    const { foldLines, sumCells } = await import('./lines.js');
    const cells = foldLines(input.emissions);
    const hfc = input.emissions.filter((l) => l.gases.some((g) => g.gas === 'HFCs'));
    const co2 = input.emissions.filter((l) => l.scope === 1 && l.gases.some((g) => g.gas === 'CO2'));
    const gasSum = (ls: typeof hfc, gas: string, field: 'co2eKg' | 'massKg') =>
      ls.reduce((a, l) => a.plus(l.gases.find((g) => g.gas === gas)?.[field] ?? 0), new Decimal(0)).toFixed();
    expect(sumCells(cells, { scope: 1, gas: 'HFCs', measure: 'gasMass' })).toMatchObject({
      total: new Decimal(gasSum(hfc, 'HFCs', 'massKg')),
      lineCount: hfc.length,
      unknown: 0,
    });
    // CO2 masses are unknown in the demo (factors gave CO2e only): nothing summed, every line unknown.
    expect(sumCells(cells, { scope: 1, gas: 'CO2', measure: 'gasMass' })).toMatchObject({
      lineCount: 0,
      unknown: co2.length,
    });
    const rows = breakdown(cells, { scope: 1 }, 'gas');
    expect(rows.find((r) => r.key === 'CO2')?.kg).toBe(gasSum(co2, 'CO2', 'co2eKg'));
  });
});
