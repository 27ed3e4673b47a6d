import { createHash } from 'node:crypto';
import type { Principal } from '@ctp/auth';
import { claimIdempotencyKey, completeIdempotencyKey, withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import type { ProblemFieldError } from '../../http/problem.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { afterImport, importActivities } from './import-activities.js';
import { ImportRowsError } from './import-rows-error.js';
import { parseActivityCsv } from './parse-csv.js';
import { parseActivityJson } from './parse-json.js';
import { IMPORT_FIELDS, type ParsedSource, type RowError } from './source-rows.js';

/** The idempotency scope of this route (keys of other routes never collide with it). */
const IDEMPOTENCY_SCOPE = 'POST /api/activities/import';

// Rows are checked one by one by the import (every bad row reported with its number), so the
// request schema only fixes the envelope.
const JsonRows = z.array(z.unknown()).openapi({
  description: `Activity rows: objects with ${IMPORT_FIELDS.join(', ')} (as in POST /api/activities; quantity a decimal string; facility a facility name instead of facilityId).`,
  example: [
    {
      facility: 'Plant 1',
      category: 'stationary_combustion',
      quantity: '1500.25',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      attributes: { fuel: 'natural_gas' },
    },
  ],
});
const JsonBody = z.union([JsonRows, z.strictObject({ rows: JsonRows })]).openapi('ActivityImportJson');
const CsvBody = z.string().openapi({
  description: `CSV with a header row: ${IMPORT_FIELDS.join(', ')} in any order (category, quantity, unit, periodStart and periodEnd required), plus attr.<name> columns, each one string attribute; typed attributes go in the attributes column as a JSON object.`,
  example:
    'facility,category,quantity,unit,periodStart,periodEnd,attr.fuel\nPlant 1,stationary_combustion,1500.25,kWh,2025-01-01,2025-01-31,natural_gas\n',
});

const ImportAnswer = z
  .object({
    imported: z.int().openapi({ description: 'Number of activities stored.' }),
    ids: z.array(z.uuid()).openapi({ description: 'Ids of the new activities, in row order.' }),
    format: z.enum(['csv', 'json']),
  })
  .openapi('ActivityImportResult');

/** A row error as a problem `errors` entry: the usual members plus row, line and field. */
function fieldError(format: 'csv' | 'json', e: RowError): ProblemFieldError & Record<string, unknown> {
  // JSON Pointer into the rows: `/3/quantity` is the fourth row's quantity; row 0 is the file itself.
  const segments = e.field.startsWith('(') ? [] : e.field.split('.');
  const inRow = segments.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  const pointer = e.row === 0 ? inRow : `/${e.row - 1}${inRow}`;
  return {
    pointer,
    in: format,
    code: e.code,
    message: e.message,
    row: e.row,
    ...(e.line === undefined ? {} : { line: e.line }),
    field: e.field,
  };
}

/** The rows of the body by its media type, and the hash that ties an idempotency key to the body. */
async function readSource(
  c: Context,
  jsonBody: () => unknown,
): Promise<{ source: ParsedSource; hash: string }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  if (type === 'text/csv') {
    const text = await c.req.text();
    return { source: await parseActivityCsv(text), hash: sha(`csv\n${text}`) };
  }
  if (type === 'application/json' || type?.endsWith('+json')) {
    const body = jsonBody();
    return { source: parseActivityJson(body), hash: sha(`json\n${JSON.stringify(body)}`) };
  }
  throw new ProblemError('UNSUPPORTED_MEDIA_TYPE', {
    detail: 'Send the rows as text/csv or application/json.',
  });
}

/** `POST /api/activities/import`: bulk import of CSV or JSON, all-or-nothing, with an idempotency key. */
export function activityImportModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
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
        const principal: Principal = principalOf(c);
        const key = c.req.valid('header')['idempotency-key'] ?? null;
        const read = await readSource(c, () => c.req.valid('json'));
        const { source, hash } = read;
        try {
          const outcome = await withOrganization(db, principal.organizationId, async (scope) => {
            const claim =
              key === null
                ? null
                : await claimIdempotencyKey(scope, { scope: IDEMPOTENCY_SCOPE, key, requestHash: hash });
            if (claim?.status === 'replay')
              return { replayed: true, status: claim.statusCode, body: claim.response };
            if (claim?.status === 'in_progress') {
              throw Object.assign(new Error('an import with this idempotency key is still running'), {
                code: 'IDEMPOTENCY_IN_PROGRESS',
              });
            }
            const result = await importActivities(scope, source, {
              actor: {
                ...actorOf(principal),
                enteredBy: principal.userId ?? null,
                requestId: c.var.requestId,
              },
              idempotencyKey: key,
            });
            const body = { imported: result.imported, ids: [...result.ids], format: source.format };
            if (claim?.status === 'new')
              await completeIdempotencyKey(scope, claim.id, { statusCode: 201, response: body });
            return { replayed: false, status: 201, body };
          });
          if (!outcome.replayed) await afterImport(db);
          const body = outcome.body as z.infer<typeof ImportAnswer>;
          if (outcome.replayed) return c.json(body, 201, { 'idempotent-replayed': 'true' });
          return c.json(body, 201);
        } catch (error) {
          if (!(error instanceof ImportRowsError)) throw error;
          const rows = new Set(error.errors.map((e) => e.row)).size;
          throw new ProblemError('IMPORT_ROWS_INVALID', {
            detail: `${error.errors.length} problem(s) in ${rows} row(s); nothing was imported. Fix them all and upload the file again.`,
            errors: error.errors.map((e) => fieldError(source.format, e)),
          });
        }
      },
    );
  };
}
