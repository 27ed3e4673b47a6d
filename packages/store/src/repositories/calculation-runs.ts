import type { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { type CalculationRun, toRun } from './calculation-records.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** The organization's calculation runs in creation order, a page at a time. */
export async function listCalculationRuns(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<CalculationRun>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('calculation_runs').selectAll(), page, toRun);
}
