import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { page } from '../../http/html.js';
import { PROBLEM_MEDIA_TYPE, ProblemError, ProblemSchema } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { checkSetupToken, issueSetupCookie, setupForm, VIOLATION_TEXT } from './setup-page.js';
import { SetupInput, SetupResult } from './setup-schemas.js';
import { setupService } from './setup-service.js';
import type { SetupState } from './setup-state.js';

/** `/setup` (form), `POST /setup` (form post) and `POST /api/setup` (JSON). */
export function setupModule(runtime: Runtime, state: SetupState): ApiModule {
  const setup = setupService(runtime, state);
  return (app) => {
    app.get('/setup', async (c) => {
      if (await setup.isDone()) return c.redirect('/login', 302);
      const token = issueSetupCookie(c, runtime);
      c.header('cache-control', 'no-store');
      return c.html(setupForm(token, {}, []));
    });

    app.post('/setup', async (c) => {
      const form = await c.req.parseBody();
      const values = Object.fromEntries(
        Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      if (await setup.isDone()) {
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
      const outcome = await setup.run(parsed.data, c.var.requestId);
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
        const outcome = await setup.run(c.req.valid('json'), c.var.requestId);
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
