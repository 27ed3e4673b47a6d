import type { Principal } from '@ctp/auth';
import type { Context } from 'hono';
import { actorOf, principalOf } from './respond.js';

/**
 * Who is asking, as a feature's service needs it: the organization whose transaction it opens, the
 * principal (role, user or token), the audit actor and the request id the audit entry carries. Route
 * handlers build it with {@link callerOf}; services never see the Hono context.
 */
export interface Caller {
  organizationId: string;
  principal: Principal;
  actor: { actorType: 'user' | 'api_token'; actorId: string | null };
  requestId: string | null;
}

/** The caller of an authenticated request (the route table guarantees a principal). */
export function callerOf(c: Context): Caller {
  const principal = principalOf(c);
  return {
    organizationId: principal.organizationId,
    principal,
    actor: actorOf(principal),
    requestId: (c.get('requestId') as string | undefined) ?? null,
  };
}
