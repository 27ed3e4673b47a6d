import type { CalculationRun } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { quoted } from '../../http/bounded.js';
import { PageQuery } from '../../http/paging.js';
import type { CalculationSelection, RunCalculationInput } from './run-calculation.js';

/** Characters of one failure message kept and shown (a message may quote the activity's values). */
export const MAX_FAILURE_MESSAGE = 500;

/** Largest `activityIds` list of one request (a period selection has no limit). */
export const MAX_ACTIVITY_IDS = 10_000;

const selectionFields = {
  periodStart: z.iso
    .date()
    .optional()
    .openapi({ description: 'With periodEnd: the current activities whose period starts in the range.' }),
  periodEnd: z.iso.date().optional(),
  facilityIds: z
    .array(z.uuid())
    .min(1)
    .max(1000)
    .optional()
    .openapi({ description: 'Only these facilities (period selection only).' }),
  activityIds: z
    .array(z.uuid())
    .min(1)
    .max(MAX_ACTIVITY_IDS)
    .optional()
    .openapi({ description: 'Instead of a period: these activity versions (superseded ones are reported).' }),
};

const settingsFields = {
  gwpSet: z.enum(['AR4', 'AR5', 'AR6']).optional().openapi({ description: 'Default AR6.' }),
  gwpTimeframe: z.enum(['100yr', '20yr']).optional().openapi({ description: 'Default 100yr.' }),
  methaneGwp: z.enum(['by_source', 'single']).optional().openapi({
    description:
      "Methane GWP: by_source (AR6 fossil CH4 for fugitive fossil methane, non-fossil for combustion and biogenic methane) or single (one CH4 value). Default the organization's settings.calculation.methaneGwp, else by_source.",
  }),
  datasetPins: z
    .record(
      z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'a dataset id such as "epa-ghg-hub"'),
      z.string().min(1).max(100),
    )
    .optional()
    .openapi({
      description:
        'Dataset id → version (or "*") for the named datasets; every other loaded dataset stays usable at any version.',
      example: { 'epa-ghg-hub': '2025' },
    }),
};

type SelectionBody = {
  periodStart?: string | undefined;
  periodEnd?: string | undefined;
  facilityIds?: string[] | undefined;
  activityIds?: string[] | undefined;
};

/** Either a period (both ends) or activity ids, never both; each issue names its field. */
function checkSelection(v: SelectionBody, ctx: z.RefinementCtx): void {
  const hasPeriod = v.periodStart !== undefined || v.periodEnd !== undefined || v.facilityIds !== undefined;
  if (v.activityIds !== undefined) {
    if (hasPeriod)
      ctx.addIssue({
        code: 'custom',
        path: ['activityIds'],
        message: 'give either activityIds or a period (periodStart, periodEnd, facilityIds), not both',
      });
    return;
  }
  if (v.periodStart === undefined)
    ctx.addIssue({ code: 'custom', path: ['periodStart'], message: 'required (or give activityIds)' });
  if (v.periodEnd === undefined)
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'required (or give activityIds)' });
  if (v.periodStart !== undefined && v.periodEnd !== undefined && v.periodEnd < v.periodStart)
    ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'is before periodStart' });
}

export const CalculationRequest = z
  .strictObject({ ...selectionFields, ...settingsFields })
  .superRefine(checkSelection)
  .openapi('CalculationRequest', {
    description: 'A period (`periodStart`, `periodEnd`, optional `facilityIds`) or `activityIds`.',
  });

// A recalculation uses the organization's methane GWP mode: the preview stores no mode to accept with.
const { methaneGwp: _runOnly, ...recalculationSettingsFields } = settingsFields;

export const RecalculationPreviewRequest = z
  .strictObject({
    ...selectionFields,
    ...recalculationSettingsFields,
    datasetPins: settingsFields.datasetPins.unwrap().openapi({
      description:
        'Dataset id → version (or "*") to recalculate with; every other loaded dataset stays usable at any version. `{}` recalculates with the library as it is now.',
      example: { 'acme-gas': '2' },
    }),
  })
  .superRefine(checkSelection)
  .openapi('RecalculationPreviewRequest');

/** The selection of a validated body. */
export function selectionOf(body: SelectionBody): CalculationSelection {
  if (body.activityIds !== undefined) return { kind: 'activities', activityIds: body.activityIds };
  return {
    kind: 'period',
    periodStart: body.periodStart as string,
    periodEnd: body.periodEnd as string,
    ...(body.facilityIds === undefined ? {} : { facilityIds: body.facilityIds }),
  };
}

/** Who a calculation is run for: the organization, the run's `createdBy`, the audit actor and request id. */
export interface CalculationRequester {
  organizationId: string;
  actorUserId: string | null;
  auditActor: { actorType: 'user' | 'api_token'; actorId: string | null };
  requestId: string | null;
}

/** The `runCalculation` input of a validated body (the same in the request and in the worker). */
export function runInputOf(
  body: z.output<typeof CalculationRequest>,
  who: CalculationRequester,
): RunCalculationInput {
  return {
    organizationId: who.organizationId,
    actorUserId: who.actorUserId,
    auditActor: who.auditActor,
    selection: selectionOf(body),
    ...(body.datasetPins === undefined ? {} : { datasetPins: body.datasetPins }),
    ...(body.gwpSet === undefined ? {} : { gwpSet: body.gwpSet }),
    ...(body.gwpTimeframe === undefined ? {} : { gwpTimeframe: body.gwpTimeframe }),
    ...(body.methaneGwp === undefined ? {} : { methaneGwp: body.methaneGwp }),
    ...(who.requestId === null ? {} : { requestId: who.requestId }),
  };
}

const decimal = z.string().openapi({ description: 'kg CO2e, exact decimal string', example: '1234.5678' });

export const ScopeTotalsView = z
  .object({
    scope1: decimal,
    scope2LocationBased: decimal,
    scope2MarketBased: decimal,
    scope2Unspecified: decimal.openapi({ description: 'Scope 2 of a category that names no method.' }),
    scope3: decimal,
  })
  .openapi('ScopeTotals', {
    description:
      'Scope 2 location- and market-based side by side: two views of the same electricity, never added.',
  });

export const FailureView = z
  .object({ activityId: z.string(), code: z.string(), message: z.string() })
  .openapi('CalculationFailure');

export const CalculationRunView = z
  .object({
    id: z.uuid(),
    kind: z.enum(['period', 'activities', 'recalculation']),
    status: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    activityCount: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Activities named (activities runs).' }),
    datasetVersions: z.record(z.string(), z.string()).openapi({
      description: 'Dataset id → version(s) the results used (several versions joined by ",").',
    }),
    gwpSet: z.string(),
    gwpTimeframe: z.string(),
    methaneGwp: z.enum(['by_source', 'single']).nullable().openapi({
      description: 'Methane GWP mode of the run; null for runs before the mode existed (one CH4 value).',
    }),
    engineVersion: z.string(),
    recalculationOf: z.uuid().nullable(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    calculated: z.number().int().nullable(),
    failedCount: z.number().int().nullable(),
    superseded: z.number().int().nullable().openapi({
      description:
        'Earlier current results the run’s results superseded (replaced as current; they stay readable). Null only while a run is being written.',
    }),
    failed: z.array(FailureView).openapi({ description: 'The first 1000 failures.' }),
    totalsByScope: ScopeTotalsView.nullable(),
  })
  .openapi('CalculationRun');

/** The view of a stored run. */
export function runView(run: CalculationRun): z.infer<typeof CalculationRunView> {
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    activityCount: run.activityIds?.length ?? null,
    datasetVersions: { ...run.datasetVersions },
    gwpSet: run.gwpSet,
    gwpTimeframe: run.gwpTimeframe,
    methaneGwp: run.methaneGwp as 'by_source' | 'single' | null,
    engineVersion: run.engineVersion,
    recalculationOf: run.recalculationOf,
    createdBy: run.createdBy,
    createdAt: run.createdAt.toISOString(),
    calculated: run.calculatedCount,
    failedCount: run.failedCount,
    superseded: run.supersededCount,
    // Runs stored before messages were bounded may hold a long one: cut it here too.
    failed: run.failures.map((f) => ({ ...f, message: quoted(f.message, MAX_FAILURE_MESSAGE) })),
    totalsByScope: (run.totals as z.infer<typeof ScopeTotalsView> | null) ?? null,
  };
}

/** `?limit&cursor&order` of the run list; a cursor continues in the order that issued it. */
export const RunListQuery = PageQuery.extend({
  order: z.enum(['oldest', 'newest']).default('oldest').openapi({
    description: '`oldest` (creation order, the default) or `newest` (the latest run first).',
  }),
});
