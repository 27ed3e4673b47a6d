import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { type CalculationRun, toRun } from './calculation-records.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

export const CalculationRunListSchema = PageOptionsSchema.extend({
  /** `oldest` (creation order, the default) or `newest` (the latest run first, as the screens list them). */
  order: z.enum(['oldest', 'newest']).default('oldest'),
});

/**
 * The organization's calculation runs in creation order, or the latest first, a page at a time (a
 * cursor continues in the order that issued it).
 */
export async function listCalculationRuns(
  scope: OrganizationScope,
  options: z.input<typeof CalculationRunListSchema> = {},
): Promise<Page<CalculationRun>> {
  const page = parseInput('page options', CalculationRunListSchema, options);
  return fetchPage(scope.db.selectFrom('calculation_runs').selectAll(), page, toRun, page.order);
}
