import { describe, expect, it } from 'vitest';
import { compactMonthLists } from './month-lists.js';

const monthsOf = (from: number, to: number) =>
  Array.from(
    { length: (to - from + 1) * 12 },
    (_, i) => `${from + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );

describe('month lists in the prompt', () => {
  it('writes seven years of months as one run and a quarterly cadence as its months', () => {
    const quarterly = monthsOf(2019, 2025).filter((m) => Number(m.slice(5)) % 3 === 0);
    const view = compactMonthLists({
      dataCoverage: [
        { category: 'scope2.electricity', monthsWithData: monthsOf(2019, 2025), monthsMissing: [] },
        { category: 'scope1.fugitive', monthsWithData: quarterly, monthsMissing: ['2020-04', '2020-05'] },
      ],
    }) as { dataCoverage: { monthsWithData: string[]; monthsMissing: string[] }[] };
    expect(view.dataCoverage[0]?.monthsWithData).toEqual(['2019-01 to 2025-12']);
    expect(view.dataCoverage[1]?.monthsWithData).toEqual(quarterly);
    expect(view.dataCoverage[1]?.monthsMissing).toEqual(['2020-04 to 2020-05']);
  });

  it('leaves other values alone: numbers, dates, single months, mixed lists', () => {
    const value = {
      total: '12.5',
      at: ['2025-01-01', '2025-02-01'],
      one: ['2025-03'],
      mixed: ['2025-01', 'x'],
    };
    expect(compactMonthLists(value)).toEqual(value);
  });
});
