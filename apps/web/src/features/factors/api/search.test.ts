import { describe, expect, it } from 'vitest';
import { factorFilters, validateFactorsSearch } from './search';

describe('the factor library address', () => {
  it('keeps what is valid and drops the rest; a version the router read as a number stays text', () => {
    expect(
      validateFactorsSearch({
        view: 'compare',
        q: 'natural gas',
        region: 'GB',
        validOn: '2025-02-30x',
        kind: 'moved',
        compare: 'acme-meters',
        from: '1',
        to: '',
        unknown: 'x',
        datasetVersion: 2025,
      }),
    ).toEqual({
      view: 'compare',
      q: 'natural gas',
      region: 'GB',
      compare: 'acme-meters',
      from: '1',
      datasetVersion: '2025',
    });
    expect(validateFactorsSearch({ view: 'everything', validOn: '2025-06-01', kind: 'added' })).toEqual({
      validOn: '2025-06-01',
      kind: 'added',
    });
  });

  it('gives the search only its filters, none empty', () => {
    expect(
      factorFilters({ view: 'factors', q: 'gas', region: '', compare: 'x', from: '1', unit: 'kWh' }),
    ).toEqual({ q: 'gas', unit: 'kWh' });
  });
});
