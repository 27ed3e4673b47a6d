import { describe, expect, it } from 'vitest';
import { FactorLibrary } from './library.js';
import { shippedDatasets } from './shipped.js';

// How the eGRID series and the EPA Hub coexist in the shipped library: the grid factor of year Y
// comes from the eGRID data year in force for Y (epa-egrid, one dataset per data year; eGRID2022
// from Table 6 of the Hub 2024), and the Hub datasets carry no grid rows, so there is one candidate.
const library = FactorLibrary.withShippedDatasets();
const grid = (region: string, date: string, datasets?: Record<string, string>) =>
  library.lookup({
    category: 'electricity',
    subcategory: 'grid_average',
    region,
    date,
    unit: 'kWh',
    ...(datasets ? { datasets } : {}),
  });

describe('US grid factor by year', () => {
  it.each([
    ['2019-06-30', '2019', '205.57214441533'], // eGRID2019 CAMX 453.209 lb
    ['2021-06-30', '2021', '241.16508409686'], // eGRID2021 CAMX 531.678 lb
    ['2022-06-30', '2022', '225.63634930991'], // eGRID2022 (Hub 2024 Table 6) CAMX 497.443 lb
    ['2023-06-30', '2023', '198.06337632235'], // eGRID2023 CAMX 436.655 lb
  ])('on %s CAMX uses eGRID%s without warning', (date, version, co2) => {
    const match = grid('US-CAMX', date);
    expect(match.factor).toMatchObject({ datasetId: 'epa-egrid', datasetVersion: version });
    expect(match.factor.gases?.CO2?.toFixed()).toBe(co2);
    expect(match.warnings).toEqual([]);
  });

  it('2020: eGRID2020 is not shipped, eGRID2019 stays in force with a warning', () => {
    const match = grid('US-CAMX', '2020-06-30');
    expect(match.factor.datasetVersion).toBe('2019');
    expect(match.warnings).toEqual([
      {
        code: 'PREVIOUS_EDITION',
        message:
          'no epa-egrid edition for 2020; epa-egrid edition 2019 (in force from 2019-01-01) stays in force',
      },
    ]);
  });

  it('2025: the latest data year (eGRID2023) stays in force with a warning', () => {
    const match = grid('US', '2025-03-01');
    expect(match.factor).toMatchObject({ datasetVersion: '2023', region: 'US' });
    expect(match.warnings.map((w) => w.code)).toEqual(['PREVIOUS_EDITION']);
  });

  it('a dataset pin chooses another edition, without warning', () => {
    const match = grid('US-CAMX', '2023-06-30', { 'epa-egrid': '2019' });
    expect(match.factor.datasetVersion).toBe('2019');
    expect(match.warnings).toEqual([]);
  });

  it('a state rate is found by its state region (Table 3)', () => {
    expect(grid('US-CA', '2021-06-30').factor.gases?.CO2?.toFixed()).toBe('217.27301319185'); // 479.005 lb
  });

  it('no year has two candidates: the Hub datasets carry no grid rows', () => {
    // DESNZ 2019–2021 give US well-to-tank electricity (category 3), not a grid factor.
    const rows = library
      .search({ category: 'electricity' })
      .filter((f) => f.region.startsWith('US') && !f.subcategory.startsWith('wtt_'));
    expect(new Set(rows.map((f) => f.datasetId))).toEqual(new Set(['epa-egrid']));
    for (const year of ['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026'])
      expect(grid('US-ERCT', `${year}-07-01`).warnings.map((w) => w.code)).not.toContain('AMBIGUOUS_FACTOR');
  });

  it('before eGRID2019 there is no grid factor', () => {
    expect(() => grid('US-CAMX', '2018-12-31')).toThrow(
      expect.objectContaining({ code: 'FACTOR_NOT_FOUND' }),
    );
  });
});

describe('USEEIO editions by date', () => {
  const spend = (date: string) =>
    library.lookup({
      category: 'purchased_goods',
      subcategory: 'naics:111110',
      region: 'US',
      date,
      unit: 'USD',
    });

  it('v1.2 (GHG data 2019, 2021 USD) before 2022, v1.3 (GHG data 2022, 2022 USD) from 2022', () => {
    expect(spend('2019-06-30').factor).toMatchObject({
      datasetVersion: '1.2',
      priceYear: 2021,
      gwpSet: 'AR4',
    });
    expect(spend('2022-06-30').factor).toMatchObject({
      datasetVersion: '1.3',
      priceYear: 2022,
      gwpSet: 'AR5',
    });
    expect(spend('2022-06-30').factor.factor?.toFixed()).toBe('0.532'); // Soybean Farming SEF+MEF
  });

  it('2021: no USEEIO edition for that year, v1.2 stays in force with a warning', () => {
    expect(spend('2021-06-30').warnings).toEqual([
      {
        code: 'PREVIOUS_EDITION',
        message:
          'no useeio-sef edition for 2021; useeio-sef edition 1.2 (in force from 2019-01-01) stays in force',
      },
    ]);
  });
});

describe('provenance in the shipped metadata', () => {
  const notes = (datasetId: string, version: string) =>
    shippedDatasets().find((d) => d.datasetId === datasetId && d.datasetVersion === version)?.notes ?? '';

  it.each([
    ['epa-egrid', '2019', "Provenance: a copy re-saved by a third party, not the publisher's bytes"],
    ['epa-egrid', '2021', "Provenance: a copy re-saved by a third party, not the publisher's bytes"],
    ['epa-egrid', '2022', 'Provenance: Table 6 of the EPA GHG Emission Factors Hub 2024'],
    ['epa-egrid', '2023', "Provenance: the publisher's file as far as can be told"],
    ['useeio-sef', '1.3', 'Provenance: the only copy found'],
  ])('%s %s says where its bytes come from', (datasetId, version, sentence) => {
    expect(notes(datasetId, version)).toContain(sentence);
  });
});
