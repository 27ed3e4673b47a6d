import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import {
  ByActivityQuery,
  RecordSummaryView,
  RecordView,
  recordView,
  summaryView,
  VerificationView,
} from './schemas.js';
import { recordsService } from './service.js';

/**
 * `GET /api/records?activityId=` (every record of an activity version, oldest first),
 * `GET /api/records/{id}` (the full record) and `GET /api/records/{id}/verify` (recompute its checksums).
 */
export function recordsModule(runtime: Runtime): ApiModule {
  const records = recordsService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/records',
        tags: ['Calculation records'],
        summary: 'Every calculation record of one activity version, oldest first',
        ...accessOf('GET', '/api/records'),
        request: { query: ByActivityQuery },
        responses: {
          200: {
            description: 'The records',
            content: { 'application/json': { schema: z.object({ items: z.array(RecordSummaryView) }) } },
          },
          400: problem('Invalid query'),
          404: problem('No such activity in this organization'),
        },
      }),
      async (c) => {
        const items = await records.listForActivity(callerOf(c), c.req.valid('query').activityId);
        return c.json({ items: items.map(summaryView) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/records/{id}',
        tags: ['Calculation records'],
        summary: 'A calculation record, everything needed to trace and recompute a result',
        ...accessOf('GET', '/api/records/{id}'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The record', content: { 'application/json': { schema: RecordView } } },
          404: problem('No such record in this organization'),
        },
      }),
      async (c) => {
        const stored = await records.get(callerOf(c), c.req.valid('param').id);
        return c.json(recordView(stored), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/records/{id}/verify',
        tags: ['Calculation records'],
        summary: 'Recompute a record’s checksums and say whether they hold',
        ...accessOf('GET', '/api/records/{id}/verify'),
        request: { params: IdParam },
        responses: {
          200: { description: 'The checks', content: { 'application/json': { schema: VerificationView } } },
          404: problem('No such record in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const v = await records.verify(callerOf(c), id);
        return c.json(
          {
            id,
            valid: v.valid,
            checks: {
              inputChecksum: v.inputChecksumValid,
              outputChecksum: v.outputChecksumValid,
              storedChecksums: v.columnsMatch,
            },
          },
          200,
        );
      },
    );
  };
}
