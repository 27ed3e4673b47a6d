import type { Context } from 'hono';

/** Where the web app shows a failed sign-in: the message and a way back to the sign-in screen. */
export const SIGN_IN_FAILED_PATH = '/sign-in/failed';

/**
 * The reasons a browser sign-in can fail, as the failure page is told them. The page says each in
 * plain words from the web application's catalogue (`signIn.failed.reason.*`); the server sends
 * only one of these codes, never text, so a link cannot make the page say something else. The
 * audit entry keeps the code (and the provider's own message).
 */
export const SIGN_IN_FAILURE_REASONS = [
  'ORGANIZATION_NOT_FOUND',
  'NOT_CONFIGURED',
  'CONFIG_DISABLED',
  'PROVIDER_UNAVAILABLE',
  'DISCOVERY_FAILED',
  'INSECURE_ISSUER',
  'STATE_UNKNOWN',
  'STATE_EXPIRED',
  'STATE_REPLAYED',
  'STATE_MISMATCH',
  'PROVIDER_ERROR',
  'CODE_REJECTED',
  'ID_TOKEN_INVALID',
  'NONCE_MISMATCH',
  'NO_ROLE',
  'EMAIL_MISSING',
  'USER_DISABLED',
  'ACCOUNT_CONFLICT',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

const KNOWN = new Set<string>(SIGN_IN_FAILURE_REASONS);

/**
 * Whether the request is a browser navigation (its `Accept` names HTML), which gets a page rather
 * than a problem document. API clients (no `Accept`, `*\/*` or JSON) keep the problem+json answers.
 */
export function wantsPage(c: Context): boolean {
  return /\btext\/html\b/.test(c.req.header('accept') ?? '');
}

/**
 * 303 to the app's failure page with the reason's code (`SIGN_IN_FAILED` for one not listed in
 * {@link SIGN_IN_FAILURE_REASONS}) and the organization to go back to.
 */
export function failurePage(c: Context, reason: string, organization?: string): Response {
  const query = new URLSearchParams({ reason: KNOWN.has(reason) ? reason : 'SIGN_IN_FAILED' });
  if (organization !== undefined && /^[a-z0-9-]{1,63}$/.test(organization))
    query.set('organization', organization);
  c.header('cache-control', 'no-store');
  return c.redirect(`${SIGN_IN_FAILED_PATH}?${query}`, 303);
}
