import { describe, expect, it } from 'vitest';
import { parseDataset } from './dataset.js';
import { FactorLibrary } from './library.js';

// Small datasets of a series with a gap (2021, then 2024), like the EPA Hub (no 2022, 2023 shipped).
const edition = (version: string, subcategories: readonly string[]) =>
  parseDataset({
    datasetId: 'test-series',
    datasetVersion: version,
    title: `Test series ${version}`,
    publisher: 'CTP tests',
    source: 'made up for the test',
    sourceUrl: 'https://example.org/series',
    license: 'CC0',
    generatedBy: 'test',
    factors: subcategories.map((subcategory) => ({
      category: 'stationary_combustion',
      subcategory,
      unit: 'L',
      region: 'US',
      factor: version === '2021' ? '2' : '3',
      gwpSet: 'AR5',
      gwpTimeframe: '100yr',
      effectiveFrom: `${version}-01-01`,
      effectiveTo: null,
    })),
  });

const library = () =>
  new FactorLibrary([edition('2024', ['diesel']), edition('2021', ['diesel', 'kerosene'])]);
const query = (subcategory: string, date: string) => ({
  category: 'stationary_combustion',
  subcategory,
  region: 'US',
  date,
  unit: 'L',
});

describe('previous edition in force', () => {
  it.each(['2022-01-01', '2023-12-31'])('on %s, no edition: 2021 stays in force, with a warning', (date) => {
    const match = library().lookup(query('diesel', date));
    expect(match.factor.datasetVersion).toBe('2021');
    expect(match.warnings).toEqual([
      {
        code: 'PREVIOUS_EDITION',
        message: `no test-series edition for ${date.slice(0, 4)}; test-series edition 2021 (in force from 2021-01-01) stays in force`,
      },
    ]);
  });

  it('an edition of the year itself gives no warning', () => {
    expect(library().lookup(query('diesel', '2021-06-01')).warnings).toEqual([]);
    expect(library().lookup(query('diesel', '2024-06-01')).warnings).toEqual([]);
  });

  it("names the year's edition when it lacks the factor and an older one is used", () => {
    const match = library().lookup(query('kerosene', '2024-03-01'));
    expect(match.factor.datasetVersion).toBe('2021');
    expect(match.warnings[0]?.message).toBe(
      'test-series edition 2024 for 2024 has no stationary_combustion/kerosene factor for US; used test-series edition 2021 (in force from 2021-01-01)',
    );
  });

  it('says nothing when the version is pinned, or for a dataset with one edition only', () => {
    const pinned = library().lookup({
      ...query('diesel', '2023-01-01'),
      datasets: { 'test-series': '2021' },
    });
    expect(pinned.warnings).toEqual([]);
    const single = new FactorLibrary([edition('2021', ['diesel'])]).lookup(query('diesel', '2023-01-01'));
    expect(single.warnings).toEqual([]);
  });

  it('a pinned edition applies before its year too, with a warning; the in-force edition wins when there is one', () => {
    const pinned = library().lookup({
      ...query('diesel', '2019-06-01'),
      datasets: { 'test-series': '2024' },
    });
    expect(pinned.factor.datasetVersion).toBe('2024');
    expect(pinned.factor.factor?.toString()).toBe('3');
    expect(pinned.warnings).toEqual([
      {
        code: 'PINNED_EDITION',
        message:
          'test-series edition 2024 (in force from 2024-01-01) applied to an activity of 2019-06-01 because the calculation pins that edition',
      },
    ]);
    const inForce = library().lookup({
      ...query('diesel', '2024-06-01'),
      datasets: { 'test-series': '2024' },
    });
    expect(inForce.warnings).toEqual([]);
    // '*' is no pin: nothing is carried backwards.
    expect(() =>
      library().lookup({ ...query('diesel', '2019-06-01'), datasets: { 'test-series': '*' } }),
    ).toThrow(expect.objectContaining({ code: 'FACTOR_NOT_FOUND' }));
  });

  it('a year before the first edition has no factor (nothing earlier stays in force)', () => {
    expect(() => library().lookup(query('diesel', '2020-12-31'))).toThrow(
      expect.objectContaining({ code: 'FACTOR_NOT_FOUND' }),
    );
  });
});
