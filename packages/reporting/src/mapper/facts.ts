import type { ActivityField, OrganizationField } from '../framework/schema.js';
import type { ReportInput } from '../input.js';
import { NO_RESTATEMENT, policyWords, restatementRows } from './base-year.js';
import { categoryLabel, codeWords, SCOPE3_CATEGORIES, scopeLabel } from './labels.js';
import type { MappedValueContent } from './types.js';
import type { LineUsage } from './usage.js';

/** A filled content, or the description of what is missing. */
export type Resolved = { readonly content: MappedValueContent } | { readonly missing: string };

const CONSOLIDATION: Readonly<Record<string, string>> = {
  equity_share: 'Equity share',
  financial_control: 'Financial control',
  operational_control: 'Operational control',
};

/** Human label of a consolidation approach. */
export const consolidationLabel = (approach: string): string => CONSOLIDATION[approach] ?? approach;

const text = (t: string): Resolved => ({ content: { kind: 'text', text: t } });
const table = (columns: string[], rows: string[][], kgColumns?: number[]): Resolved => ({
  content: { kind: 'table', columns, rows, ...(kgColumns === undefined ? {} : { kgColumns }) },
});
const SCOPES = ['Scope 1', 'Scope 2 (location-based)', 'Scope 2 (market-based)', 'Scope 3'];
const SCOPE_KEYS = ['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope3'] as const;

/** An organization-level fact. */
export function organizationFact(field: OrganizationField, input: ReportInput): Resolved {
  const org = input.organization;
  switch (field) {
    case 'consolidationApproach':
      return text(consolidationLabel(org.consolidationApproach));
    case 'reportingPeriod':
      return text(`${input.period.start} to ${input.period.end}`);
    case 'baseYear':
      return org.baseYear === null
        ? { missing: 'base year of the organization' }
        : text(String(org.baseYear));
    case 'baseYearEmissions': {
      const e = org.baseYearEmissions;
      if (e === null || org.baseYear === null) return { missing: 'base-year emissions by scope' };
      return table(
        ['Base year', ...SCOPES],
        [[String(org.baseYear), ...SCOPE_KEYS.map((k) => e[k])]],
        [1, 2, 3, 4],
      );
    }
    case 'baseYearPolicy': {
      const words = policyWords(org.recalculationPolicy, org.baseYearPolicy);
      return words === null ? { missing: 'base-year recalculation policy' } : text(words);
    }
    case 'restatements': {
      if (input.restatements.length === 0) return text(NO_RESTATEMENT);
      const t = restatementRows(input.restatements);
      return table(t.columns, t.rows, t.kgColumns);
    }
    case 'netRevenue':
      return org.netRevenue === null
        ? { missing: 'net revenue of the organization' }
        : text(`${org.netRevenue.amount} ${org.netRevenue.currency}`);
    case 'reportingBoundary':
      return org.reportingBoundary === null
        ? { missing: 'reporting boundary and exclusions' }
        : text(org.reportingBoundary);
    case 'recalculations':
      if (input.recalculations.length === 0) return text('No recalculation was accepted for this period.');
      return table(
        ['Accepted', 'Reason', ...SCOPES.map((s) => `Change ${s}`)],
        input.recalculations.map((r) => [
          r.acceptedAt.slice(0, 10),
          r.reason ?? r.id,
          ...SCOPE_KEYS.map((k) => r.delta[k] ?? ''),
        ]),
        [2, 3, 4, 5],
      );
    case 'targets':
      if (input.targets.length === 0) return { missing: 'emission-reduction targets' };
      return table(
        ['Target', 'Type', 'Scopes', 'Base year', 'Base value', 'Target year', 'Reduction %', 'SBTi'],
        input.targets.map((t) => [
          t.name,
          codeWords(t.type),
          t.scopes.map(scopeLabel).join(', '),
          String(t.baseYear),
          t.baseValueKg ?? '',
          String(t.targetYear),
          t.reductionPercent ?? '',
          t.sbti ? 'yes' : 'no',
        ]),
        [4],
      );
    case 'history':
      if (input.history.length === 0) return { missing: 'emissions of earlier years' };
      return table(
        ['Year', ...SCOPES],
        [...input.history]
          .sort((a, b) => a.year - b.year)
          .map((h) => [String(h.year), ...SCOPE_KEYS.map((k) => h[k])]),
        [1, 2, 3, 4],
      );
  }
}

/** A fact derived from the activity data, the algorithms, factors and overrides. */
export function activityFact(field: ActivityField, input: ReportInput, usage: LineUsage): Resolved {
  switch (field) {
    case 'methodology': {
      const rows = input.algorithms
        .filter((a) => usage.algorithms.has(`${a.id}@${a.version}`))
        .map((a) => [a.id, a.version, a.name, a.type, a.methodology]);
      if (rows.length === 0)
        return { missing: 'calculation methodology (algorithms of the emission results)' };
      return table(['Algorithm', 'Version', 'Name', 'Type', 'Method'], rows);
    }
    case 'factorSources': {
      const rows = input.factorSources
        .filter((f) => usage.datasets.has(`${f.datasetId}@${f.datasetVersion}`))
        .map((f) => [
          `${f.datasetId}@${f.datasetVersion}`,
          f.title ?? '',
          f.publisher ?? f.source ?? '',
          f.sourceUrl ?? '',
        ]);
      if (rows.length === 0) return { missing: 'emission-factor sources (datasets and citations)' };
      return table(['Dataset', 'Title', 'Publisher', 'Source'], rows);
    }
    case 'gwpSet':
      return text(
        `IPCC ${input.calculation.gwpSet}, ${input.calculation.gwpTimeframe} global warming potentials`,
      );
    case 'gasesIncluded': {
      const gases = usage.gases;
      if (gases.length === 0) return { missing: 'per-gas results (factors gave only CO2e)' };
      return text(gases.join(', '));
    }
    case 'scope3CategoriesIncluded': {
      const used = new Set(usage.scope3Categories.map(String));
      if (used.size === 0) return { missing: 'Scope 3 emission results by category' };
      const rows = Array.from({ length: 15 }, (_, i) => [
        `${i + 1}. ${SCOPE3_CATEGORIES[i + 1]}`,
        used.has(String(i + 1)) ? 'included (calculated)' : 'not included: no activity data',
      ]);
      return table(['Scope 3 category', 'Status'], rows);
    }
    case 'dataQuality': {
      if (input.activities.length === 0) return { missing: 'activity data behind the results' };
      const counts = new Map<string, number>();
      for (const a of input.activities) counts.set(a.dataQuality, (counts.get(a.dataQuality) ?? 0) + 1);
      return table(
        ['Data quality', 'Activities'],
        [...counts.entries()].sort().map(([k, v]) => [k, String(v)]),
      );
    }
    case 'overrides':
      if (input.overrides.length === 0)
        return text('No calculation override was in force during the period.');
      return table(
        ['Override', 'Kind', 'Category', 'Justification', 'Approved by', 'Effective'],
        input.overrides.map((o) => [
          o.id,
          codeWords(o.kind),
          categoryLabel(o.category),
          o.justification,
          o.approvedBy ?? 'not approved',
          `${o.effectiveFrom} to ${o.effectiveTo ?? 'open'}`,
        ]),
      );
    case 'facilities': {
      if (usage.facilities.length === 0) return { missing: 'facilities of the emission results' };
      return table(
        ['Facility', 'Country'],
        usage.facilities.map((f) => [f.name, f.country ?? '']),
      );
    }
  }
}
