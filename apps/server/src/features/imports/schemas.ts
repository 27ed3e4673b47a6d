import { z } from '@hono/zod-openapi';
import type { ProblemFieldError } from '../../http/problem.js';
import { IMPORT_FIELDS, type RowError } from './source-rows.js';

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
export const JsonBody = z.union([JsonRows, z.strictObject({ rows: JsonRows })]).openapi('ActivityImportJson');
export const CsvBody = z.string().openapi({
  description: `CSV with a header row: ${IMPORT_FIELDS.join(', ')} in any order (category, quantity, unit, periodStart and periodEnd required), plus attr.<name> columns, each one string attribute; typed attributes go in the attributes column as a JSON object.`,
  example:
    'facility,category,quantity,unit,periodStart,periodEnd,attr.fuel\nPlant 1,stationary_combustion,1500.25,kWh,2025-01-01,2025-01-31,natural_gas\n',
});

export const ImportAnswer = z
  .object({
    imported: z.int().openapi({ description: 'Number of activities stored.' }),
    ids: z.array(z.uuid()).openapi({ description: 'Ids of the new activities, in row order.' }),
    format: z.enum(['csv', 'json']),
  })
  .openapi('ActivityImportResult');

/** A row error as a problem `errors` entry: the usual members plus row, line and field. */
export function fieldError(format: 'csv' | 'json', e: RowError): ProblemFieldError & Record<string, unknown> {
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

export const ImportCheckAnswer = z
  .object({
    valid: z.literal(true),
    rows: z.int().openapi({ description: 'Number of rows that the import would store.' }),
    format: z.enum(['csv', 'json']),
  })
  .openapi('ActivityImportCheck');
