import {
  getActivityData,
  getCalculationRecord,
  listCalculationRecordsForActivity,
  type StoredCalculationRecord,
  verifyStoredRecord,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

const RecordView = z
  .object({
    id: z.uuid(),
    calculationRunId: z.uuid(),
    activityId: z.uuid(),
    checksumInput: z.string(),
    checksumOutput: z.string(),
    createdAt: z.string(),
    record: z.record(z.string(), z.unknown()).openapi({
      description:
        'The complete calculation record: input activity, algorithm, factors, output, engine version and the SHA-256 checksums of its RFC 8785 canonical JSON.',
    }),
  })
  .openapi('CalculationRecord');

const VerificationView = z
  .object({
    id: z.uuid(),
    valid: z.boolean().openapi({ description: 'Every check holds.' }),
    checks: z.object({
      inputChecksum: z
        .boolean()
        .openapi({ description: 'SHA-256 of the canonical input equals checksumInput.' }),
      outputChecksum: z
        .boolean()
        .openapi({ description: 'SHA-256 of the canonical output equals checksumOutput.' }),
      storedChecksums: z
        .boolean()
        .openapi({ description: 'The stored checksum columns equal the record’s.' }),
    }),
  })
  .openapi('RecordVerification');

const RecordSummaryView = z
  .object({
    id: z.uuid(),
    calculationRunId: z.uuid(),
    activityId: z.uuid(),
    algorithm: z.object({ id: z.string(), version: z.string(), type: z.string() }),
    co2eKg: z.string().openapi({ description: 'kg CO2e, exact decimal string' }),
    checksumInput: z.string(),
    checksumOutput: z.string(),
    createdAt: z.string(),
  })
  .openapi('CalculationRecordSummary');

const ByActivityQuery = z.object({
  activityId: z.uuid().openapi({ description: 'One activity version (current or superseded).' }),
});

function summaryView(r: StoredCalculationRecord): z.infer<typeof RecordSummaryView> {
  return {
    id: r.id,
    calculationRunId: r.calculationRunId,
    activityId: r.activityId,
    algorithm: {
      id: r.record.algorithm.id,
      version: r.record.algorithm.version,
      type: r.record.algorithm.type,
    },
    co2eKg: r.record.output.co2eKg,
    checksumInput: r.checksumInput,
    checksumOutput: r.checksumOutput,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * `GET /api/records?activityId=` (every record of an activity version, oldest first),
 * `GET /api/records/{id}` (the full record) and `GET /api/records/{id}/verify` (recompute its checksums).
 */
export function recordsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal = principalOf(c);
        const { activityId } = c.req.valid('query');
        const records = await withOrganization(db, principal.organizationId, async (scope) => {
          await getActivityData(scope, activityId);
          return listCalculationRecordsForActivity(scope, activityId);
        });
        return c.json({ items: records.map(summaryView) }, 200);
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const stored = await withOrganization(db, principal.organizationId, (scope) =>
          getCalculationRecord(scope, id),
        );
        return c.json(
          {
            id: stored.id,
            calculationRunId: stored.calculationRunId,
            activityId: stored.activityId,
            checksumInput: stored.checksumInput,
            checksumOutput: stored.checksumOutput,
            createdAt: stored.createdAt.toISOString(),
            record: stored.record as unknown as Record<string, unknown>,
          },
          200,
        );
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
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const v = await withOrganization(db, principal.organizationId, (scope) =>
          verifyStoredRecord(scope, id),
        );
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
