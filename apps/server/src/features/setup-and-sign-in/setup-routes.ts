import { randomBytes } from 'node:crypto';
import { AuthError, assertPasswordPolicy, authErrorToProblem, hashPassword } from '@ctp/auth';
import { countOrganizations, SlugSchema, setupFirstOrganization, withSystem } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ApiModule } from '../../http/app-env.js';
import { errorList, field, page } from '../../http/html.js';
import { PROBLEM_MEDIA_TYPE, ProblemError, ProblemSchema } from '../../http/problem.js';
import { problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { hmac, safeEqual } from './secrets.js';

/** Whether first-time setup is done; once true it stays true (setup cannot be undone). */
export interface SetupState {
  isDone(): Promise<boolean>;
  markDone(): void;
}

export function createSetupState(runtime: Pick<Runtime, 'database'>): SetupState {
  let done = false;
  return {
    async isDone() {
      if (done) return true;
      done = (await withSystem(runtime.database.db, (system) => countOrganizations(system))) > 0;
      return done;
    },
    markDone() {
      done = true;
    },
  };
}

const PASSTHROUGH = new Set([
  '/setup',
  '/healthz',
  '/readyz',
  '/favicon.svg',
  '/favicon.ico',
  '/assets/pages.css',
]);

/**
 * While no organization exists, every page (a GET outside `/api/` whose `Accept` allows HTML) is
 * redirected to `/setup`. API calls, health checks and assets pass.
 */
export function setupGate(state: SetupState): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' || path.startsWith('/api/') || PASSTHROUGH.has(path)) return next();
    if (!/text\/html|\*\/\*/.test(c.req.header('accept') ?? '')) return next();
    if (await state.isDone()) return next();
    return c.redirect('/setup', 302);
  };
}

/** The setup fields, shared by the JSON endpoint and the HTML form. */
export const SetupInput = z
  .strictObject({
    organizationName: z.string().trim().min(1).max(200),
    organizationSlug: SlugSchema.max(63),
    adminName: z.string().trim().min(1).max(200),
    adminEmail: z.email().max(320),
    adminPassword: z.string().min(1).max(1024).optional(),
  })
  .openapi('SetupInput');

const SetupResult = z
  .object({
    organization: z.object({ id: z.uuid(), publicOrgId: z.string(), slug: z.string(), name: z.string() }),
    admin: z.object({ id: z.uuid(), email: z.string(), name: z.string(), role: z.string() }).nullable(),
  })
  .openapi('SetupResult');

type SetupOutcome =
  | { ok: true; value: z.infer<typeof SetupResult> }
  | { ok: false; code: 'SETUP_COMPLETED' }
  | { ok: false; code: 'PASSWORD_POLICY'; problem: Record<string, unknown> };

async function runSetup(
  runtime: Runtime,
  state: SetupState,
  input: z.infer<typeof SetupInput>,
  requestId: string,
): Promise<SetupOutcome> {
  if (await state.isDone()) return { ok: false, code: 'SETUP_COMPLETED' };
  const email = input.adminEmail.trim().toLowerCase();
  let passwordHash: string | undefined;
  if (input.adminPassword !== undefined && input.adminPassword !== '') {
    try {
      assertPasswordPolicy(input.adminPassword, { email });
    } catch (error) {
      if (error instanceof AuthError) {
        return { ok: false, code: 'PASSWORD_POLICY', problem: authErrorToProblem(error) ?? {} };
      }
      throw error;
    }
    passwordHash = await hashPassword(input.adminPassword);
  }
  try {
    const { organization, admin } = await setupFirstOrganization(runtime.database.db, {
      organization: {
        name: input.organizationName,
        slug: input.organizationSlug,
        // Without a password no user is created: the administrator signs in later (OIDC) under this email.
        settings: passwordHash === undefined ? { initialAdmin: { name: input.adminName, email } } : {},
      },
      ...(passwordHash === undefined ? {} : { admin: { name: input.adminName, email, passwordHash } }),
      requestId,
    });
    state.markDone();
    runtime.logger.info({ organizationId: organization.id, requestId }, 'first-time setup done');
    return {
      ok: true,
      value: {
        organization: {
          id: organization.id,
          publicOrgId: organization.publicOrgId,
          slug: organization.slug,
          name: organization.name,
        },
        admin:
          admin === null ? null : { id: admin.id, email: admin.email, name: admin.name, role: admin.role },
      },
    };
  } catch (error) {
    const e = error as { code?: string; details?: { reason?: string } };
    if (e.code === 'STORE_CONFLICT' && e.details?.reason === 'setup already done') {
      state.markDone();
      return { ok: false, code: 'SETUP_COMPLETED' };
    }
    throw error;
  }
}

const SETUP_COOKIE = 'ctp_setup';
const SETUP_TTL_SECONDS = 30 * 60;

/** The form's CSRF token: an HMAC of the short-lived pre-setup cookie, which a cross-site page can neither read nor send. */
function setupToken(secret: string, cookie: string): string {
  return hmac(secret, `ctp-setup-v1:${cookie}`);
}

function checkSetupToken(c: Context, secret: string, submitted: unknown): boolean {
  const cookie = getCookie(c, SETUP_COOKIE);
  if (cookie === undefined || typeof submitted !== 'string') return false;
  const issued = Number(cookie.split('.')[0]);
  const age = Date.now() / 1000 - issued;
  if (!Number.isFinite(issued) || age < 0 || age > SETUP_TTL_SECONDS) return false;
  return safeEqual(submitted, setupToken(secret, cookie));
}

function setupForm(token: string, values: Record<string, string>, errors: string[]): string {
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

function issueSetupCookie(c: Context, runtime: Runtime): string {
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

const VIOLATION_TEXT: Record<string, string> = {
  TOO_SHORT: 'The password must have at least 12 characters.',
  TOO_LONG: 'The password is too long.',
  TOO_COMMON: 'The password is too common or equals the email.',
};

/** `/setup` (form), `POST /setup` (form post) and `POST /api/setup` (JSON). */
export function setupModule(runtime: Runtime, state: SetupState): ApiModule {
  return (app) => {
    app.get('/setup', async (c) => {
      if (await state.isDone()) return c.redirect('/login', 302);
      const token = issueSetupCookie(c, runtime);
      c.header('cache-control', 'no-store');
      return c.html(setupForm(token, {}, []));
    });

    app.post('/setup', async (c) => {
      const form = await c.req.parseBody();
      const values = Object.fromEntries(
        Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      if (await state.isDone()) {
        return c.html(page('Already set up', '<p>Setup is done. <a href="/login">Sign in</a>.</p>'), 409);
      }
      if (!checkSetupToken(c, runtime.setupSecret, form._csrf)) {
        c.var.log.warn({ reason: 'SETUP_CSRF' }, 'setup form refused');
        const token = issueSetupCookie(c, runtime);
        const { adminPassword: _, _csrf: __, ...kept } = values;
        return c.html(
          setupForm(token, kept, ['The form expired or was not sent from this site. Try again.']),
          403,
        );
      }
      const { _csrf: _token, ...fields } = values;
      if (fields.adminPassword === '') delete fields.adminPassword;
      const parsed = SetupInput.safeParse(fields);
      const retry = (status: 400 | 422, errors: string[]) => {
        const token = issueSetupCookie(c, runtime);
        const { adminPassword: _, ...kept } = fields;
        return c.html(setupForm(token, kept, errors), status);
      };
      if (!parsed.success) {
        return retry(
          400,
          parsed.error.issues.map((i) => `${i.path.join('.') || 'form'}: ${i.message}`),
        );
      }
      const outcome = await runSetup(runtime, state, parsed.data, c.var.requestId);
      if (outcome.ok) return c.redirect('/login?setup=done', 303);
      if (outcome.code === 'SETUP_COMPLETED') {
        return c.html(page('Already set up', '<p>Setup is done. <a href="/login">Sign in</a>.</p>'), 409);
      }
      const violations = (outcome.problem.violations as string[] | undefined) ?? [];
      return retry(
        422,
        violations.map((v) => VIOLATION_TEXT[v] ?? v),
      );
    });

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/setup',
        tags: ['Setup'],
        summary: 'First-time setup: create the first organization and (with a password) its administrator',
        description:
          'Runs once. Without `adminPassword` no user is created (the administrator signs in by single sign-on later).',
        ...accessOf('POST', '/api/setup'),
        request: { body: { required: true, content: { 'application/json': { schema: SetupInput } } } },
        responses: {
          201: { description: 'Set up', content: { 'application/json': { schema: SetupResult } } },
          409: {
            description: 'Setup already done',
            content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } },
          },
          422: {
            description: 'Password rejected by policy',
            content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } },
          },
        },
      }),
      async (c) => {
        const outcome = await runSetup(runtime, state, c.req.valid('json'), c.var.requestId);
        if (outcome.ok) return c.json(outcome.value, 201);
        if (outcome.code === 'SETUP_COMPLETED') {
          throw new ProblemError('SETUP_COMPLETED', {
            detail: 'First-time setup has already been done; it runs once.',
          });
        }
        throw new ProblemError('PASSWORD_POLICY', {
          detail: 'The password does not meet the policy.',
          violations: outcome.problem.violations,
        });
      },
    );
  };
}
