import { describe, expect, it } from 'vitest';
import { FactorLibrary } from '../../library.js';
import { shippedDatasets } from '../../shipped.js';
import { replaceCells } from '../spreadsheet/edit-worksheets.js';
import { desnzSheets, importFailure, publisherRow } from './testing.js';

// Known overseas WTT electricity values of the editions 2019–2021, read straight from the publisher's
// flat file with SheetJS (not with the importer): sheet "Factors by Category", column K ("GHG
// Conversion Factor {year}"), "kg CO2e" line. The cell holds a full binary double; the shipped
// factor is that number rounded to Excel's 15 significant digits (dataset notes).

const GEN = 'WTT- overseas electricity (generation)';
const TD = 'WTT- overseas electricity (T&D)';

// [edition, cell, Level 2, Level 3, cell value, shipped factor, subcategory, region]
type Case = [string, string, string, string, string, string, string, string];
const CASES: readonly Case[] = [
  [
    '2019',
    'K2813',
    GEN,
    'Electricity: France',
    '0.009847606058874088',
    '0.00984760605887409',
    'wtt_generation',
    'FR',
  ],
  [
    '2019',
    'K2874',
    TD,
    'Electricity: France',
    '0.0008187120430992862',
    '0.000818712043099286',
    'wtt_td_losses',
    'FR',
  ],
  [
    '2019',
    'K2856',
    GEN,
    'Electricity: EU (average)',
    '0.0506104024237545',
    '0.0506104024237545',
    'wtt_generation',
    'EU',
  ],
  [
    '2020',
    'K2813',
    GEN,
    'Electricity: France',
    '0.005021760006543165',
    '0.00502176000654317',
    'wtt_generation',
    'FR',
  ],
  [
    '2020',
    'K2874',
    TD,
    'Electricity: France',
    '0.0004437007759365813',
    '0.000443700775936581',
    'wtt_td_losses',
    'FR',
  ],
  [
    '2020',
    'K2854',
    GEN,
    'Electricity: United States',
    '0.06643647846817492',
    '0.0664364784681749',
    'wtt_generation',
    'US',
  ],
  [
    '2020',
    'K2876',
    TD,
    'Electricity: Gibraltar',
    '0.0032883949145138605',
    '0.00328839491451386',
    'wtt_td_losses',
    'GI',
  ],
  [
    '2021',
    'K2870',
    GEN,
    'Electricity: Chinese Taipei',
    '0.12443441221757312',
    '0.124434412217573',
    'wtt_generation',
    'TW',
  ],
  [
    '2021',
    'K2925',
    TD,
    'Electricity: Australia',
    '0.011040694645038294',
    '0.0110406946450383',
    'wtt_td_losses',
    'AU',
  ],
  [
    '2021',
    'K2939',
    TD,
    'Electricity: France',
    '0.0006705628482809435',
    '0.000670562848280944',
    'wtt_td_losses',
    'FR',
  ],
];

const desnz = (edition: string) =>
  shippedDatasets().find((d) => d.datasetId === 'desnz-ghg-cf' && d.datasetVersion === edition);
const overseas = (edition: string) =>
  (desnz(edition)?.factors ?? []).filter(
    (f) => f.category === 'electricity' && f.subcategory.startsWith('wtt_') && f.region !== 'GB',
  );

describe.each(CASES)(
  'desnz-ghg-cf %s, cell %s',
  (edition, cell, level2, level3, value, factor, sub, region) => {
    it(`${level2} > ${level3} is shipped as electricity/${sub} in ${region}`, async () => {
      const source = await publisherRow(edition, cell);
      expect(source).toMatchObject({ level1: 'WTT- UK & overseas elec', level2, level3, ghg: 'kg CO2e' });
      expect(String(source.value)).toBe(value);
      const rows = overseas(edition).filter((f) => f.subcategory === sub && f.region === region);
      expect(rows.map((f) => f.factor?.toFixed())).toEqual([factor]);
      expect(rows[0]).toMatchObject({ unit: 'kWh', gwpSet: 'AR4', effectiveFrom: `${edition}-01-01` });
    }, 60_000);
  },
);

describe('overseas WTT electricity rows of the shipped editions', () => {
  it('has 56 countries and the EU average in 2019–2021, both subcategories, and none from 2022', () => {
    for (const edition of ['2019', '2020', '2021']) {
      const rows = overseas(edition);
      expect(rows).toHaveLength(114);
      expect(new Set(rows.filter((f) => f.subcategory === 'wtt_generation').map((f) => f.region)).size).toBe(
        57,
      );
      expect(rows.some((f) => /average\)/.test(f.notes ?? '') && f.region !== 'EU')).toBe(false);
    }
    for (const edition of ['2022', '2023', '2024', '2025']) {
      expect(overseas(edition)).toEqual([]);
      expect(desnz(edition)?.notes).toContain('stopped giving it with the 2022 edition');
    }
  });

  it('refuses a country label it does not know, naming the line', async () => {
    const sheets = replaceCells(
      await desnzSheets('2020'),
      'Electricity: France',
      'Electricity: Frankreich',
      1,
    );
    const error = importFailure(sheets, '2020');
    expect(error.reason).toBe('unknown overseas electricity country "Electricity: Frankreich"');
    expect(error.location).toMatchObject({ table: 'Level 1 "WTT- UK & overseas elec"', row: 2813 });
  }, 60_000);
});

describe('lookups with the overseas rows', () => {
  const lib = FactorLibrary.withShippedDatasets();
  const look = (subcategory: string, region: string, date: string) =>
    lib.tryLookup({ category: 'electricity', subcategory, region, date, unit: 'kWh' });

  it('leaves GB on its own rows and gives FR its own, never the other', () => {
    const gb = look('wtt_generation', 'GB', '2020-06-30');
    expect(gb?.factor).toMatchObject({ region: 'GB', datasetVersion: '2020' });
    expect(gb?.factor.factor?.toFixed()).toBe('0.03217');
    expect(gb?.warnings).toEqual([]);
    const fr = look('wtt_generation', 'FR', '2020-06-30');
    expect(fr?.factor).toMatchObject({ region: 'FR', datasetVersion: '2020' });
    expect(fr?.warnings).toEqual([]);
    // DESNZ publishes no T&D losses for France: nothing is found, not the GB row.
    expect(look('td_losses', 'FR', '2020-06-30')).toBeUndefined();
  });

  it('keeps the 2021 rows in force for 2024, with PREVIOUS_EDITION', () => {
    const de = look('wtt_td_losses', 'DE', '2024-03-01');
    expect(de?.factor).toMatchObject({ region: 'DE', datasetId: 'desnz-ghg-cf', datasetVersion: '2021' });
    expect(de?.warnings.map((w) => w.code)).toEqual(['PREVIOUS_EDITION']);
    expect(de?.warnings[0]?.message).toContain(
      'edition 2024 for 2024 has no electricity/wtt_td_losses factor for DE',
    );
  });

  it('makes no lookup of an overseas region ambiguous in any shipped year', () => {
    const regions = new Set(overseas('2021').map((f) => f.region));
    for (const region of regions)
      for (const year of [2019, 2020, 2021, 2022, 2023, 2024, 2025])
        for (const sub of ['wtt_generation', 'wtt_td_losses', 'grid_average', 'td_losses']) {
          const codes = look(sub, region, `${year}-07-01`)?.warnings.map((w) => w.code) ?? [];
          expect(codes, `${sub} ${region} ${year}`).not.toContain('AMBIGUOUS_FACTOR');
        }
  });
});
