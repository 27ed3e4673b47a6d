import type { ForecastModelRegistry } from '@ctp/forecast';
import {
  type ForecastRunRecord,
  getForecastRunRecord,
  listForecastRunRecords,
  type Page,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import { computeComparison, computeGap, computeInitiatives, computeProjection } from './compute.js';
import { PROJECT_DEFAULT_MODEL_ID } from './model-catalog.js';
import { initiativesInScopes, storedInitiatives, storedTemplates } from './references.js';
import { type ForecastRunContext, type ForecastRunResult, runForecast } from './run-forecast.js';
import type { CompareRequest, GapRequest, InitiativesModelRequest, ProjectRequest } from './schemas.js';

/** Inline templates and initiatives get ids from their position when they have none. */
const withIds = (items: readonly Record<string, unknown>[], prefix: string) =>
  items.map((item, i) => ({ ...item, id: item.id ?? `${prefix}-${i + 1}` }));

/**
 * The projection service: each computation resolves its stored scenarios and initiatives and records
 * an immutable forecast run (through `runForecast`, which opens the transaction and writes the audit
 * entry); recorded runs are read back here too.
 */
export function projectionService(runtime: Runtime, models: ForecastModelRegistry) {
  const db = runtime.database.db;
  const contextOf = (caller: Caller): ForecastRunContext => ({
    db,
    models,
    organizationId: caller.organizationId,
    runBy: caller.principal.userId ?? null,
    actor: caller.actor,
    requestId: caller.requestId as string,
  });
  return {
    project: (caller: Caller, body: z.infer<typeof ProjectRequest>): Promise<ForecastRunResult> =>
      runForecast(
        contextOf(caller),
        'projection',
        // A projection without a named model is `auto`; the run's config records the id it used.
        body.model === undefined && body.customModelId === undefined
          ? { ...body, model: PROJECT_DEFAULT_MODEL_ID }
          : body,
        async () => ({}),
        (history, resolved, _p, o) => computeProjection(history, resolved, body.horizon, o),
      ),

    compare: (caller: Caller, body: z.infer<typeof CompareRequest>): Promise<ForecastRunResult> =>
      runForecast(
        contextOf(caller),
        'scenario_comparison',
        body,
        async (scope) => ({
          scenarios: [
            ...(await storedTemplates(scope, body.scenarioIds)),
            ...withIds(body.scenarios, 'scenario'),
          ],
        }),
        (history, resolved, p, o) => computeComparison(history, resolved, p.scenarios, body.endYear, o),
      ),

    gapAnalysis: (caller: Caller, body: z.infer<typeof GapRequest>): Promise<ForecastRunResult> =>
      runForecast(
        contextOf(caller),
        'gap_analysis',
        body,
        async (scope) => {
          const [scenario] =
            body.scenarioId === undefined
              ? withIds([body.scenario as Record<string, unknown>], 'scenario')
              : await storedTemplates(scope, [body.scenarioId]);
          const all = [
            ...(await storedInitiatives(scope, body.initiativeIds)),
            ...withIds(body.initiatives, 'initiative'),
          ];
          return {
            scenario: scenario as Record<string, unknown>,
            initiatives: initiativesInScopes(all, body.scopes),
          };
        },
        (history, resolved, p, o) => {
          const computed = computeGap(history, resolved, p.scenario, p.initiatives.applied, {
            ...o,
            endYear: body.endYear,
            discountRate: body.discountRate,
          });
          return {
            ...computed,
            output: { ...computed.output, excludedInitiatives: p.initiatives.excluded },
          };
        },
      ),

    modelInitiatives: (
      caller: Caller,
      body: z.infer<typeof InitiativesModelRequest>,
    ): Promise<ForecastRunResult> =>
      runForecast(
        contextOf(caller),
        'initiatives',
        body,
        async (scope) => {
          const all = [
            ...(await storedInitiatives(scope, body.initiativeIds)),
            ...withIds(body.initiatives, 'initiative'),
          ];
          return { initiatives: initiativesInScopes(all, body.scopes) };
        },
        (history, resolved, p, o) => {
          const computed = computeInitiatives(history, resolved, p.initiatives.applied, body.horizon, {
            ...o,
            discountRate: body.discountRate,
          });
          return {
            ...computed,
            output: { ...computed.output, excludedInitiatives: p.initiatives.excluded },
          };
        },
      ),

    listRuns: (
      caller: Caller,
      page: { limit: number; cursor: string | null },
    ): Promise<Page<ForecastRunRecord>> =>
      withOrganization(db, caller.organizationId, (scope) => listForecastRunRecords(scope, page)),

    getRun: (caller: Caller, id: string): Promise<ForecastRunRecord> =>
      withOrganization(db, caller.organizationId, (scope) => getForecastRunRecord(scope, id)),
  };
}
