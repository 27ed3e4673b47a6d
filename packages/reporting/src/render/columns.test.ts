import { describe, expect, it } from 'vitest';
import { figureColumns } from './columns.js';

describe('figure columns', () => {
  it('right-aligns printed figures and ranges, never a column of years', () => {
    const table = {
      columns: ['Year', 'Dataset edition', 'Results', 't CO2e', '95% range (t CO2e)'],
      rows: [
        ['2019', 'desnz-ghg-cf@2019', '76', '1,234.500', '1,200.000–1,270.100'],
        ['2025', 'epa-ghg-hub@2025', '10,141', '12.000', '11.000–13.000'],
      ],
    };
    expect(figureColumns(table)).toEqual([false, false, true, true, true]);
    // A base-year label in the same column keeps it a column of labels.
    expect(figureColumns({ columns: ['Year'], rows: [['2019 (base year)'], ['2025']] })).toEqual([false]);
  });
});
