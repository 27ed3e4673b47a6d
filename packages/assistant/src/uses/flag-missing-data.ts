import type { AssistantContext } from '../context/schema.js';
import { categoryLabel, listOf, monthRanges, periodPhrase, scopeLabel } from './format.js';

/** The step in months between data months when they are evenly spaced by more than one month. */
function regularStep(months: readonly string[]): number | undefined {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  const steps = months.slice(1).map((m, i) => index(m) - index(months[i] as string));
  const first = steps[0];
  return first !== undefined && first > 1 && steps.length >= 2 && steps.every((s) => s === first)
    ? first
    : undefined;
}

/**
 * Flags missing data: months without results per category in the period, scopes without any
 * result, and facilities without any data are suggested for a person to complete (the assistant
 * changes nothing).
 */
export function flagMissingData(context: AssistantContext): string {
  const period = context.periods.at(-1);
  if (period === undefined) {
    return 'There is no calculated data at all yet: enter activity data (energy, fuel, travel, purchases…) and run a calculation.';
  }
  const lines = [`Data coverage for ${periodPhrase(period)}:`];
  const gaps = context.dataCoverage.filter((c) => c.monthsMissing.length > 0);
  const unexpected: string[] = [];
  for (const gap of gaps) {
    const step = regularStep(gap.monthsWithData);
    const cadence =
      step === undefined ? '' : ` (it is recorded every ${step} months, so these gaps may be expected)`;
    if (step === undefined) unexpected.push(categoryLabel(gap.category));
    lines.push(
      `- ${scopeLabel(gap.scope, null)} ${categoryLabel(gap.category)}: no results for ${monthRanges(gap.monthsMissing)}${cadence}.`,
    );
  }
  const scopes = new Set(
    context.emissionSummaries.filter((s) => s.period.label === period.label).map((s) => s.scope),
  );
  const noScope = ([1, 2, 3] as const).filter((s) => !scopes.has(s));
  for (const s of noScope) lines.push(`- ${scopeLabel(s, null)}: no results at all in this period.`);
  if (gaps.length === 0 && noScope.length === 0) {
    lines.push(
      '- Every category with data has results in every month, and all three scopes are present. Categories never entered cannot be seen here.',
    );
  } else if (unexpected.length > 0 || noScope.length > 0) {
    lines.push(
      `You could enter the missing activity data${unexpected.length > 0 ? ` for ${listOf(unexpected)}` : ''} and recalculate; a person has to do this, the assistant changes nothing.`,
    );
  }
  if (context.omitted.some((o) => o.part === 'dataCoverage')) {
    lines.push('Part of the coverage was left out of the context, so this list may be incomplete.');
  }
  return lines.join('\n');
}
