import { AsyncLocalStorage } from 'node:async_hooks';

/** What the audit sink needs to know about the request being served (set by a middleware). */
export interface RequestScope {
  requestId: string;
}

/** Carries the current request's id to code that has no Hono context (the auth audit sink). */
export const requestScope = new AsyncLocalStorage<RequestScope>();

/** The id of the request being served, or null outside a request (CLI, worker). */
export function currentRequestId(): string | null {
  return requestScope.getStore()?.requestId ?? null;
}
