import type { RecalculationPreview, RecalculationPreviewItem } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { CalculationRunView, FailureView, ScopeTotalsView } from '../calculations/index.js';

const decimal = z.string().openapi({ description: 'kg CO2e, exact decimal string' });

export const PreviewItemView = z
  .object({
    resultId: z.uuid().nullable().openapi({ description: 'The current result the new one would supersede.' }),
    activityId: z.uuid(),
    scope: z.number().int(),
    method: z.enum(['location_based', 'market_based']).nullable(),
    category: z.string(),
    old: decimal.nullable().openapi({ description: 'Current CO2e; null when the activity has no result.' }),
    new: decimal,
    delta: decimal.openapi({ description: 'new − old' }),
  })
  .openapi('RecalculationPreviewItem');

export const PreviewView = z
  .object({
    id: z.uuid(),
    status: z.enum(['pending', 'accepted']),
    expiresAt: z.string(),
    createdAt: z.string(),
    selection: z.record(z.string(), z.unknown()),
    datasetPins: z.record(z.string(), z.string()),
    datasetVersions: z.record(z.string(), z.string()),
    gwpSet: z.string(),
    gwpTimeframe: z.string(),
    itemCount: z.number().int(),
    failedCount: z.number().int(),
    failed: z.array(FailureView),
    totals: z
      .object({ old: ScopeTotalsView, new: ScopeTotalsView, delta: ScopeTotalsView })
      .openapi({ description: 'Total old, new and delta by scope.' }),
    acceptedRunId: z.uuid().nullable(),
    items: z.array(PreviewItemView).openapi({ description: 'One page of the previewed results.' }),
    nextCursor: z.string().nullable(),
  })
  .openapi('RecalculationPreview');

export const AcceptedView = z
  .object({
    previewId: z.uuid(),
    superseded: z.number().int(),
    run: CalculationRunView,
  })
  .openapi('RecalculationAccepted');

export function itemView(i: RecalculationPreviewItem): z.infer<typeof PreviewItemView> {
  return {
    resultId: i.oldResultId,
    activityId: i.activityId,
    scope: i.scope,
    method: i.method === 'location_based' || i.method === 'market_based' ? i.method : null,
    category: i.category,
    old: i.oldCo2eKg,
    new: i.newCo2eKg,
    delta: i.deltaKg,
  };
}

/** A preview and one page of its items, as the API shows them. */
export function previewView(
  p: RecalculationPreview,
  items: { items: readonly RecalculationPreviewItem[]; nextCursor: string | null },
): z.infer<typeof PreviewView> {
  return {
    id: p.id,
    status: p.status,
    expiresAt: p.expiresAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
    selection: { ...p.selection },
    datasetPins: { ...p.datasetPins },
    datasetVersions: { ...p.datasetVersions },
    gwpSet: p.gwpSet,
    gwpTimeframe: p.gwpTimeframe,
    itemCount: p.itemCount,
    failedCount: p.failedCount,
    failed: p.failures.map((f) => ({ ...f })),
    totals: p.totals as z.infer<typeof PreviewView>['totals'],
    acceptedRunId: p.acceptedRunId,
    items: items.items.map(itemView),
    nextCursor: items.nextCursor,
  };
}
