import {
  getCalculationRun,
  getPreview,
  listPreviewItems,
  type OrganizationScope,
  type RecalculationPreviewItem,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  CalculationRunView,
  FailureView,
  RecalculationPreviewRequest,
  runView,
  ScopeTotalsView,
  selectionOf,
} from '../calculations/index.js';
import { acceptRecalculation } from './accept-recalculation.js';
import { previewRecalculation } from './preview-recalculation.js';

const decimal = z.string().openapi({ description: 'kg CO2e, exact decimal string' });

const PreviewItemView = z
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

const PreviewView = z
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

const AcceptedView = z
  .object({
    previewId: z.uuid(),
    superseded: z.number().int(),
    run: CalculationRunView,
  })
  .openapi('RecalculationAccepted');

function itemView(i: RecalculationPreviewItem): z.infer<typeof PreviewItemView> {
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

async function previewView(
  scope: OrganizationScope,
  id: string,
  page: { limit: number; cursor: string | null },
): Promise<z.infer<typeof PreviewView>> {
  const p = await getPreview(scope, id);
  const items = await listPreviewItems(scope, id, page);
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

/**
 * Recalculation with other dataset versions: `POST /api/recalculations/preview` (writers: it
 * changes no result), `GET /api/recalculations/{id}` (the preview, its items a page at a time) and
 * `POST /api/recalculations/{id}/accept` (ORG_ADMIN only: stores exactly the previewed records).
 */
export function recalculationsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/recalculations/preview',
        tags: ['Recalculations'],
        summary: 'Preview a recalculation with other dataset versions (stores no result)',
        description:
          'Recalculates the selection with `datasetPins` and stores the outcome as a preview (it expires after 24 hours): per result the old and new CO2e and the delta, and the total delta by scope. Stored results do not change until an ORG_ADMIN accepts the preview.',
        ...accessOf('POST', '/api/recalculations/preview'),
        request: {
          query: PageQuery,
          body: { required: true, content: { 'application/json': { schema: RecalculationPreviewRequest } } },
        },
        responses: {
          201: { description: 'The preview', content: { 'application/json': { schema: PreviewView } } },
          400: problem('Invalid body'),
          422: problem('A pinned dataset version is not loaded, or the GWP set cannot be used'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const body = c.req.valid('json');
        const { limit } = c.req.valid('query');
        const summary = await previewRecalculation(
          { db, registry: runtime.registry },
          {
            organizationId: principal.organizationId,
            actorUserId: principal.userId ?? null,
            auditActor: actorOf(principal),
            selection: selectionOf(body),
            datasetPins: body.datasetPins,
            ...(body.gwpSet === undefined ? {} : { gwpSet: body.gwpSet }),
            ...(body.gwpTimeframe === undefined ? {} : { gwpTimeframe: body.gwpTimeframe }),
            requestId: c.var.requestId,
          },
        );
        const view = await withOrganization(db, principal.organizationId, (scope) =>
          previewView(scope, summary.previewId, { limit, cursor: null }),
        );
        return c.json(view, 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/recalculations/{id}',
        tags: ['Recalculations'],
        summary: 'A recalculation preview and one page of its results',
        ...accessOf('GET', '/api/recalculations/{id}'),
        request: { params: IdParam, query: PageQuery },
        responses: {
          200: { description: 'The preview', content: { 'application/json': { schema: PreviewView } } },
          400: problem('Invalid query'),
          404: problem('No such preview in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const { limit, cursor } = c.req.valid('query');
        const view = await withOrganization(db, principal.organizationId, (scope) =>
          previewView(scope, id, { limit, cursor: cursor ?? null }),
        );
        return c.json(view, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/recalculations/{id}/accept',
        tags: ['Recalculations'],
        summary: 'Accept a preview: store exactly its results, superseding the old ones',
        description:
          'The old results stay readable (`includeSuperseded=true`) and point at their successors. Refused when the preview was accepted already (409 preview-accepted), no longer matches the stored results (409 preview-stale) or has expired (410 preview-expired).',
        ...accessOf('POST', '/api/recalculations/{id}/accept'),
        request: { params: IdParam },
        responses: {
          201: {
            description: 'The recalculation run',
            content: { 'application/json': { schema: AcceptedView } },
          },
          404: problem('No such preview in this organization'),
          409: problem('Already accepted, or out of date'),
          410: problem('Expired'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const accepted = await acceptRecalculation(
          { db },
          {
            organizationId: principal.organizationId,
            actorUserId: principal.userId ?? null,
            auditActor: actorOf(principal),
            previewId: id,
            requestId: c.var.requestId,
          },
        );
        const run = await withOrganization(db, principal.organizationId, (scope) =>
          getCalculationRun(scope, accepted.runId),
        );
        return c.json(
          { previewId: accepted.previewId, superseded: accepted.superseded, run: runView(run) },
          201,
        );
      },
    );
  };
}
