import {
  type EmissionResult,
  listEmissionResults,
  type Page,
  type SummaryGroup,
  summarizeEmissionQuality,
  summarizeEmissions,
  verifyResults,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ScopeTotalsAccumulator } from '../calculations/index.js';
import type { QualityGroupBy } from './quality-schemas.js';
import { dataQualityBreakdown, groupRanges, scopeRanges } from './quality-summary.js';
import {
  type FilterQuery,
  filterOf,
  methodView,
  type QualitySummaryView,
  type SummaryView,
} from './schemas.js';

type Filter = z.infer<typeof FilterQuery>;

/** The results service: reads emission results and their exact totals in the organization's transaction. */
export function resultsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    list: (
      caller: Caller,
      page: { limit: number; cursor: string | null },
      filter: Filter,
    ): Promise<Page<EmissionResult>> =>
      withOrganization(db, caller.organizationId, (scope) =>
        listEmissionResults(scope, { ...page, ...filterOf(filter) }),
      ),

    /** The groups asked for, and the totals by scope and method (Scope 2 methods never added together). */
    summarize: async (
      caller: Caller,
      filter: Filter,
      groupBy: SummaryGroup[],
    ): Promise<z.infer<typeof SummaryView>> => {
      const rows = await withOrganization(db, caller.organizationId, (scope) =>
        summarizeEmissions(scope, { ...filterOf(filter), groupBy }),
      );
      const totals = new ScopeTotalsAccumulator();
      for (const row of rows) totals.add(row.scope, row.method, row.co2eKg);
      return {
        groups: rows.map((r) => ({ ...r, method: methodView(r.method) })),
        totals: totals.toJSON(),
      };
    },

    /** The totals with their 95% ranges and the breakdown by data type, from every result of the filter. */
    quality: async (
      caller: Caller,
      filter: Filter,
      groupBy?: QualityGroupBy,
    ): Promise<z.infer<typeof QualitySummaryView>> => {
      const quality = await withOrganization(db, caller.organizationId, (scope) =>
        summarizeEmissionQuality(scope, filterOf(filter)),
      );
      const totals = new ScopeTotalsAccumulator();
      for (const row of quality) totals.add(row.scope, row.method, row.co2eKg);
      return {
        totals: totals.toJSON(),
        ranges: scopeRanges(quality),
        groups: groupRanges(quality, groupBy),
        dataQuality: dataQualityBreakdown(quality),
      };
    },

    /** Recomputes results against their records and runs against their seals (read-only; the store opens the transaction). */
    verify: (caller: Caller, runId: string | undefined) =>
      verifyResults(db, caller.organizationId, runId === undefined ? {} : { runId }),
  };
}
