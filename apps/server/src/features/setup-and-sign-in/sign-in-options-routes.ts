import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { problem } from '../../http/openapi-parts.js';
import { problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { SetupState } from './setup-state.js';
import { SetupStatus, SignInOptions, SignInOptionsQuery, signInOptionsService } from './sign-in-options.js';
import { signInService } from './sign-in-service.js';

/**
 * What the web app's setup and sign-in screens ask before showing a form: `GET /api/setup/status`,
 * `GET /api/auth/sign-in-options`, and the old `/login` address, which now leads to the app's `/sign-in`.
 */
export function signInOptionsModule(runtime: Runtime, state: SetupState): ApiModule {
  const signIns = signInService(runtime);
  const lookups = signInOptionsService(runtime, signIns.passwordSignInAllowed);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/setup/status',
        tags: ['Setup'],
        summary: 'Whether first-time setup is still pending',
        description:
          'Public. `pending` is true until the first organization exists (then `POST /api/setup` answers 409).',
        ...accessOf('GET', '/api/setup/status'),
        responses: {
          200: { description: 'The setup status', content: { 'application/json': { schema: SetupStatus } } },
        },
      }),
      async (c) => c.json({ pending: !(await state.isDone()) }, 200, { 'cache-control': 'no-store' }),
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/auth/sign-in-options',
        tags: ['Authentication'],
        summary: 'How one may sign in to an organization: single sign-on, password, both',
        description:
          'Public. Says whether an organization has this slug, whether it has an enabled single sign-on ' +
          'configuration (with the label of its button and where to start it) and whether this server accepts ' +
          'password sign-in. It tells no more than starting single sign-on does (`/api/auth/oidc/authorize` ' +
          'already answers an unknown organization differently), never the organization’s name or id, and ' +
          `lookups with an organization are limited per client address (429 with Retry-After).`,
        ...accessOf('GET', '/api/auth/sign-in-options'),
        request: { query: SignInOptionsQuery },
        responses: {
          200: {
            description: 'The sign-in options',
            content: { 'application/json': { schema: SignInOptions } },
          },
          429: problem('Too many lookups from this address (see Retry-After)'),
        },
      }),
      async (c) => {
        const { organization } = c.req.valid('query');
        if (organization !== undefined && organization !== '') {
          const wait = await lookups.admit(clientAddress(c));
          if (wait !== null) {
            const res = problemFor(c, 'TOO_MANY_SIGN_IN_OPTION_LOOKUPS', {
              detail: `Too many lookups; try again in ${wait} seconds.`,
              retryAfterSeconds: wait,
            });
            res.headers.set('retry-after', String(wait));
            return res as never;
          }
        }
        return c.json(await lookups.options(organization), 200, { 'cache-control': 'no-store' });
      },
    );

    // The server-rendered sign-in page is retired: its address leads to the app's screen.
    app.get('/login', (c) => {
      const organization = (c.req.query('organization') ?? '').trim().slice(0, 63);
      const query = organization === '' ? '' : `?${new URLSearchParams({ organization })}`;
      return c.redirect(`/sign-in${query}`, 302);
    });
  };
}
