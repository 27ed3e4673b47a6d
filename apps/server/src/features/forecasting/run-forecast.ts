import { FORECAST_VERSION, type ForecastModelRegistry } from '@ctp/forecast';
import {
  appendAudit,
  type Database,
  type ForecastRunKind,
  type ForecastRunRecord,
  type OrganizationScope,
  recordForecastRun,
  withOrganization,
} from '@ctp/store';
import type { Kysely } from 'kysely';
import type { ComputeOptions, ForecastComputation } from './compute.js';

import { type EmissionHistory, loadHistory, type Scope, type Scope2Method } from './history.js';
import { type ModelChoice, type ResolvedModel, resolveModel } from './model-catalog.js';

/** Who runs a forecast, and where. */
export interface ForecastRunContext {
  readonly db: Kysely<Database>;
  readonly models: ForecastModelRegistry;
  readonly organizationId: string;
  /** The user behind the call (`runBy`), null for an API token. */
  readonly runBy: string | null;
  readonly actor: { actorType: 'user' | 'api_token'; actorId: string | null };
  readonly requestId?: string;
}

/** Fields every forecasting request has. */
export interface ForecastRequestBase extends ModelChoice {
  readonly scopes: readonly Scope[];
  readonly scope2Method: Scope2Method;
  readonly confidenceLevels: readonly number[];
}

/** A recorded run, what it computed, and the history it used. */
export interface ForecastRunResult {
  readonly run: ForecastRunRecord;
  readonly computation: ForecastComputation;
  readonly history: EmissionHistory;
}

/** What a forecasting request reads before it fits: the history, the model and its stored references. */
export interface ForecastInputs<P> {
  readonly history: EmissionHistory;
  readonly resolved: ResolvedModel;
  readonly prepared: P;
}

/**
 * Reads the history, the model and the request's stored references (`prepare`) in one read
 * transaction. Everything a request can be refused for before fitting is found here (a named model,
 * scenario or initiative missing or unusable: 404, 409, 422).
 */
export function loadForecastInputs<P>(
  ctx: ForecastRunContext,
  request: ForecastRequestBase,
  prepare: (scope: OrganizationScope) => Promise<P>,
): Promise<ForecastInputs<P>> {
  return withOrganization(ctx.db, ctx.organizationId, async (scope) => ({
    history: await loadHistory(scope, request),
    resolved: await resolveModel(scope, ctx.models, request),
    prepared: await prepare(scope),
  }));
}

/** The fit of a forecasting request: from the history, the model and what was prepared, its output. */
export type ComputeForecast<P> = (
  history: EmissionHistory,
  resolved: ResolvedModel,
  prepared: P,
  o: ComputeOptions,
) => ForecastComputation;

/**
 * Runs one forecasting request: reads the history, the model and the request's stored references
 * (`prepare`) in one read transaction; computes outside any transaction (fitting may take a
 * moment and needs no lock); then records the run and its audit entry together in one write
 * transaction, so a run is never stored without its audit entry or the reverse. The run's config
 * holds the request and everything resolved from stored data (custom model parameters, scenario
 * templates, initiatives), so it stays reproducible after those change. `onRecorded` runs in the
 * write transaction after the audit entry (a queued request settles its job there).
 */
export async function runForecast<R extends ForecastRequestBase, P>(
  ctx: ForecastRunContext,
  kind: ForecastRunKind,
  request: R,
  prepare: (scope: OrganizationScope) => Promise<P>,
  compute: ComputeForecast<P>,
  onRecorded?: (scope: OrganizationScope, run: ForecastRunRecord) => Promise<void>,
): Promise<ForecastRunResult> {
  const inputs = await loadForecastInputs(ctx, request, prepare);
  return computeAndRecord(ctx, kind, request, inputs, compute, onRecorded);
}

/** The fit and the write transaction of {@link runForecast}, on inputs already read. */
export async function computeAndRecord<P>(
  ctx: ForecastRunContext,
  kind: ForecastRunKind,
  request: ForecastRequestBase,
  { history, resolved, prepared }: ForecastInputs<P>,
  compute: ComputeForecast<P>,
  onRecorded?: (scope: OrganizationScope, run: ForecastRunRecord) => Promise<void>,
): Promise<ForecastRunResult> {
  const now = new Date();
  const computation = compute(history, resolved, prepared, { levels: request.confidenceLevels, now });
  const config = {
    kind,
    request,
    model: {
      id: resolved.model.id,
      version: resolved.model.version,
      parameters: resolved.parameters,
      customModelId: resolved.customModel?.id ?? null,
    },
    resolved: prepared,
  };
  const run = await withOrganization(ctx.db, ctx.organizationId, async (scope) => {
    const recorded = await recordForecastRun(scope, {
      kind,
      customModelId: resolved.customModel?.id ?? null,
      modelType: resolved.model.id,
      scenario: computation.scenario,
      config: json(config),
      inputDataHash: history.inputDataHash,
      inputDataRange: json(history.range) as Record<string, never>,
      output: json(computation.output),
      gapAnalysis: computation.gapAnalysis === null ? null : json(computation.gapAnalysis),
      engineVersion: FORECAST_VERSION,
      runBy: ctx.runBy,
    });
    await appendAudit(scope, {
      ...ctx.actor,
      action: 'forecast.run',
      entityType: 'forecast_run',
      entityId: recorded.id,
      details: {
        kind,
        model: resolved.model.id,
        customModelId: resolved.customModel?.id ?? null,
        inputDataHash: history.inputDataHash,
        from: history.range.from,
        to: history.range.to,
      },
      ...(ctx.requestId === undefined ? {} : { requestId: ctx.requestId }),
    });
    await onRecorded?.(scope, recorded);
    return recorded;
  });
  return { run, computation, history };
}

/** A plain JSON copy (drops `undefined`, turns frozen arrays into plain ones) for storage. */
function json(value: unknown): never {
  return JSON.parse(JSON.stringify(value)) as never;
}
