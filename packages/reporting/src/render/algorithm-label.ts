import type { ReportInput } from '../input.js';

/**
 * The Algorithm cell of the methodology tables: the id, and for a method that follows a draft
 * standard (such as the hourly market-based method of the 2025 Scope 2 revision proposal) the
 * words "follows a draft" with its title, so a reader sees which method produced the results and
 * that it is not the published one.
 *
 * @example algorithmLabel({ id: 'ctp/electricity-market-based-hourly', followsDraft: 'GHG Protocol Scope 2 revision proposal, 2025', … })
 * // 'ctp/electricity-market-based-hourly (follows a draft: GHG Protocol Scope 2 revision proposal, 2025)'
 */
export function algorithmLabel(algorithm: ReportInput['algorithms'][number]): string {
  return algorithm.followsDraft === undefined
    ? algorithm.id
    : `${algorithm.id} (follows a draft: ${algorithm.followsDraft})`;
}
