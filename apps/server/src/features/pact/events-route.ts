import type { Context } from 'hono';
import { accessOf } from '../../http/route-table.js';
import type { PactApp, PactDeps, PactEnv } from './pact-env.js';
import { pactError } from './pact-errors.js';
import { pactService } from './service.js';
import { CLOUDEVENTS_CONTENT_TYPE, PACT_EVENT_TYPES, PactError, PactEvent } from './wire.js';

const KNOWN_TYPES: readonly string[] = Object.values(PACT_EVENT_TYPES);

/** First validation issue as `path: message`, for the error message (never the whole body back). */
function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'invalid event';
}

/**
 * `POST /pact/3/events`: a CloudEvents 1.0 event in structured mode (`application/cloudevents+json`) of one of
 * the PACT v3 types, validated, then handed to the handler registered for its type. 200 with an empty body
 * when accepted; `{ code, message }` otherwise.
 */
export function registerEventsRoute(app: PactApp, deps: PactDeps): void {
  const pact = pactService(deps);
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/3/events',
    tags: ['PACT'],
    summary: 'PACT Action Events (CloudEvents 1.0, structured mode)',
    description: `Event types: ${KNOWN_TYPES.join(', ')}.`,
    ...accessOf('POST', '/pact/3/events'),
    request: { body: { required: true, content: { [CLOUDEVENTS_CONTENT_TYPE]: { schema: PactEvent } } } },
    responses: {
      200: { description: 'Accepted (empty body)' },
      400: {
        description: 'BadRequest or NotImplemented',
        content: { 'application/json': { schema: PactError } },
      },
      401: {
        description: 'TokenExpired: the access token has expired',
        content: { 'application/json': { schema: PactError } },
      },
      403: {
        description: 'AccessDenied (also a RequestCreatedEvent whose source names a host outside the grant)',
        content: { 'application/json': { schema: PactError } },
      },
    },
  });
  app.post('/3/events', async (c: Context<PactEnv>) => {
    const grant = c.var.grant;
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith(CLOUDEVENTS_CONTENT_TYPE)) {
      return pactError(c, 'BadRequest', `Content-Type must be ${CLOUDEVENTS_CONTENT_TYPE}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return pactError(c, 'BadRequest', 'The body is not valid JSON');
    }
    const eventType = (body as { type?: unknown } | null)?.type;
    if (typeof eventType !== 'string' || !KNOWN_TYPES.includes(eventType)) {
      return pactError(c, 'BadRequest', 'Unsupported or missing event type');
    }
    const parsed = PactEvent.safeParse(body);
    if (!parsed.success) return pactError(c, 'BadRequest', `Invalid event: ${firstIssue(parsed.error)}`);
    await pact.receiveEvent(grant, parsed.data, c.var.requestId);
    return c.body(null, 200);
  });
}
