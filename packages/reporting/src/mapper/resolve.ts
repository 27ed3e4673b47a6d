import { type CompiledFormula, compileFormula, Decimal, evaluateFormula, formulaScope } from '@ctp/engine';
import type { DataMapping, Disclosure } from '../framework/schema.js';
import type { ReportInput } from '../input.js';
import { breakdown } from './breakdowns.js';
import { describeQuery } from './describe.js';
import { activityFact, organizationFact, type Resolved } from './facts.js';
import { type Cell, sumCells } from './lines.js';
import type { RangeContext } from './ranges.js';
import type { LineUsage } from './usage.js';

/** What a mapping is resolved against; formulas are compiled once per report. */
export interface ResolveContext {
  readonly input: ReportInput;
  readonly cells: readonly Cell[];
  readonly usage: LineUsage;
  readonly formulas: Map<string, CompiledFormula>;
  /** Gives every CO2e quantity and breakdown row its 95% range, by the summary table's method. */
  readonly ranges: RangeContext;
}

function computed(m: Extract<DataMapping, { source: 'computed' }>, ctx: ResolveContext): Resolved {
  let compiled = ctx.formulas.get(m.formula);
  if (compiled === undefined) {
    compiled = compileFormula(m.formula);
    ctx.formulas.set(m.formula, compiled);
  }
  const values: [string, Decimal][] = [];
  let lines = 0;
  for (const [name, query] of Object.entries(m.variables)) {
    const sum = sumCells(ctx.cells, query);
    lines += sum.lineCount;
    values.push([`attr_${name}`, sum.total]);
  }
  if (lines === 0)
    return { missing: `emission results for ${Object.values(m.variables).map(describeQuery).join(' and ')}` };
  const revenue = ctx.input.organization.netRevenue;
  if (m.usesRevenue === true) {
    if (revenue === null) return { missing: 'net revenue of the organization' };
    values.push(['attr_netRevenue', new Decimal(revenue.amount)]);
  }
  try {
    const result = evaluateFormula(compiled, formulaScope(values));
    return {
      content: {
        kind: 'number',
        value: result.toFixed(),
        unit: m.unit.replace('{currency}', revenue?.currency ?? ''),
        decimals: m.decimals ?? 3,
        formula: m.formula,
      },
    };
  } catch (error) {
    return { missing: `a computable value (${(error as Error).message.replace(/^\[ctp\] /, '')})` };
  }
}

function narrative(key: string, disclosure: Disclosure, input: ReportInput): Resolved {
  const texts = input.template.narratives;
  const single = disclosure.values.filter((v) => v.mapping.source === 'narrative').length === 1;
  const byId = single && Object.hasOwn(texts, disclosure.id) ? texts[disclosure.id] : undefined;
  const byKey = Object.hasOwn(texts, key) ? texts[key] : undefined;
  const found = (byId ?? byKey)?.trim();
  if (found === undefined || found === '')
    return { missing: `organization-provided text "${key}" (template narrative for ${disclosure.id})` };
  return { content: { kind: 'text', text: found } };
}

/** Resolves one value mapping to its content, or to what is missing. */
export function resolveMapping(mapping: DataMapping, disclosure: Disclosure, ctx: ResolveContext): Resolved {
  switch (mapping.source) {
    case 'emissions': {
      const q = mapping.query;
      if (mapping.groupBy !== undefined) {
        const rows = breakdown(ctx.cells, q, mapping.groupBy, ctx.ranges);
        if (rows.length === 0) return { missing: `emission results for ${describeQuery(q)}` };
        return { content: { kind: 'breakdown', dimension: mapping.groupBy, query: q, rows } };
      }
      const sum = sumCells(ctx.cells, q);
      if (sum.lineCount === 0)
        return {
          missing:
            sum.unknown > 0
              ? `gas masses for ${describeQuery(q)}`
              : `emission results for ${describeQuery(q)}`,
        };
      return {
        content: {
          kind: 'quantity',
          kg: sum.total.toFixed(),
          unit: q.measure === 'gasMass' ? 'kg' : 'kgCO2e',
          query: q,
          lineCount: sum.lineCount,
          range95: ctx.ranges.rangeOf(ctx.cells, q),
        },
      };
    }
    case 'organization':
      return organizationFact(mapping.field, ctx.input);
    case 'activity':
      return activityFact(mapping.field, ctx.input, ctx.usage);
    case 'narrative':
      return narrative(mapping.key, disclosure, ctx.input);
    case 'computed':
      return computed(mapping, ctx);
  }
}
