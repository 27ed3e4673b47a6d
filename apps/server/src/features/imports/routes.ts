import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { readSource } from './read-source.js';
import { CsvBody, ImportAnswer, JsonBody } from './schemas.js';
import { importsService } from './service.js';

/** `POST /api/activities/import`: bulk import of CSV or JSON, all-or-nothing, with an idempotency key. */
export function activityImportModule(runtime: Runtime): ApiModule {
  const imports = importsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/activities/import',
        tags: ['Activity data'],
        summary: 'Import many activities from CSV or JSON, all or nothing',
        description:
          'Every row is validated first; if any row is invalid nothing is stored and the 422 problem lists every problem of every row (`row`, CSV `line`, `field`, `code`, `message`). With an `Idempotency-Key` header a retried upload is not imported twice: the same key with the same body returns the first answer (`Idempotent-Replayed: true`), the same key with another body is refused with 422. Keys are kept for 24 hours; a refused import does not use up its key. The size of one upload is limited by `CTP_BODY_LIMIT_BYTES`; larger files go through `ctp import`.',
        ...accessOf('POST', '/api/activities/import'),
        request: {
          headers: z.object({
            'idempotency-key': z.string().min(1).max(255).optional().openapi({
              description: 'Makes a retried upload return the first answer (1–255 characters).',
            }),
          }),
          body: {
            required: false,
            content: { 'application/json': { schema: JsonBody }, 'text/csv': { schema: CsvBody } },
          },
        },
        responses: {
          201: { description: 'Imported', content: { 'application/json': { schema: ImportAnswer } } },
          400: problem('Malformed body or header'),
          413: problem('Body larger than CTP_BODY_LIMIT_BYTES'),
          415: problem('Neither text/csv nor application/json'),
          422: problem(
            'Invalid rows (nothing was imported), or the idempotency key was used for another body',
          ),
        },
      }),
      async (c) => {
        const key = c.req.valid('header')['idempotency-key'] ?? null;
        const read = await readSource(c, () => c.req.valid('json'));
        const outcome = await imports.importRows(callerOf(c), read, key);
        const body = outcome.body as z.infer<typeof ImportAnswer>;
        if (outcome.replayed) return c.json(body, 201, { 'idempotent-replayed': 'true' });
        return c.json(body, 201);
      },
    );
  };
}
