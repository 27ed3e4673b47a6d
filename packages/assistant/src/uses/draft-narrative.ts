import type { AssistantContext } from '../context/schema.js';
import { categoryLabel, factorSources, formatMass, listOf, scopeLabel } from './format.js';
import { describeComparison } from './summarize-changes.js';

/**
 * Drafts a narrative paragraph for a report from existing data only: who, what was measured in
 * the latest period, the largest sources, the change from the previous period when the context has
 * one, and where the factors come from. A draft for a person to edit, not a finished disclosure.
 */
export function draftNarrative(context: AssistantContext): string {
  const profile = context.organizationProfile;
  const period = context.periods.at(-1);
  const summaries = context.emissionSummaries.filter((s) => s.period.label === period?.label);
  if (period === undefined || summaries.length === 0) {
    return `A narrative needs calculated emissions, and ${profile.name} has none for the period asked about yet. Enter and calculate activity data first.`;
  }
  const sites = profile.facilities.map((f) => f.name);
  const parts = [
    `In ${period.label}, ${profile.name}${sites.length > 0 ? ` (${listOf(sites)})` : ''} measured its greenhouse-gas emissions following the GHG Protocol Corporate Standard.`,
    `It reported ${listOf(summaries.map((s) => `${formatMass(s.co2eKg)} in ${scopeLabel(s.scope, s.method)}`))}.`,
  ];
  const largest = summaries
    .map((s) => ({ s, c: s.categories[0] }))
    .filter((x) => x.c !== undefined)
    .map(
      (x) =>
        `${categoryLabel(x.c?.category ?? '')} in ${scopeLabel(x.s.scope, x.s.method)} (${formatMass(x.c?.co2eKg ?? '0')})`,
    );
  if (largest.length > 0) parts.push(`The largest sources were ${listOf(largest)}.`);
  const comparisons = context.comparisons.filter((c) => c.to === period.label);
  if (comparisons.length > 0) {
    parts.push(`Compared with ${comparisons[0]?.from}: ${comparisons.map(describeComparison).join(' ')}`);
  }
  const sources = factorSources(context.factorsUsed);
  if (sources.length > 0) parts.push(`Emission factors were taken from ${listOf(sources)}.`);
  return `${parts.join(' ')}\n\n(Draft generated from the recorded data; review before publishing.)`;
}
