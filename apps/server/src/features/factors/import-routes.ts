import {
  type CustomDatasetHeader,
  DatasetValidationError,
  importCustomCsv,
  importCustomJson,
} from '@ctp/factors';
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiModule } from '../../http/app-env.js';
import { callerOf } from '../../http/caller.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { factorImportService } from './import-service.js';
import { CsvBody, CsvHeaderQuery, JsonDataset, type ParsedDataset, rowError } from './schemas.js';
import { DatasetView, datasetView } from './views.js';

async function readDataset(c: Context, query: z.infer<typeof CsvHeaderQuery>): Promise<ParsedDataset> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const format = type === 'text/csv' ? 'csv' : 'json';
  try {
    if (format === 'csv') {
      // Missing header fields are reported by the importer as row 0 problems, with the rest.
      return { format, dataset: importCustomCsv(await c.req.text(), query as CustomDatasetHeader) };
    }
    return { format, dataset: importCustomJson((c.req.valid as (t: 'json') => unknown)('json')) };
  } catch (error) {
    if (!(error instanceof DatasetValidationError)) throw error;
    const rows = new Set(error.issues.map((i) => i.row)).size;
    throw new ProblemError('DATASET_INVALID', {
      detail: `${error.issues.length} problem(s) in ${rows} row(s); nothing was imported. Fix them all and upload the dataset again.`,
      errors: error.issues.map((i) => rowError(format, i)),
    });
  }
}

/**
 * `POST /api/factors/datasets` (ORG_ADMIN: a custom dataset changes what every calculation of
 * the organization may use). All or nothing; a dataset id+version is imported once, and the ids
 * of shipped datasets are reserved.
 */
export function factorImportModule(runtime: Runtime): ApiModule {
  const factorImport = factorImportService(runtime);
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/factors/datasets',
        tags: ['Factors'],
        summary: 'Import a custom factor dataset from CSV or JSON, all or nothing',
        description:
          'JSON: the dataset object with its rows in `factors`. CSV (`text/csv`): the rows, with the dataset header (datasetId, datasetVersion, title, source, sourceUrl, publisher, license, notes) as query parameters. Every problem of every row is reported (422, `errors[]` with `row`, `field` and the reason as `message`) and nothing is stored. Datasets are immutable: the same id and version again is 409, and the id of a shipped dataset is reserved (409).',
        ...accessOf('POST', '/api/factors/datasets'),
        request: {
          query: CsvHeaderQuery,
          body: {
            required: false,
            content: { 'application/json': { schema: JsonDataset }, 'text/csv': { schema: CsvBody } },
          },
        },
        responses: {
          201: { description: 'Imported', content: { 'application/json': { schema: DatasetView } } },
          400: problem('Malformed body'),
          409: problem('This dataset version exists, or the id belongs to a shipped dataset'),
          415: problem('Neither text/csv nor application/json'),
          422: problem('Invalid rows or header: nothing was imported'),
        },
      }),
      async (c) => {
        const parsed = await readDataset(c, c.req.valid('query'));
        const stored = await factorImport.importDataset(callerOf(c), parsed);
        return c.json(
          datasetView({
            dataset: parsed.dataset,
            origin: 'custom',
            stored: { id: stored.id, createdAt: stored.createdAt },
          }),
          201,
        );
      },
    );
  };
}
