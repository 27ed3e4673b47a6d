import type { AssistantContext } from '../context/schema.js';
import { categoryLabel, listOf, monthRanges, scopeLabel } from './format.js';

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
  const lines = [`Data coverage for ${period.label} (${period.start} to ${period.end}):`];
  const gaps = context.dataCoverage.filter((c) => c.monthsMissing.length > 0);
  for (const gap of gaps) {
    lines.push(
      `- ${scopeLabel(gap.scope, null)} ${categoryLabel(gap.category)}: no results for ${monthRanges(gap.monthsMissing)}.`,
    );
  }
  const scopes = new Set(
    context.emissionSummaries.filter((s) => s.period.label === period.label).map((s) => s.scope),
  );
  const noScope = ([1, 2, 3] as const).filter((s) => !scopes.has(s));
  for (const s of noScope) lines.push(`- ${scopeLabel(s, null)}: no results at all in this period.`);
  if (gaps.length === 0 && noScope.length === 0) {
    lines.push(
      `- Every category with data has results in every month, and all three scopes are present. Categories never entered cannot be seen here.`,
    );
  } else {
    const categories = gaps.map((g) => categoryLabel(g.category));
    lines.push(
      `You could enter the missing activity data${categories.length > 0 ? ` for ${listOf(categories)}` : ''} and recalculate; a person has to do this, the assistant changes nothing.`,
    );
  }
  if (context.omitted.some((o) => o.part === 'dataCoverage')) {
    lines.push('Part of the coverage was left out of the context, so this list may be incomplete.');
  }
  return lines.join('\n');
}
