import type { FootprintRequest } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
    answerUrl: z
      .string()
      .nullable()
      .openapi({
        description:
          'The requester’s PACT API the answer goes to: the host the event’s `source` names (checked against ' +
          'the grant), or null when the grant names no partner host.',
      }),
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
  answerUrl: r.answerUrl,
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
    const routes = resourceRoutes(app, { path: '/api/pact-requests', tags: ['PACT supplier'] });
    routes.list({
      summary: 'Footprint requests received from partners (RequestCreatedEvent)',
      item: Request,
      returns: 'Requests',
      handle: async (caller, page) => viewPage(await requests.list(caller, page), view),
    });
    routes.get({
      summary: 'One received footprint request',
      view: Request,
      returns: 'Request',
      problems: { 404: 'No such request in this organization' },
      handle: async (caller, id) => view(await requests.get(caller, id)),
    });
    const answer = {
      method: 'post',
      view: Request,
      returns: 'Answered (see deliveryError)',
      problems: {
        400: 'A footprint the grant may not read',
        404: 'No such request in this organization',
        409: 'Already answered',
      },
    } as const;
    routes.update({
      ...answer,
      sub: '/fulfil',
      summary: 'Fulfil a request with footprints: RequestFulfilledEvent is sent to the grant’s callback',
      body: Fulfil,
      handle: async (caller, id, { footprintIds }) =>
        view(await requests.answer(caller, id, { status: 'fulfilled', footprintIds })),
    });
    routes.update({
      ...answer,
      sub: '/reject',
      summary: 'Reject a request with a reason: RequestRejectedEvent is sent to the grant’s callback',
      body: Reject,
      handle: async (caller, id, { reason }) =>
        view(await requests.answer(caller, id, { status: 'rejected', reason })),
    });
  };
}
