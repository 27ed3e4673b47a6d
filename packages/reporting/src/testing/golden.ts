import { Decimal } from '@ctp/engine';
import type { FrameworkSchema } from '../framework/schema.js';
import type { MappedReport, MappedValueContent } from '../mapper/types.js';
import type { GoldenDisclosure, GoldenExpectation } from './types.js';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The comparable value of a mapped content: what a golden row's `expect` is written against. */
export function goldenValueOf(content: MappedValueContent): GoldenExpectation {
  switch (content.kind) {
    case 'quantity':
      return content.kg;
    case 'number':
      return content.value;
    case 'text':
      return content.text;
    case 'breakdown':
      return Object.fromEntries(content.rows.map((r) => [r.key, r.kg]));
    case 'table':
      return content.rows;
    case 'missing':
      return 'missing';
  }
}

const show = (v: GoldenExpectation): string => (typeof v === 'string' ? v : JSON.stringify(v));

function decimalProblem(label: string, actual: string, expected: string, tolerance: Decimal): string[] {
  if (!PLAIN_DECIMAL.test(actual)) return [`${label}: expected ${expected}, got ${actual}`];
  const off = new Decimal(actual).minus(expected).abs();
  return off.lte(tolerance)
    ? []
    : [`${label}: expected ${expected} ± ${tolerance.toFixed()}, got ${actual} (off by ${off.toFixed()})`];
}

/** Checks one golden row against a mapped report; returns the problems (empty when it holds). */
export function checkGoldenDisclosure(
  framework: FrameworkSchema,
  mapped: MappedReport,
  row: GoldenDisclosure,
): string[] {
  const label = `${row.disclosureId}${row.key === undefined ? '' : `/${row.key}`}`;
  if (!framework.disclosures.some((d) => d.id === row.disclosureId))
    return [`${label}: no disclosure ${row.disclosureId} in ${framework.code}@${framework.version}`];
  const disclosure = mapped.disclosures.find((d) => d.id === row.disclosureId);
  const value =
    row.key === undefined ? disclosure?.values[0] : disclosure?.values.find((v) => v.key === row.key);
  if (value === undefined)
    return [
      `${label}: no such value; the disclosure has ${disclosure?.values.map((v) => v.key).join(', ') ?? 'none'}`,
    ];
  const actual = goldenValueOf(value.content);
  const tolerance = new Decimal(row.tolerance ?? '0');
  const expected = row.expect;
  if (expected === 'missing' || actual === 'missing')
    return expected === actual
      ? []
      : [
          `${label}: expected ${show(expected)}, got ${show(actual)}${value.missing === null ? '' : ` (missing ${value.missing})`}`,
        ];
  if (typeof expected === 'string' && typeof actual === 'string')
    return PLAIN_DECIMAL.test(expected) &&
      (value.content.kind === 'quantity' || value.content.kind === 'number')
      ? decimalProblem(label, actual, expected, tolerance)
      : expected === actual
        ? []
        : [`${label}: expected "${expected}", got "${actual}"`];
  if (
    !Array.isArray(expected) &&
    typeof expected === 'object' &&
    !Array.isArray(actual) &&
    typeof actual === 'object'
  ) {
    const rows = actual as Readonly<Record<string, string>>;
    const wanted = expected as Readonly<Record<string, string>>;
    const problems: string[] = [];
    const keys = [...new Set([...Object.keys(wanted), ...Object.keys(rows)])].sort();
    for (const key of keys) {
      const [want, got] = [wanted[key], rows[key]];
      if (want === undefined || got === undefined)
        problems.push(`${label}: row ${key} ${want === undefined ? 'not expected' : 'missing'}`);
      else problems.push(...decimalProblem(`${label} row ${key}`, got, want, tolerance));
    }
    return problems;
  }
  return JSON.stringify(expected) === JSON.stringify(actual)
    ? []
    : [`${label}: expected ${show(expected)}, got ${show(actual)}`];
}
