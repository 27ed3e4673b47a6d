import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiModule } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { CodeParam, VerificationView, verificationView } from './schemas.js';
import { verificationService } from './service.js';

/**
 * Public verification: `GET /api/verify/{code}`, without sign-in, rate limited per address, 404 for
 * any code that does not name a complete report. The page `/verify/{code}` the QR code opens is the
 * web app's verification screen, which reads this.
 */
export function verifyModule(runtime: Runtime): ApiModule {
  const verification = verificationService(runtime);
  const limited = (c: Context) => verification.admit(clientAddress(c));
  const tooMany = (wait: number) =>
    new ProblemError(
      'TOO_MANY_VERIFICATION_LOOKUPS',
      { detail: `try again in ${wait} s` },
      { 'retry-after': String(wait) },
    );
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/verify/{code}',
        tags: ['Verification'],
        summary: 'Public: the recorded metadata and hashes of a report, by its verification code',
        description:
          'No sign-in. Returns only what the report itself prints plus its hashes. Rate limited per client address ' +
          '(`CTP_VERIFY_LOOKUPS_PER_MINUTE`). Any code that does not name a complete report gets the same 404.',
        ...accessOf('GET', '/api/verify/{code}'),
        request: { params: CodeParam },
        responses: {
          200: {
            description: 'The report is genuine',
            content: { 'application/json': { schema: VerificationView } },
          },
          404: problem('No complete report has this code'),
          429: problem('Too many lookups from this address (see Retry-After)'),
        },
      }),
      async (c) => {
        const wait = await limited(c);
        if (wait !== null) throw tooMany(wait);
        const found = await verification.find(c.req.valid('param').code);
        if (found === undefined) throw new ProblemError('NOT_FOUND', { detail: 'no report has this code' });
        return c.json(verificationView(found), 200, { 'cache-control': 'no-store' });
      },
    );
  };
}
