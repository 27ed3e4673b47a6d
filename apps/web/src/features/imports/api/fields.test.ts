import { describe, expect, it } from 'vitest';
import { attributeColumns, guessMapping } from './fields';

describe('guessMapping', () => {
  it('takes the API names first, then common words, each column once', () => {
    const mapping = guessMapping([
      'Site',
      'Category',
      'Qty',
      'UoM',
      'Start date',
      'End date',
      'Source',
      'source_document',
      'attr.fuel',
      'Colour',
    ]);
    expect(mapping).toEqual({
      facility: 0,
      category: 1,
      quantity: 2,
      unit: 3,
      periodStart: 4,
      periodEnd: 5,
      sourceDocument: 7, // the exact API name wins over the synonym "Source"
      facilityId: null,
      region: null,
      dataQuality: null,
      dataType: null,
      qualityScore: null,
    });
  });

  it('leaves fields without a matching column unmapped and never maps attr. columns', () => {
    expect(guessMapping(['attr.quantity', 'x'])).toMatchObject({ quantity: null, category: null });
    expect(attributeColumns(['a', 'attr.fuel', 'attr.', 'ATTR.Meter'])).toEqual([
      { index: 1, name: 'fuel' },
      { index: 3, name: 'Meter' },
    ]);
  });

  it('maps data_type and quality_score columns (any case or spacing) to the data type and score', () => {
    expect(guessMapping(['Category', 'data_type', 'Quality Score'])).toMatchObject({
      category: 0,
      dataType: 1,
      qualityScore: 2,
    });
  });
});
