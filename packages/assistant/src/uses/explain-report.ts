import type { AssistantContext, EmissionSummary } from '../context/schema.js';
import { categoryLabel, factorSources, formatMass, listOf, periodPhrase, scopeLabel } from './format.js';

/** Options of {@link explainReport}. */
export interface ExplainReportOptions {
  /** The report to explain; default the newest in the context. */
  reportId?: string;
}

/** Sentences on one period's scopes and their largest categories. */
export function describePeriod(summaries: readonly EmissionSummary[]): string[] {
  return summaries.map((s) => {
    const top = s.categories.slice(0, 3).map((c) => `${categoryLabel(c.category)} (${formatMass(c.co2eKg)})`);
    return `${scopeLabel(s.scope, s.method)}: ${formatMass(s.co2eKg)} from ${s.results} calculated results; largest sources: ${listOf(top)}.`;
  });
}

/**
 * Explains a report, or, when there is none yet, what the latest period's data would report: the
 * emissions of each scope, their largest sources and the factor publishers behind them. Every
 * figure is copied from the context.
 */
export function explainReport(context: AssistantContext, options: ExplainReportOptions = {}): string {
  const lines: string[] = [];
  const report =
    options.reportId === undefined
      ? context.recentReports[0]
      : context.recentReports.find((r) => r.id === options.reportId);
  const period = context.periods.at(-1);
  if (report) {
    lines.push(
      `The report "${report.title}"${report.framework ? ` (${report.framework})` : ''}${report.period ? ` covers ${report.period}` : ''} and is ${report.status}.`,
    );
  } else {
    lines.push(
      options.reportId === undefined
        ? `${context.organizationProfile.name} has no report yet, so this explains the calculated data a report would draw on.`
        : `The report ${options.reportId} is not among the organization's recent reports, so this explains the calculated data instead.`,
    );
  }
  const summaries = context.emissionSummaries.filter((s) => s.period.label === period?.label);
  if (period === undefined || summaries.length === 0) {
    lines.push(
      'There are no calculated emission results for the period yet, so no figures can be explained.',
    );
    return lines.join('\n');
  }
  lines.push(`For ${periodPhrase(period)}:`);
  lines.push(...describePeriod(summaries).map((l) => `- ${l}`));
  if (summaries.some((s) => s.scope === 2)) {
    lines.push(
      'Scope 2 is shown location-based and market-based side by side: they are two views of the same electricity and are never added together.',
    );
  }
  const sources = factorSources(context.factorsUsed);
  if (sources.length > 0) lines.push(`The emission factors come from ${listOf(sources)}.`);
  return lines.join('\n');
}
