import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { json, problems } from '../../http/openapi-parts.js';
import { resourceRoutes } from '../../http/resource-routes.js';
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
          200: { description: 'The records', ...json(z.object({ items: z.array(RecordSummaryView) })) },
          ...problems({ 400: 'Invalid query', 404: 'No such activity in this organization' }),
        },
      }),
      async (c) => {
        const items = await records.listForActivity(callerOf(c), c.req.valid('query').activityId);
        return c.json({ items: items.map(summaryView) }, 200);
      },
    );

    const routes = resourceRoutes(app, { path: '/api/records', tags: ['Calculation records'] });
    routes.get({
      summary: 'A calculation record, everything needed to trace and recompute a result',
      view: RecordView,
      returns: 'The record',
      problems: { 404: 'No such record in this organization' },
      handle: async (caller, id) => {
        const { stored, evidence } = await records.get(caller, id);
        return recordView(stored, evidence);
      },
    });
    routes.get({
      sub: '/verify',
      summary: 'Recompute a record’s checksums and say whether they hold',
      view: VerificationView,
      returns: 'The checks',
      problems: { 404: 'No such record in this organization' },
      handle: async (caller, id) => {
        const v = await records.verify(caller, id);
        const checks = {
          inputChecksum: v.inputChecksumValid,
          outputChecksum: v.outputChecksumValid,
          storedChecksums: v.columnsMatch,
        };
        return { id, valid: v.valid, checks };
      },
    });
  };
}
