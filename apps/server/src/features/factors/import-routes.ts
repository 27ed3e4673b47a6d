import {
  type CustomDatasetHeader,
  DatasetValidationError,
  type FactorDataset,
  importCustomCsv,
  importCustomJson,
  type RowIssue,
  shippedDatasets,
} from '@ctp/factors';
import { appendAudit, saveCustomDataset, withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import type { ProblemFieldError } from '../../http/problem.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { DatasetView, datasetView } from './views.js';

const header = {
  datasetId: z
    .string()
    .max(100)
    .openapi({ description: 'Lower-case letters, digits and dashes.', example: 'acme-supplier-factors' }),
  datasetVersion: z.string().max(100).openapi({ example: '2025.1' }),
  title: z.string().max(500),
  source: z.string().max(2000).openapi({ description: 'Citation of where the numbers come from.' }),
  sourceUrl: z.string().max(2000),
  publisher: z.string().max(500).optional(),
  license: z.string().max(500).optional(),
  notes: z.string().max(5000).optional(),
};

// Rows are validated by @ctp/factors, which reports every problem of every row; the schema fixes the envelope.
const JsonDataset = z
  .strictObject({
    ...header,
    factors: z.array(z.record(z.string(), z.unknown())).max(200_000).openapi({
      description:
        'Rows with category, subcategory, factor (decimal string, kg CO2e per unit), gases, co2eByGas, unit, region, gwpSet, gwpTimeframe, effectiveFrom, effectiveTo, source, sourceUrl, notes, status, priceYear.',
    }),
  })
  .openapi('CustomDatasetJson');
const CsvBody = z.string().openapi({
  description:
    'Header row with category, subcategory, factor, unit, region, gwpSet, gwpTimeframe, effectiveFrom, effectiveTo, source, sourceUrl, notes, status, priceYear and gas:{GAS} / co2e:{GAS} columns. The dataset header comes from the query.',
  example:
    'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom\nstationary_combustion,natural_gas,0.18290,kWh,GB,AR5,100yr,2025-01-01\n',
});
const CsvHeaderQuery = z.object({
  datasetId: header.datasetId.optional(),
  datasetVersion: header.datasetVersion.optional(),
  title: header.title.optional(),
  source: header.source.optional(),
  sourceUrl: header.sourceUrl.optional(),
  publisher: header.publisher,
  license: header.license,
  notes: header.notes,
});

/** A row issue as a problem `errors` entry: the usual members plus `row` and `field`. */
function rowError(format: 'csv' | 'json', i: RowIssue): ProblemFieldError & Record<string, unknown> {
  const field = i.field === '*' ? '' : `/${i.field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const pointer = i.row === 0 ? field : format === 'json' ? `/factors/${i.row - 1}${field}` : '';
  const where = i.row === 0 && format === 'csv' ? 'query' : format;
  return { pointer, in: where, code: 'invalid_row', message: i.reason, row: i.row, field: i.field };
}

type Parsed = { format: 'csv' | 'json'; dataset: FactorDataset };

async function readDataset(c: Context, query: z.infer<typeof CsvHeaderQuery>): Promise<Parsed> {
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
  const db = runtime.database.db;
  const reserved = new Set(shippedDatasets().map((d) => d.datasetId));
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
        const principal = principalOf(c);
        const parsed = await readDataset(c, c.req.valid('query'));
        const { format, dataset } = parsed;
        const { datasetId, datasetVersion } = dataset;
        if (dataset.factors.length === 0) {
          throw new ProblemError('DATASET_INVALID', {
            detail: 'The dataset has no rows; nothing was imported.',
            errors: [rowError(format, { row: 0, field: 'factors', reason: 'at least one row is required' })],
          });
        }
        if (reserved.has(datasetId)) {
          throw new ProblemError('DATASET_DUPLICATE', {
            detail: `${datasetId} is the id of a shipped dataset; choose an id of your own.`,
          });
        }
        const stored = await withOrganization(db, principal.organizationId, async (scope) => {
          const saved = await saveCustomDataset(scope, dataset, principal.userId ?? null);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'factor_dataset.import',
            entityType: 'factor_dataset',
            entityId: saved.id,
            details: {
              datasetId,
              datasetVersion,
              title: dataset.title,
              format,
              factorCount: saved.factorCount,
            },
            requestId: c.var.requestId,
          });
          return saved;
        });
        return c.json(
          datasetView({ dataset, origin: 'custom', stored: { id: stored.id, createdAt: stored.createdAt } }),
          201,
        );
      },
    );
  };
}
