import { Decimal } from 'decimal.js';
import type { AssistantContext } from '../context/schema.js';
import { type Subject, subject } from '../query/entries.js';
import { extractFigures, type Figure } from './extract.js';

/** A number of the context an answer may quote, with what it measures and where it is. */
export interface ContextValue {
  /** Exact decimal text as in the context; its decimal places are its precision. */
  readonly value: string;
  /** `kg` for masses of CO2e, `percent`, `factor` for emission factors, `count` for counts. */
  readonly measure: 'kg' | 'percent' | 'factor' | 'count';
  /** JSON-path-like location, for findings. */
  readonly path: string;
  /** What the value is about; absent for values of documents (quoted as the document states them). */
  readonly subject?: Subject;
}

/** Every number of a context, by measure. */
export function contextValues(context: AssistantContext): ContextValue[] {
  const values: ContextValue[] = [];
  const add = (value: string | null, measure: ContextValue['measure'], path: string, about?: Subject) => {
    if (value !== null) values.push({ value, measure, path, ...(about ? { subject: about } : {}) });
  };
  const methodOf = (category: string) =>
    category.endsWith('market_based')
      ? 'market_based'
      : category.endsWith('location_based')
        ? 'location_based'
        : null;
  context.emissionSummaries.forEach((s, i) => {
    const about = subject({ periods: [s.period.label], scope: s.scope, method: s.method });
    add(s.co2eKg, 'kg', `emissionSummaries[${i}].co2eKg`, about);
    add(String(s.results), 'count', `emissionSummaries[${i}].results`, about);
    s.categories.forEach((c, j) => {
      add(c.co2eKg, 'kg', `emissionSummaries[${i}].categories[${j}].co2eKg`, {
        ...about,
        category: c.category,
      });
    });
  });
  context.comparisons.forEach((c, i) => {
    const about = subject({ periods: [c.from, c.to], scope: c.scope, method: c.method });
    add(c.fromKg, 'kg', `comparisons[${i}].fromKg`, about);
    add(c.toKg, 'kg', `comparisons[${i}].toKg`, about);
    add(c.deltaKg, 'kg', `comparisons[${i}].deltaKg`, about);
    add(c.deltaPercent, 'percent', `comparisons[${i}].deltaPercent`, about);
  });
  context.factorsUsed.forEach((f, i) => {
    const about = subject({
      periods: f.period ? [f.period] : [],
      category: f.category,
      method: methodOf(f.category),
    });
    add(f.factor, 'factor', `factorsUsed[${i}].factor`, about);
    add(String(f.uses), 'count', `factorsUsed[${i}].uses`, about);
  });
  context.queries.forEach((q, i) => {
    q.entries.forEach((e, j) => {
      add(e.value, e.measure, `queries[${i}](${q.tool}).entries[${j}]:${e.path}`, e.subject);
    });
  });
  // Figures quoted in documents (e.g. a methodology note) are in the context too.
  context.relevantDocuments.forEach((d, i) => {
    for (const f of extractFigures(d.excerpt))
      values.push(documentValue(f, `relevantDocuments[${i}].excerpt`));
    d.references.forEach((r, j) => {
      for (const f of extractFigures(r))
        values.push(documentValue(f, `relevantDocuments[${i}].references[${j}]`));
    });
  });
  return values;
}

/** A figure of a document as a context value (masses converted to kg, keeping their precision). */
function documentValue(f: Figure, path: string): ContextValue {
  if (f.kind === 'mass') {
    const kg = new Decimal(f.number).times(Decimal.pow(10, f.exponent));
    return { value: kg.toFixed(Math.max(f.places - f.exponent, 0)), measure: 'kg', path };
  }
  return { value: f.number, measure: f.kind === 'percent' ? 'percent' : 'factor', path };
}
