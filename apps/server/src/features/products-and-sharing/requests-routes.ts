import type { FootprintRequest } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { PageQuery, pageOf } from '../../http/paging.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { pactRequestsService } from './requests-service.js';

const Request = z
  .object({
    id: z.uuid(),
    grantId: z.uuid(),
    eventId: z.string(),
    source: z.string(),
    criteria: z.record(z.string(), z.unknown()),
    comment: z.string().nullable(),
    status: z.enum(['pending', 'fulfilled', 'rejected']),
    footprintIds: z.array(z.string()).nullable(),
    rejectReason: z.string().nullable(),
    answeredAt: z.string().nullable(),
    deliveryError: z.string().nullable().openapi({ description: 'Why the answer event was not delivered.' }),
    createdAt: z.string(),
  })
  .openapi('PactFootprintRequest');

const view = (r: FootprintRequest): z.infer<typeof Request> => ({
  id: r.id,
  grantId: r.grantId,
  eventId: r.eventId,
  source: r.source,
  criteria: { ...r.criteria },
  comment: r.comment,
  status: r.status,
  footprintIds: r.footprintIds ? [...r.footprintIds] : null,
  rejectReason: r.rejectReason,
  answeredAt: r.answeredAt?.toISOString() ?? null,
  deliveryError: r.deliveryError,
  createdAt: r.createdAt.toISOString(),
});

const Fulfil = z
  .strictObject({ footprintIds: z.array(z.uuid()).min(1).max(100) })
  .openapi('PactRequestFulfil');
const Reject = z.strictObject({ reason: z.string().trim().min(1).max(2000) }).openapi('PactRequestReject');

/** Footprint requests received from partners (ORG_ADMIN): list, fulfil, reject. */
export function pactRequestsModule(
  runtime: Runtime,
  options: { fetch?: typeof globalThis.fetch } = {},
): ApiModule {
  const requests = pactRequestsService(runtime, options);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/pact-requests',
        tags: ['PACT supplier'],
        summary: 'Footprint requests received from partners (RequestCreatedEvent)',
        ...accessOf('GET', '/api/pact-requests'),
        request: { query: PageQuery },
        responses: {
          200: { description: 'Requests', content: { 'application/json': { schema: pageOf(Request) } } },
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await requests.list(callerOf(c), { limit, cursor: cursor ?? null });
        return c.json({ items: page.items.map(view), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/pact-requests/{id}',
        tags: ['PACT supplier'],
        summary: 'One received footprint request',
        ...accessOf('GET', '/api/pact-requests/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'Request', content: { 'application/json': { schema: Request } } },
          404: problem('No such request in this organization'),
        },
      }),
      async (c) => {
        const r = await requests.get(callerOf(c), c.req.valid('param').id);
        return c.json(view(r), 200);
      },
    );

    for (const action of ['fulfil', 'reject'] as const) {
      const schema = action === 'fulfil' ? Fulfil : Reject;
      app.openapi(
        createRoute({
          method: 'post',
          path: `/api/pact-requests/{id}/${action}`,
          tags: ['PACT supplier'],
          summary:
            action === 'fulfil'
              ? 'Fulfil a request with footprints: RequestFulfilledEvent is sent to the grant’s callback'
              : 'Reject a request with a reason: RequestRejectedEvent is sent to the grant’s callback',
          ...accessOf('POST', `/api/pact-requests/{id}/${action}`),
          request: {
            params: z.object({ id: z.uuid() }),
            body: { required: true, content: { 'application/json': { schema } } },
          },
          responses: {
            200: {
              description: 'Answered (see deliveryError)',
              content: { 'application/json': { schema: Request } },
            },
            400: problem('A footprint the grant may not read'),
            404: problem('No such request in this organization'),
            409: problem('Already answered'),
          },
        }),
        async (c) => {
          const body = c.req.valid('json') as { footprintIds?: string[]; reason?: string };
          const answered = await requests.answer(
            callerOf(c),
            c.req.valid('param').id,
            action === 'fulfil'
              ? { status: 'fulfilled', footprintIds: body.footprintIds ?? [] }
              : { status: 'rejected', reason: body.reason ?? '' },
          );
          return c.json(view(answered), 200);
        },
      );
    }
  };
}
