import { sql } from 'kysely';
import { z } from 'zod';
import { parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';
import { type Restatement, toRestatement } from './restatements.js';

/** A restatement with the period it restates. */
export interface ReportRestatement {
  readonly restatement: Restatement;
  readonly period: { readonly name: string; readonly periodStart: string; readonly periodEnd: string };
}

const ReportRestatementsSchema = z.strictObject({
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  /** The base year, whose restatements every report states too; null when none is set. */
  baseYear: z.number().int().min(1900).max(9999).nullable(),
});

/**
 * The restatements a report states: those of periods overlapping the report period or the base
 * year. `completed` (the default): restatements finished by locking the period again, oldest
 * completion first. `open`: periods reopened now, whose restatement is in progress (a report says
 * their figures may still change), oldest reopening first.
 */
export async function reportRestatements(
  scope: OrganizationScope,
  range: z.input<typeof ReportRestatementsSchema>,
  state: 'completed' | 'open' = 'completed',
): Promise<ReportRestatement[]> {
  const r = parseInput('report restatements', ReportRestatementsSchema, range);
  const rows = await scope.db
    .selectFrom('restatements')
    .innerJoin('reporting_periods as p', (j) =>
      j
        .onRef('p.organization_id', '=', 'restatements.organization_id')
        .onRef('p.id', '=', 'restatements.period_id'),
    )
    .where('restatements.completed_at', state === 'completed' ? 'is not' : 'is', null)
    .where((eb) => {
      const overlaps = (start: string, end: string) =>
        eb.and([eb('p.period_start', '<=', end), eb('p.period_end', '>=', start)]);
      const inReport = overlaps(r.periodStart, r.periodEnd);
      return r.baseYear === null
        ? inReport
        : eb.or([inReport, overlaps(`${r.baseYear}-01-01`, `${r.baseYear}-12-31`)]);
    })
    .selectAll('restatements')
    .select([
      'p.name as period_name',
      sql<string>`p.period_start::text`.as('period_start_text'),
      sql<string>`p.period_end::text`.as('period_end_text'),
    ])
    .orderBy(state === 'completed' ? 'restatements.completed_at' : 'restatements.reopened_at')
    .orderBy('restatements.id')
    .execute();
  return rows.map(({ period_name, period_start_text, period_end_text, ...row }) => ({
    restatement: toRestatement(row),
    period: { name: period_name, periodStart: period_start_text, periodEnd: period_end_text },
  }));
}
