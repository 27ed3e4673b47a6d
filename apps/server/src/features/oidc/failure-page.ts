import type { Context } from 'hono';

/** Where the web app shows a failed sign-in: the message and a way back to the sign-in screen. */
export const SIGN_IN_FAILED_PATH = '/sign-in/failed';

/**
 * What a person is told for each reason a browser sign-in failed: plain words, never a code. The
 * audit entry keeps the code (and the provider's own message).
 */
const PERSON_TEXT: Record<string, string> = {
  ORGANIZATION_NOT_FOUND: 'There is no organization with this short name. Check it and try again.',
  NOT_CONFIGURED:
    'This organization has no single sign-on set up. Sign in with your email and password, or ask your administrator.',
  CONFIG_DISABLED: 'Single sign-on is turned off for this organization. Ask your administrator.',
  PROVIDER_UNAVAILABLE:
    'Your organization’s sign-in service could not be reached. Try again in a few minutes; if it goes on, tell your administrator.',
  DISCOVERY_FAILED:
    'Your organization’s sign-in service could not be reached. Try again in a few minutes; if it goes on, tell your administrator.',
  INSECURE_ISSUER:
    'Single sign-on for this organization is not set up safely (its address must use https). Tell your administrator.',
  STATE_UNKNOWN: 'This sign-in could not be matched to one started here. Start again from the sign-in page.',
  STATE_EXPIRED: 'This sign-in took too long and expired. Start again from the sign-in page.',
  STATE_REPLAYED: 'This sign-in was already used. Start again from the sign-in page.',
  STATE_MISMATCH:
    'This sign-in was started in another browser. Start again from the sign-in page in this one.',
  PROVIDER_ERROR:
    'Your organization’s sign-in service did not let you in (for example, access was not allowed or was cancelled).',
  CODE_REJECTED:
    'Your organization’s sign-in service did not accept this sign-in. Start again from the sign-in page.',
  ID_TOKEN_INVALID:
    'The answer from your organization’s sign-in service could not be trusted, so you were not signed in. Tell your administrator.',
  NONCE_MISMATCH:
    'The answer from your organization’s sign-in service did not belong to this sign-in. Start again from the sign-in page.',
  NO_ROLE:
    'You signed in, but no rule gives you access to this organization. Ask your administrator for access.',
  EMAIL_MISSING:
    'Your organization’s sign-in service did not share your email address, which is needed. Tell your administrator.',
  USER_DISABLED: 'Your account in this organization is deactivated. Ask your administrator.',
  ACCOUNT_CONFLICT:
    'This email address already belongs to an account of the organization that your sign-in service has not confirmed. Ask your administrator.',
};

/** Words for a reason code (a general sentence for one not listed). */
export function failureWords(reason: string): string {
  return PERSON_TEXT[reason] ?? 'Sign-in did not work. Start again from the sign-in page.';
}

/**
 * Whether the request is a browser navigation (its `Accept` names HTML), which gets a page rather
 * than a problem document. API clients (no `Accept`, `*\/*` or JSON) keep the problem+json answers.
 */
export function wantsPage(c: Context): boolean {
  return /\btext\/html\b/.test(c.req.header('accept') ?? '');
}

/** 303 to the app's failure page with the words for `reason` (and the organization to go back to). */
export function failurePage(c: Context, reason: string, organization?: string): Response {
  const query = new URLSearchParams({ reason: failureWords(reason) });
  if (organization !== undefined && /^[a-z0-9-]{1,63}$/.test(organization))
    query.set('organization', organization);
  c.header('cache-control', 'no-store');
  return c.redirect(`${SIGN_IN_FAILED_PATH}?${query}`, 303);
}
