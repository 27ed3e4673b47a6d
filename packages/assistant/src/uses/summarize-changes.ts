import { Decimal } from 'decimal.js';
import type { AssistantContext, EmissionComparison, FactorUsed } from '../context/schema.js';
import { categoryLabel, formatMass, formatPercent, scopeLabel } from './format.js';

/** One comparison as a sentence ("fell from … to …, down … (…%)"). */
export function describeComparison(c: EmissionComparison): string {
  const delta = new Decimal(c.deltaKg);
  const label = scopeLabel(c.scope, c.method);
  if (delta.isZero()) return `${label} stayed at ${formatMass(c.toKg)}.`;
  const direction = delta.isNegative() ? 'fell' : 'rose';
  const change = delta.isNegative() ? 'down' : 'up';
  const percent = c.deltaPercent === null ? '' : `, ${formatPercent(c.deltaPercent)}`;
  return `${label} ${direction} from ${formatMass(c.fromKg)} to ${formatMass(c.toKg)} (${change} ${formatMass(c.deltaKg)}${percent}).`;
}

/**
 * Factors whose value differs between two periods for the same category, region and unit: often
 * the reason a total moved without any change in activity.
 */
export function factorChanges(factors: readonly FactorUsed[], from: string, to: string): string[] {
  const key = (f: FactorUsed) => `${f.category}|${f.region ?? ''}|${f.unit ?? ''}`;
  const before = new Map(
    factors.filter((f) => f.period === from && f.factor !== null).map((f) => [key(f), f]),
  );
  return factors
    .filter((f) => f.period === to && f.factor !== null)
    .flatMap((after) => {
      const b = before.get(key(after));
      if (b === undefined || b.factor === after.factor || b.factor === null || after.factor === null)
        return [];
      if (new Decimal(b.factor).eq(after.factor)) return [];
      const where = after.region ? ` in ${after.region}` : '';
      return [
        `${categoryLabel(after.category)}${where}: ${b.factor} ${b.unit ?? ''} (${b.datasetId} version ${b.datasetVersion}) in ${from}, ${after.factor} ${after.unit ?? ''} (${after.datasetId} version ${after.datasetVersion}) in ${to}`.replace(
          / +\(/g,
          ' (',
        ),
      ];
    });
}

/**
 * Summarizes the changes between the context's periods, scope by scope, and the recent changes to
 * data recorded in the audit log. Says what is missing when there is only one period.
 */
export function summarizeChanges(context: AssistantContext): string {
  const lines: string[] = [];
  const [first, second] = [context.comparisons[0]?.from, context.comparisons[0]?.to];
  if (first === undefined || second === undefined) {
    lines.push(
      context.periods.length < 2
        ? 'Changes need two periods with calculated results; the data has only one (or none) for this question. Name two years, for example "2024 vs 2025".'
        : `There are no results in both ${context.periods[0]?.label} and ${context.periods.at(-1)?.label} for the same scope, so they cannot be compared.`,
    );
  } else {
    lines.push(`Changes from ${first} to ${second}:`);
    lines.push(...context.comparisons.map((c) => `- ${describeComparison(c)}`));
    const factors = factorChanges(context.factorsUsed, first, second);
    if (factors.length > 0) {
      lines.push(
        'Emission factors that changed between the two periods (part of the change comes from them):',
      );
      lines.push(...factors.map((f) => `- ${f}.`));
    }
  }
  if (context.recentChanges.length > 0) {
    lines.push('Recent changes recorded in the audit log (newest first):');
    for (const change of context.recentChanges.slice(0, 10)) {
      lines.push(`- ${change.at.slice(0, 10)}: ${change.action} on ${change.entityType} by ${change.actor}`);
    }
  }
  return lines.join('\n');
}
