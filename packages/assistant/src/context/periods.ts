import type { Period } from './schema.js';

const QUARTERS = {
  Q1: ['01-01', '03-31'],
  Q2: ['04-01', '06-30'],
  Q3: ['07-01', '09-30'],
  Q4: ['10-01', '12-31'],
};
const HALVES = { H1: ['01-01', '06-30'], H2: ['07-01', '12-31'] };

/** The period of a label: `2025`, `2025-Q1` … `2025-Q4`, `2025-H1`, `2025-H2`; `undefined` otherwise. */
export function periodOfLabel(label: string): Period | undefined {
  const m = /^((?:19|20)\d\d)(?:-(Q[1-4]|H[12]))?$/.exec(label);
  if (m === null) return undefined;
  const year = m[1] as string;
  const part = m[2] as keyof typeof QUARTERS | keyof typeof HALVES | undefined;
  if (part === undefined) return { label, start: `${year}-01-01`, end: `${year}-12-31` };
  const [from, to] = (part.startsWith('Q') ? QUARTERS : HALVES)[part as never] as [string, string];
  return { label, start: `${year}-${from}`, end: `${year}-${to}` };
}

/** A period given by dates; its label is the year or quarter it spans exactly, else `start..end`. */
export function periodOfDates(start: string, end: string): Period {
  const year = start.slice(0, 4);
  for (const label of [year, ...['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2'].map((p) => `${year}-${p}`)]) {
    const p = periodOfLabel(label);
    if (p !== undefined && p.start === start && p.end === end) return p;
  }
  return { label: `${start}..${end}`, start, end };
}

/** The months (`YYYY-MM`) a period covers, in order. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let y = Number(period.start.slice(0, 4));
  let m = Number(period.start.slice(5, 7));
  const last = period.end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last || months.length > 1200) return months;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}
