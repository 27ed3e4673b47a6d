import type { Period } from '../context/schema.js';
import type { Understanding } from '../question/understand.js';
import type { ToolName } from './tools.js';

/** One query to run, by tool name and arguments. */
export interface PlannedQuery {
  readonly tool: ToolName;
  readonly args: Record<string, unknown>;
}

/** A period as a query argument (`2025`, `2025-Q3`, or `start..end`). */
export const periodArg = (p: Period) => (p.label.includes('..') ? `${p.start}..${p.end}` : p.label);

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

/**
 * The read-only queries that answer an understood question: the built-in provider runs exactly
 * these; a model gets their results too and may ask for more.
 */
export function planQueries(u: Understanding): PlannedQuery[] {
  if (u.clarify !== null) return [];
  const period = periodArg(u.periods.at(-1) as Period);
  const scope = u.scopes.length === 1 ? u.scopes[0] : undefined;
  const filters = defined({ scope, method: u.method, facility: u.facility?.name, category: u.category });
  switch (u.ask) {
    case 'total':
      return [{ tool: 'totals', args: { period, ...filters } }];
    case 'ranking':
      return [
        { tool: 'ranking', args: defined({ period, by: u.rankBy ?? 'facility', scope, method: u.method }) },
      ];
    case 'change':
    case 'narrative': {
      const from = periodArg(u.periods[0] as Period);
      const changeQuery: PlannedQuery = { tool: 'change', args: { from, to: period, ...filters } };
      if (u.ask === 'change')
        return from === period ? [{ tool: 'totals', args: { period, ...filters } }] : [changeQuery];
      return [
        { tool: 'totals', args: { period, ...filters } },
        ...(from === period ? [] : [changeQuery]),
        { tool: 'factors', args: { period } },
      ];
    }
    case 'reports':
    case 'report_missing':
      return [{ tool: 'reports', args: defined({ framework: u.framework }) }];
    case 'report_explain':
      return [
        { tool: 'reports', args: defined({ framework: u.framework }) },
        { tool: 'totals', args: { period } },
      ];
    case 'data_gaps':
      return [
        { tool: 'data_gaps', args: defined({ period, facility: u.facility?.name, category: u.category }) },
      ];
    case 'factors':
      return [
        {
          tool: 'factors',
          args: defined({
            period,
            category: u.category ?? (u.method ? `scope2.electricity.${u.method}` : undefined),
            region: u.region,
          }),
        },
        { tool: 'gwp', args: { period } },
      ];
    case 'gwp':
      return [{ tool: 'gwp', args: { period } }];
  }
}
