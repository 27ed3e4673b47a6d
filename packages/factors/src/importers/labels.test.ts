import { describe, expect, it } from 'vitest';
import { parseBlendComposition } from './epa-hub/refrigerants.js';
import { snakeCaseId, withoutFootnoteMarker } from './labels.js';

describe('labels', () => {
  it.each([
    ['Passenger Car A', 'Passenger Car'],
    ['RecycledA', 'Recycled'],
    ['Medium- and Heavy-Duty TruckC', 'Medium- and Heavy-Duty Truck'],
    ['Transit Rail (i.e. Subway, Tram) E', 'Transit Rail (i.e. Subway, Tram)'],
    ['PET', 'PET'],
    ['Mixed MSW', 'Mixed MSW'],
    ['Bus', 'Bus'],
  ])('withoutFootnoteMarker(%j) = %j', (label, expected) => {
    expect(withoutFootnoteMarker(label)).toBe(expected);
  });

  it('makes snake_case ids', () => {
    expect(snakeCaseId('Mixed Paper (general)')).toBe('mixed_paper_general');
    expect(snakeCaseId('Magazines/Third-class mail')).toBe('magazines_third_class_mail');
    expect(snakeCaseId('Biodiesel (100%)')).toBe('biodiesel_100pct');
  });
});

describe('parseBlendComposition', () => {
  it('reads percentages as exact mass fractions', () => {
    const r = parseBlendComposition('87.5% HCFC-22 , 11% HFC-152a , 1.5% propylene');
    expect(Object.fromEntries(Object.entries(r ?? {}).map(([gas, f]) => [gas, f.toFixed()]))).toEqual({
      'HCFC-22': '0.875',
      'HFC-152a': '0.11',
      propylene: '0.015',
    });
  });

  it('refuses a composition that does not add up to 100 % or repeats a component', () => {
    expect(parseBlendComposition('50% HFC-32 , 49% HFC-125')).toBeNull();
    expect(parseBlendComposition('50% HFC-32 , 50% HFC-32')).toBeNull();
    expect(parseBlendComposition('half HFC-32')).toBeNull();
  });
});
