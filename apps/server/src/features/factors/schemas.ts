import type { FactorDataset, RowIssue } from '@ctp/factors';
import { z } from '@hono/zod-openapi';
import type { ProblemFieldError } from '../../http/problem.js';
import { decodeFactorCursor } from './views.js';

export const SearchQuery = z.object({
  q: z.string().trim().min(1).max(200).optional().openapi({
    description:
      'Words that must all appear (case-insensitive) in the category, subcategory (fuel or item, `_` read as a space), notes, source, dataset title or publisher.',
    example: 'natural gas',
  }),
  category: z.string().max(200).optional().openapi({ example: 'stationary_combustion' }),
  subcategory: z
    .string()
    .max(200)
    .optional()
    .openapi({ description: 'Also matches `{subcategory}@{basis}` rows.' }),
  region: z
    .string()
    .max(50)
    .optional()
    .openapi({ description: 'Exact region code (no fallback).', example: 'US' }),
  datasetId: z.string().max(200).optional(),
  datasetVersion: z.string().max(200).optional(),
  unit: z
    .string()
    .max(50)
    .optional()
    .openapi({ description: 'Rows whose unit this unit converts to.', example: 'kWh' }),
  validOn: z.iso.date().optional().openapi({ description: 'Rows in effect on this date.' }),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z
    .string()
    .max(600)
    .refine((v) => decodeFactorCursor(v) !== undefined, 'not a cursor returned by this search')
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page.' }),
});

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
export const JsonDataset = z
  .strictObject({
    ...header,
    factors: z.array(z.record(z.string(), z.unknown())).max(50_000).openapi({
      description:
        'Rows with category, subcategory, factor (decimal string, kg CO2e per unit), gases, co2eByGas, unit, region, gwpSet, gwpTimeframe, effectiveFrom, effectiveTo, source, sourceUrl, notes, status, priceYear.',
    }),
  })
  .openapi('CustomDatasetJson');
export const CsvBody = z.string().openapi({
  description:
    'Header row with category, subcategory, factor, unit, region, gwpSet, gwpTimeframe, effectiveFrom, effectiveTo, source, sourceUrl, notes, status, priceYear and gas:{GAS} / co2e:{GAS} columns. The dataset header comes from the query.',
  example:
    'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom\nstationary_combustion,natural_gas,0.18290,kWh,GB,AR5,100yr,2025-01-01\n',
});
export const CsvHeaderQuery = z.object({
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
export function rowError(format: 'csv' | 'json', i: RowIssue): ProblemFieldError & Record<string, unknown> {
  const field = i.field === '*' ? '' : `/${i.field.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const pointer = i.row === 0 ? field : format === 'json' ? `/factors/${i.row - 1}${field}` : '';
  const where = i.row === 0 && format === 'csv' ? 'query' : format;
  return { pointer, in: where, code: 'invalid_row', message: i.reason, row: i.row, field: i.field };
}

/** A parsed custom dataset and the format it came in. */
export type ParsedDataset = { format: 'csv' | 'json'; dataset: FactorDataset };
