import { Decimal } from '@ctp/engine';
import canonicalize from 'canonicalize';
import type { FrameworkSchema } from '../framework/schema.js';
import { parseReportInput, type ReportInputData } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import type { MappedReport } from '../mapper/types.js';
import type { MapFunction } from './types.js';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** Fields of mapped contents that hold counts or settings, not figures. */
const INTEGER_FIELDS = new Set(['lineCount', 'decimals']);
/** Fields of mapped contents that hold figures. */
const FIGURE_FIELDS = new Set(['kg', 'value']);
/**
 * Fields that echo the definition (an emission query's scope and category numbers) or describe a
 * table's layout (the indexes of its kg columns), not figures.
 */
const DEFINITION_FIELDS = new Set(['query', 'kgColumns']);

/** Maps `input` with `map`; returns the report or what it threw. */
export function tryMap(
  framework: FrameworkSchema,
  input: ReportInputData,
  map: MapFunction = mapReport,
): { mapped?: MappedReport; error?: string } {
  try {
    return { mapped: map(framework, parseReportInput(structuredClone(input))) };
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { error: `${e.code ?? (error as Error).name ?? 'error'}: ${e.message ?? String(error)}` };
  }
}

/**
 * Every disclosure of the framework is in the mapped report once, with every value in definition
 * order; a filled value has content and no `missing`; an unfilled one says what is missing; each
 * disclosure's status agrees with its values.
 */
export function checkMapping(framework: FrameworkSchema, mapped: MappedReport): string[] {
  const problems: string[] = [];
  const byId = new Map(mapped.disclosures.map((d) => [d.id, d]));
  if (byId.size !== mapped.disclosures.length) problems.push('a disclosure appears twice in the report');
  for (const d of framework.disclosures) {
    const m = byId.get(d.id);
    if (m === undefined) {
      problems.push(`${d.id}: not in the mapped report`);
      continue;
    }
    const keys = m.values.map((v) => v.key).join(', ');
    if (keys !== d.values.map((v) => v.key).join(', '))
      problems.push(`${d.id}: values ${keys} differ from the definition's`);
    for (const v of m.values) {
      if (v.filled && (v.content.kind === 'missing' || v.missing !== null))
        problems.push(`${d.id}/${v.key}: filled but has no content`);
      if (!v.filled && (v.content.kind !== 'missing' || !v.missing))
        problems.push(`${d.id}/${v.key}: not filled but does not say what is missing`);
    }
    const counted = m.values.some((v) => v.required) ? m.values.filter((v) => v.required) : m.values;
    const filled = counted.filter((v) => v.filled).length;
    const status = filled === counted.length ? 'filled' : filled === 0 ? 'missing' : 'partial';
    if (m.status !== status) problems.push(`${d.id}: status ${m.status}, but its values make it ${status}`);
  }
  for (const id of byId.keys())
    if (!framework.disclosures.some((d) => d.id === id)) problems.push(`${id}: not in the definition`);
  return problems;
}

/** Two maps of fresh copies of the input give the same canonical JSON. */
export function checkDeterminism(
  framework: FrameworkSchema,
  input: ReportInputData,
  map: MapFunction = mapReport,
): string[] {
  const [a, b] = [tryMap(framework, input, map), tryMap(framework, input, map)];
  if (a.mapped === undefined || b.mapped === undefined) return [`mapping threw: ${a.error ?? b.error}`];
  return canonicalize(a.mapped) === canonicalize(b.mapped)
    ? []
    : ['two maps of the same input gave different reports'];
}

/**
 * `filled` counts the filled disclosures, `total` all of the framework's, `percent` is
 * filled / total × 100 half-up to one decimal; one warning per required disclosure not filled
 * (naming what is missing) and none for any other.
 */
export function checkCompleteness(framework: FrameworkSchema, mapped: MappedReport): string[] {
  const problems: string[] = [];
  const { filled, total, percent } = mapped.completeness;
  const actual = mapped.disclosures.filter((d) => d.status === 'filled').length;
  if (total !== framework.disclosures.length)
    problems.push(`completeness.total ${total}, but the framework has ${framework.disclosures.length}`);
  if (filled !== actual) problems.push(`completeness.filled ${filled}, but ${actual} disclosures are filled`);
  const want = new Decimal(actual)
    .times(100)
    .div(total || 1)
    .toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
  if (percent !== want.toFixed(1))
    problems.push(`completeness.percent ${percent}, expected ${want.toFixed(1)}`);
  const warned = new Map(mapped.warnings.map((w) => [w.disclosureId, w]));
  for (const d of mapped.disclosures) {
    const w = warned.get(d.id);
    if (d.required && d.status !== 'filled' && (w === undefined || w.missing.length === 0))
      problems.push(`${d.id}: required and ${d.status}, but no warning says what is missing`);
    if ((!d.required || d.status === 'filled') && w !== undefined)
      problems.push(`${d.id}: warned about, but it is ${d.required ? 'filled' : 'not required'}`);
  }
  return problems;
}

function walk(value: unknown, path: string, problems: string[]): void {
  if (typeof value === 'number') {
    const field = path.split('.').at(-1) as string;
    if (!INTEGER_FIELDS.has(field) || !Number.isInteger(value))
      problems.push(`${path}: ${value} is a JavaScript number; figures must be decimal strings`);
  } else if (Decimal.isDecimal(value)) {
    return;
  } else if (typeof value === 'string') {
    const field = path.split('.').at(-1) as string;
    if (FIGURE_FIELDS.has(field) && !PLAIN_DECIMAL.test(value))
      problems.push(`${path}: "${value}" is not a plain decimal string`);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (!DEFINITION_FIELDS.has(k)) walk(v, `${path}.${k}`, problems);
  }
}

/** Every figure of every mapped value and total is a plain decimal string (or a Decimal), never a JavaScript number. */
export function checkDecimals(mapped: MappedReport): string[] {
  const problems: string[] = [];
  for (const d of mapped.disclosures) for (const v of d.values) walk(v.content, `${d.id}/${v.key}`, problems);
  walk(mapped.totals, 'totals', problems);
  return problems;
}

/** With no data at all the mapper returns a report whose gaps are warnings: it does not throw. */
export function checkEmptyInput(
  framework: FrameworkSchema,
  emptyInput: ReportInputData,
  map: MapFunction = mapReport,
): string[] {
  const { mapped, error } = tryMap(framework, emptyInput, map);
  if (mapped === undefined) return [`mapping an empty input threw ${error}`];
  return [...checkMapping(framework, mapped), ...checkCompleteness(framework, mapped)].map(
    (p) => `empty input: ${p}`,
  );
}
