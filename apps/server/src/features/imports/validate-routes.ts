import { createRoute } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { readSource } from './read-source.js';
import { CsvBody, ImportCheckAnswer, JsonBody } from './schemas.js';
import { importsService } from './service.js';

/**
 * `POST /api/activities/import/validate`: the dry run of the import. The same body, the same checks
 * and the same 422 problem, but nothing is stored, no audit entry is written and no idempotency key
 * is taken, so a person (or a script) can check a file, fix it and check it again before importing.
 */
export function activityImportValidateModule(runtime: Runtime): ApiModule {
  const imports = importsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/activities/import/validate',
        tags: ['Activity data'],
        summary: 'Check an activity import without storing anything (dry run)',
        description:
          'Takes the body of `POST /api/activities/import` (text/csv or application/json) and runs every check of the import without storing anything: 200 with the number of rows the import would store, or the same 422 `invalid-rows` problem listing every problem of every row (`row`, CSV `line`, `field`, `code`, `message`). Writes no audit entry and takes no `Idempotency-Key`. Limited by `CTP_BODY_LIMIT_BYTES` like the import.',
        ...accessOf('POST', '/api/activities/import/validate'),
        request: {
          body: {
            required: false,
            content: { 'application/json': { schema: JsonBody }, 'text/csv': { schema: CsvBody } },
          },
        },
        responses: {
          200: {
            description: 'Every row would be imported',
            content: { 'application/json': { schema: ImportCheckAnswer } },
          },
          400: problem('Malformed body'),
          413: problem('Body larger than CTP_BODY_LIMIT_BYTES'),
          415: problem('Neither text/csv nor application/json'),
          422: problem('Invalid rows (the import would store nothing)'),
        },
      }),
      async (c) => {
        const { source } = await readSource(c, () => c.req.valid('json'));
        return c.json(await imports.checkRows(callerOf(c), { source }), 200);
      },
    );
  };
}
