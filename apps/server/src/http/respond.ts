import type { Principal } from '@ctp/auth';
import type { Context } from 'hono';
import { buildProblem, type ProblemInput, problemResponse } from './problem.js';
import { problemTypeForCode } from './problem-types.js';

/** A problem+json response for a code of the problem table. */
export function problemFor(c: Context, code: string, input: ProblemInput = {}): Response {
  const row = problemTypeForCode(code);
  if (row === undefined) throw new Error(`problem table lacks ${code}`);
  return problemResponse(buildProblem(c, row, code, input));
}

/** The authenticated caller; the route table guarantees one on protected routes. */
export function principalOf(c: Context): Principal {
  const principal = c.get('principal') as Principal | undefined;
  if (principal === undefined) throw Object.assign(new Error('no principal'), { code: 'UNAUTHENTICATED' });
  return principal;
}

/** The audit actor of a principal. */
export function actorOf(principal: Principal): { actorType: 'user' | 'api_token'; actorId: string | null } {
  return principal.kind === 'session'
    ? { actorType: 'user', actorId: principal.userId ?? null }
    : { actorType: 'api_token', actorId: principal.tokenId ?? null };
}
