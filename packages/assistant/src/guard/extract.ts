/**
 * What kind of figure a number in an answer is: a mass of greenhouse gas (`mass`, with the power of
 * ten that turns its unit into kg), an emission factor (`rate`: a mass per activity unit), a
 * percentage (`percent`), or a bare decimal that could be a quantity without its unit (`bare`).
 */
export type FigureKind = 'mass' | 'rate' | 'percent' | 'bare';

/** One figure found in an answer. */
export interface Figure {
  readonly kind: FigureKind;
  /** The text as written, e.g. `1,234.57 t CO2e`. */
  readonly text: string;
  /** The number without separators or sign, e.g. `1234.57`. */
  readonly number: string;
  /** Decimal places written: the precision the answer claims. */
  readonly places: number;
  /** Power of ten from the written unit (and scale word) to kg: t → 3, kg → 0, g → -3; 0 otherwise. */
  readonly exponent: number;
  /** Offset in the answer. */
  readonly index: number;
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(?:\s*(thousand|million|billion))?`;
const MASS_UNIT = String.raw`(kilotonnes?|kilotons?|megatonnes?|metric\s+tons?|tonnes?|tons?|kilograms?|grams?|kt|Mt|kg|t|g)`;
const GAS = String.raw`(?:\s*(?:of\s+)?(?:CO2e|CO2-e|CO₂e|CO2-eq|CO2eq|CO2\s+equivalent|CO2|carbon\s+dioxide\s+equivalent))?`;
const RATE = String.raw`(\s*(?:\/|per)\s*[A-Za-z][\w.³²-]*)?`;
const PERCENT = String.raw`(\s*(?:%|percent\b|per\s+cent\b))`;

const FIGURE = new RegExp(
  String.raw`(?<![\w.,:@/#=?&]|\d{4}-|\d{4}-\d\d-|[A-Za-z]\d{0,3}-)${NUMBER}(?:${SCALE}\s*${MASS_UNIT}(?![A-Za-z])${GAS}${RATE}|${PERCENT})?`,
  'g',
);

const UNIT_EXPONENT: Record<string, number> = { g: -3, kg: 0, t: 3, kt: 6, mt: 9 };
const SCALE_EXPONENT: Record<string, number> = { thousand: 3, million: 6, billion: 9 };

function unitExponent(unit: string): number {
  const u = unit.toLowerCase().replace(/\s+/g, ' ');
  if (unit === 'Mt' || u.startsWith('megaton')) return UNIT_EXPONENT.mt as number;
  if (u === 'kt' || u.startsWith('kiloton')) return UNIT_EXPONENT.kt as number;
  if (u === 'kg' || u.startsWith('kilogram')) return 0;
  if (u === 'g' || u.startsWith('gram')) return -3;
  return 3; // t, tonne(s), ton(s), metric ton(s)
}

// Words before a number that make it a label, not a quantity: Scope 1, Category 6, Q1, AR6, v1.2.
const LABEL_BEFORE =
  /(?:scope|category|categories|q|h|ar|version|v|step|table|figure|page|pages|section|chapter|chapters|rule|no\.?|#)\s*$/i;
// Words after a bare number that make it a count.
const COUNT_AFTER =
  /^\s*(?:activit|result|record|facilit|month|entr|item|row|report|user|change|day|year|factor|calculation|categor|site|supplier|employee|people|person|flight|trip|vehicle)/i;

/**
 * Finds every number of an answer that could be an emission figure. Years, dates, times, scope and
 * category numbers, versions and counts of things are not figures; a bare number is a figure only
 * when it has decimals or thousands separators (a quantity that lost its unit).
 */
export function extractFigures(answer: string): Figure[] {
  const figures: Figure[] = [];
  for (const m of answer.matchAll(FIGURE)) {
    const [text, whole = '', fraction, scale, unit, rate, percent] = m;
    const index = m.index;
    const after = answer.slice(index + text.length);
    if (/^(?:\.\d|[A-Za-z_])/.test(after)) continue; // versions (1.0.0), identifiers (3rd, 2x)
    const number = `${whole.replace(/,/g, '')}${fraction === undefined ? '' : `.${fraction}`}`;
    const places = fraction?.length ?? 0;
    const base = { text: text.trim(), number, places, index };
    if (percent !== undefined) {
      figures.push({ ...base, kind: 'percent', exponent: 0 });
      continue;
    }
    if (unit !== undefined) {
      const exponent = unitExponent(unit) + (scale ? (SCALE_EXPONENT[scale.toLowerCase()] ?? 0) : 0);
      figures.push({ ...base, kind: rate ? 'rate' : 'mass', exponent: rate ? 0 : exponent });
      continue;
    }
    if (fraction === undefined && !whole.includes(',')) continue; // 2025, 12, 3: years and counts
    if (LABEL_BEFORE.test(answer.slice(Math.max(0, index - 12), index))) continue;
    if (/^(?:-\d\d|:\d\d|\/\d)/.test(after) || /\/$/.test(answer.slice(0, index))) continue; // dates and times
    if (COUNT_AFTER.test(after) || /^\s*(?:°|degrees?\b)/i.test(after)) continue; // counts, temperatures
    figures.push({ ...base, kind: 'bare', exponent: 0 });
  }
  return figures;
}
