import { Decimal } from '@ctp/engine';
import type { Disclosure, FrameworkSchema } from '../framework/schema.js';
import type { ReportInput } from '../input.js';
import { policyWords } from './base-year.js';
import { factorEditionsByYear } from './factor-editions.js';
import { foldLines } from './lines.js';
import { rangeContext } from './ranges.js';
import { type ResolveContext, resolveMapping } from './resolve.js';
import { reportBreakdowns, reportTotals } from './totals.js';
import type { MappedDisclosure, MappedReport, MappedValue, MappingWarning } from './types.js';
import { lineUsage } from './usage.js';

function orderDisclosures(framework: FrameworkSchema, sectionOrder: readonly string[]): Disclosure[] {
  const byId = new Map(framework.disclosures.map((d) => [d.id, d]));
  const first = [...new Set(sectionOrder)].flatMap((id) => {
    const d = byId.get(id);
    return d === undefined ? [] : [d];
  });
  const placed = new Set(first.map((d) => d.id));
  return [...first, ...framework.disclosures.filter((d) => !placed.has(d.id))];
}

function mapDisclosure(d: Disclosure, ctx: ResolveContext): MappedDisclosure {
  const values: MappedValue[] = d.values.map((v) => {
    const r = resolveMapping(v.mapping, d, ctx);
    const required = v.required ?? true;
    return 'content' in r
      ? { key: v.key, label: v.label, required, filled: true, missing: null, content: r.content }
      : {
          key: v.key,
          label: v.label,
          required,
          filled: false,
          missing: r.missing,
          content: { kind: 'missing' },
        };
  });
  const counted = values.some((v) => v.required) ? values.filter((v) => v.required) : values;
  const filled = counted.filter((v) => v.filled).length;
  const status = filled === counted.length ? 'filled' : filled === 0 ? 'missing' : 'partial';
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    section: d.section,
    required: d.required,
    status,
    values,
  };
}

/**
 * Fills `framework` from `input`: totals and breakdowns as exact decimal sums, every disclosure
 * value from its mapping, completeness (disclosures whose required values are all filled, over
 * all disclosures) and one warning per required disclosure left incomplete, naming what is
 * missing. Pure: no I/O.
 */
export function mapReport(framework: FrameworkSchema, input: ReportInput): MappedReport {
  const cells = foldLines(input.emissions);
  const usage = lineUsage(input.emissions);
  const ctx: ResolveContext = {
    input,
    cells,
    usage,
    formulas: new Map(),
    ranges: rangeContext(input.activities),
  };
  const disclosures = orderDisclosures(framework, input.template.sectionOrder).map((d) =>
    mapDisclosure(d, ctx),
  );
  const warnings: MappingWarning[] = disclosures
    .filter((d) => d.required && d.status !== 'filled')
    .map((d) => {
      const missing = d.values.filter((v) => !v.filled && (v.required || d.values.every((x) => !x.required)));
      const what = missing.map((v) => `${v.label}: ${v.missing}`);
      return {
        code: 'missing_data',
        disclosureId: d.id,
        missing: what,
        message: `${d.id} ${d.title} is incomplete; missing ${what.join('; ')}`,
      };
    });
  const filled = disclosures.filter((d) => d.status === 'filled').length;
  const percent = new Decimal(filled)
    .times(100)
    .dividedBy(disclosures.length)
    .toDecimalPlaces(1, Decimal.ROUND_HALF_UP);
  const org = input.organization;
  return {
    framework: { code: framework.code, version: framework.version, name: framework.name },
    template: { id: input.template.id, version: input.template.version, name: input.template.name },
    report: input.report,
    organization: {
      id: org.id,
      name: org.name,
      country: org.country,
      consolidationApproach: org.consolidationApproach,
      reportingBoundary: org.reportingBoundary,
    },
    period: input.period,
    generatedAt: input.generatedAt,
    totals: reportTotals(cells),
    breakdowns: reportBreakdowns(cells),
    usage: {
      algorithms: Object.fromEntries(usage.algorithms),
      factorDatasets: Object.fromEntries(usage.datasets),
      factorEditionsByYear: factorEditionsByYear(input.emissions, org),
    },
    baseYear: {
      year: org.baseYear,
      emissions: org.baseYearEmissions,
      policy: policyWords(org.recalculationPolicy, org.baseYearPolicy),
      recalculationPolicy: org.recalculationPolicy,
    },
    recalculations: input.recalculations,
    restatements: input.restatements,
    openRestatements: input.openRestatements,
    disclosures,
    completeness: { filled, total: disclosures.length, percent: percent.toFixed(1) },
    warnings,
  };
}
