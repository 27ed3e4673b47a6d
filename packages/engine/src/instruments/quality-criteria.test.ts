import { describe, expect, it } from 'vitest';
import {
  type ConsumptionFacts,
  checkScope2QualityCriteria,
  type InstrumentFacts,
} from './quality-criteria.js';

const certificate: InstrumentFacts = {
  kind: 'unbundled_certificate',
  technology: 'wind',
  co2eKgPerMwh: null,
  generationStart: '2025-01-01',
  generationEnd: '2025-12-31',
  marketBoundary: 'SE',
  retiredOn: '2026-02-15',
};
const stockholm2025: ConsumptionFacts = {
  country: 'SE',
  gridRegion: 'SE-3',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
};
const criteria = (i: Partial<InstrumentFacts>, c: Partial<ConsumptionFacts> = {}) =>
  checkScope2QualityCriteria({ ...certificate, ...i }, { ...stockholm2025, ...c }).map((f) => f.criterion);

describe('Scope 2 Quality Criteria', () => {
  it('accepts a retired wind certificate of the same year and country', () => {
    expect(criteria({})).toEqual([]);
  });

  it('QC1: a supplier-specific or fossil instrument must state its rate; renewable conveys zero', () => {
    expect(criteria({ kind: 'supplier_specific' })).toEqual(['QC1-emission-rate']);
    expect(criteria({ technology: 'natural_gas' })).toEqual(['QC1-emission-rate']);
    expect(criteria({ technology: 'natural_gas', co2eKgPerMwh: '402.1' })).toEqual([]);
    expect(criteria({ technology: 'hydro' })).toEqual([]);
  });

  it('QC3: an instrument not retired for the organization is refused', () => {
    expect(criteria({ retiredOn: null })).toEqual(['QC3-retired']);
  });

  it('QC4: vintage within 6 months before and 3 after the consumption period, not beyond', () => {
    expect(criteria({ generationStart: '2024-07-01', generationEnd: '2024-07-31' })).toEqual([]);
    expect(criteria({ generationStart: '2024-06-01', generationEnd: '2024-06-30' })).toEqual(['QC4-vintage']);
    expect(criteria({ generationStart: '2026-03-31', generationEnd: '2026-04-30' })).toEqual([]);
    expect(criteria({ generationStart: '2026-04-01', generationEnd: '2026-04-30' })).toEqual(['QC4-vintage']);
    // A tighter tolerance chosen by the organization.
    expect(
      checkScope2QualityCriteria(
        { ...certificate, generationStart: '2024-12-01', generationEnd: '2024-12-31' },
        stockholm2025,
        { monthsBefore: 0, monthsAfter: 0 },
      ).map((f) => f.criterion),
    ).toEqual(['QC4-vintage']);
  });

  it('QC5: the market is the facility country, and its bidding zone when the instrument names one', () => {
    expect(criteria({ marketBoundary: 'NO' })).toEqual(['QC5-market-boundary']);
    expect(criteria({ marketBoundary: 'SE-3' })).toEqual([]);
    expect(criteria({ marketBoundary: 'SE-1' })).toEqual(['QC5-market-boundary']);
    expect(criteria({}, { country: null })).toEqual(['QC5-market-boundary']);
  });

  it('names every failed criterion with a reason, in the guidance order', () => {
    const failures = checkScope2QualityCriteria(
      {
        ...certificate,
        kind: 'supplier_specific',
        retiredOn: null,
        marketBoundary: 'DE',
        generationEnd: '2023-01-31',
        generationStart: '2023-01-01',
      },
      stockholm2025,
    );
    expect(failures.map((f) => f.criterion)).toEqual([
      'QC1-emission-rate',
      'QC3-retired',
      'QC4-vintage',
      'QC5-market-boundary',
    ]);
    expect(failures[2]?.reason).toContain('2024-07-01 to 2026-03-31');
  });
});
