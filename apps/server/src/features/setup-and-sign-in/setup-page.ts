import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { errorList, field, page } from '../../http/html.js';
import type { Runtime } from '../../wiring/runtime.js';
import { hmac, safeEqual } from './secrets.js';

const SETUP_COOKIE = 'ctp_setup';
const SETUP_TTL_SECONDS = 30 * 60;

/** The form's CSRF token: an HMAC of the short-lived pre-setup cookie, which a cross-site page can neither read nor send. */
function setupToken(secret: string, cookie: string): string {
  return hmac(secret, `ctp-setup-v1:${cookie}`);
}

export function checkSetupToken(c: Context, secret: string, submitted: unknown): boolean {
  const cookie = getCookie(c, SETUP_COOKIE);
  if (cookie === undefined || typeof submitted !== 'string') return false;
  const issued = Number(cookie.split('.')[0]);
  const age = Date.now() / 1000 - issued;
  if (!Number.isFinite(issued) || age < 0 || age > SETUP_TTL_SECONDS) return false;
  return safeEqual(submitted, setupToken(secret, cookie));
}

export function setupForm(token: string, values: Record<string, string>, errors: string[]): string {
  return page(
    'Set up CTP',
    `<p>No organization exists yet. Create the first one and its administrator.</p>
${errorList(errors)}
<form method="post" action="/setup">
<input type="hidden" name="_csrf" value="${token}">
<fieldset><legend>Organization</legend>
${field('organizationName', 'Name', { value: values.organizationName ?? '', autocomplete: 'organization' })}
${field('organizationSlug', 'Slug', { value: values.organizationSlug ?? '', hint: 'Lower-case letters, digits and dashes; used to sign in.' })}
</fieldset>
<fieldset><legend>Administrator</legend>
${field('adminName', 'Name', { value: values.adminName ?? '', autocomplete: 'name' })}
${field('adminEmail', 'Email', { type: 'email', value: values.adminEmail ?? '', autocomplete: 'email' })}
${field('adminPassword', 'Password (optional)', { type: 'password', required: false, autocomplete: 'new-password', hint: 'At least 12 characters. Leave empty to sign in with single sign-on later.' })}
</fieldset>
<button type="submit">Create organization</button>
</form>`,
  );
}

export function issueSetupCookie(c: Context, runtime: Runtime): string {
  const value = `${Math.floor(Date.now() / 1000)}.${randomBytes(24).toString('base64url')}`;
  setCookie(c, SETUP_COOKIE, value, {
    path: '/setup',
    httpOnly: true,
    sameSite: 'Strict',
    secure: runtime.authConfig.secureCookies,
    maxAge: SETUP_TTL_SECONDS,
  });
  return setupToken(runtime.setupSecret, value);
}

export const VIOLATION_TEXT: Record<string, string> = {
  TOO_SHORT: 'The password must have at least 12 characters.',
  TOO_LONG: 'The password is too long.',
  TOO_COMMON: 'The password is too common or equals the email.',
};
