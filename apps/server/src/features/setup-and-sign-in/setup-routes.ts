import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { PROBLEM_MEDIA_TYPE, ProblemError, ProblemSchema } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { SetupInput, SetupResult } from './setup-schemas.js';
import { setupService } from './setup-service.js';
import type { SetupState } from './setup-state.js';

/** `POST /api/setup` (JSON); the web app's `/setup` screen posts it (the server-rendered form is retired). */
export function setupModule(runtime: Runtime, state: SetupState): ApiModule {
  const setup = setupService(runtime, state);
  return (app) => {
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
