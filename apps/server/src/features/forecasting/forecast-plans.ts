import type { ForecastRunKind, OrganizationScope } from '@ctp/store';
import type { z } from 'zod';
import {
  type ComputeOptions,
  computeComparison,
  computeGap,
  computeInitiatives,
  computeProjection,
  type ForecastComputation,
} from './compute.js';
import type { EmissionHistory } from './history.js';
import { PROJECT_DEFAULT_MODEL_ID, type ResolvedModel } from './model-catalog.js';
import { initiativesInScopes, storedInitiatives, storedTemplates } from './references.js';
import type { ForecastRequestBase } from './run-forecast.js';
import { CompareRequest, GapRequest, InitiativesModelRequest, ProjectRequest } from './schemas.js';

/**
 * One forecasting request made ready to run, wherever it runs (in the request or in a worker): the
 * request as recorded, what it reads from stored data, what it computes, and what its cost
 * estimate needs (fits made, months predicted, overlays walked).
 */
export interface ForecastPlan<P = unknown> {
  readonly kind: ForecastRunKind;
  readonly request: ForecastRequestBase;
  readonly prepare: (scope: OrganizationScope) => Promise<P>;
  readonly compute: (
    history: EmissionHistory,
    resolved: ResolvedModel,
    prepared: P,
    o: ComputeOptions,
  ) => ForecastComputation;
  readonly fits: number;
  /** Months predicted after the history's last month. */
  readonly horizonAfter: (history: EmissionHistory) => number;
  readonly overlays: number;
}

/** The request schema of each kind, for the worker to check a queued request again. */
export const REQUEST_SCHEMAS = {
  projection: ProjectRequest,
  scenario_comparison: CompareRequest,
  gap_analysis: GapRequest,
  initiatives: InitiativesModelRequest,
} as const satisfies Record<ForecastRunKind, z.ZodType>;

/** The validated body of a request of `kind`. */
export type ForecastRequestOf<K extends ForecastRunKind> = z.output<(typeof REQUEST_SCHEMAS)[K]>;

/** Inline templates and initiatives get ids from their position when they have none. */
const withIds = (items: readonly Record<string, unknown>[], prefix: string) =>
  items.map((item, i) => ({ ...item, id: item.id ?? `${prefix}-${i + 1}` }));

/** Months from the month after the history's last one to December of `year` (a gap analysis without one: 2050). */
const monthsTo = (history: EmissionHistory, year: number | undefined) => {
  if (history.range.to === null) return 0;
  const [y, m] = history.range.to.split('-').map(Number) as [number, number];
  return Math.max(0, ((year ?? 2050) - y) * 12 + (12 - m));
};

function project(body: ForecastRequestOf<'projection'>): ForecastPlan<Record<string, never>> {
  return {
    kind: 'projection',
    // A projection without a named model is `auto`; the run's config records the id it used.
    request:
      body.model === undefined && body.customModelId === undefined
        ? { ...body, model: PROJECT_DEFAULT_MODEL_ID }
        : body,
    prepare: async () => ({}),
    compute: (history, resolved, _p, o) => computeProjection(history, resolved, body.horizon, o),
    fits: 2,
    horizonAfter: () => body.horizon,
    overlays: 0,
  };
}

function compare(body: ForecastRequestOf<'scenario_comparison'>) {
  return {
    kind: 'scenario_comparison',
    request: body,
    prepare: async (scope: OrganizationScope) => ({
      scenarios: [
        ...(await storedTemplates(scope, body.scenarioIds)),
        ...withIds(body.scenarios, 'scenario'),
      ],
    }),
    compute: (history, resolved, p, o) => computeComparison(history, resolved, p.scenarios, body.endYear, o),
    fits: 1,
    horizonAfter: (history) => monthsTo(history, body.endYear),
    overlays: body.scenarioIds.length + body.scenarios.length,
  } satisfies ForecastPlan<{ scenarios: Record<string, unknown>[] }>;
}

function gap(body: ForecastRequestOf<'gap_analysis'>) {
  return {
    kind: 'gap_analysis',
    request: body,
    prepare: async (scope: OrganizationScope) => {
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
    compute: (history, resolved, p, o) => {
      const computed = computeGap(history, resolved, p.scenario, p.initiatives.applied, {
        ...o,
        endYear: body.endYear,
        discountRate: body.discountRate,
      });
      return { ...computed, output: { ...computed.output, excludedInitiatives: p.initiatives.excluded } };
    },
    fits: 1,
    horizonAfter: (history) => monthsTo(history, body.endYear),
    overlays: 1 + (body.initiativeIds?.length ?? 0) + body.initiatives.length,
  } satisfies ForecastPlan<{
    scenario: Record<string, unknown>;
    initiatives: ReturnType<typeof initiativesInScopes>;
  }>;
}

function initiatives(body: ForecastRequestOf<'initiatives'>) {
  return {
    kind: 'initiatives',
    request: body,
    prepare: async (scope: OrganizationScope) => {
      const all = [
        ...(await storedInitiatives(scope, body.initiativeIds)),
        ...withIds(body.initiatives, 'initiative'),
      ];
      return { initiatives: initiativesInScopes(all, body.scopes) };
    },
    compute: (history, resolved, p, o) => {
      const computed = computeInitiatives(history, resolved, p.initiatives.applied, body.horizon, {
        ...o,
        discountRate: body.discountRate,
      });
      return { ...computed, output: { ...computed.output, excludedInitiatives: p.initiatives.excluded } };
    },
    fits: 1,
    horizonAfter: () => body.horizon,
    overlays: (body.initiativeIds?.length ?? 0) + body.initiatives.length,
  } satisfies ForecastPlan<{ initiatives: ReturnType<typeof initiativesInScopes> }>;
}

/** The plan of a validated request of `kind`. */
export function forecastPlan<K extends ForecastRunKind>(kind: K, body: ForecastRequestOf<K>): ForecastPlan {
  switch (kind) {
    case 'projection':
      return project(body as ForecastRequestOf<'projection'>) as ForecastPlan;
    case 'scenario_comparison':
      return compare(body as ForecastRequestOf<'scenario_comparison'>) as ForecastPlan;
    case 'gap_analysis':
      return gap(body as ForecastRequestOf<'gap_analysis'>) as ForecastPlan;
    default:
      return initiatives(body as ForecastRequestOf<'initiatives'>) as ForecastPlan;
  }
}
