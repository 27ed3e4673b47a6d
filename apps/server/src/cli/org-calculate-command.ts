import { GwpSetSchema, GwpTimeframeSchema } from '@ctp/factors';
import { findOrganizationBySlug, SlugSchema, withSystem } from '@ctp/store';
import { z } from 'zod';
import { openRuntime } from '../app/open-runtime.js';
import { type CalculationRunSummary, runCalculation } from '../features/calculations/index.js';
import type { CliIo } from './program.js';
import { UsageError } from './read-json-file.js';
import { configFromOptions } from './serve-command.js';

/** Options of `ctp calculate --org SLUG --from DATE --to DATE`. */
export const OrgCalculateOptionsSchema = z.object({
  org: SlugSchema,
  from: z.iso.date('--from: a date such as 2025-01-01'),
  to: z.iso.date('--to: a date such as 2025-12-31'),
  gwp: GwpSetSchema.default('AR6'),
  timeframe: GwpTimeframeSchema.default('100yr'),
  dataDir: z.string().optional(),
});
export type OrgCalculateOptions = z.input<typeof OrgCalculateOptionsSchema>;

/**
 * Calculates an organization's stored activity data for a period, through the same path as
 * `POST /api/calculations` (one transaction; earlier results superseded, never duplicated), on the
 * configured database. Audited with the `system` actor `cli`.
 */
export async function runOrgCalculate(
  options: OrgCalculateOptions,
  io: CliIo,
): Promise<CalculationRunSummary> {
  const parsed = OrgCalculateOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  const o = parsed.data;
  if (o.to < o.from) throw new UsageError('--to: is before --from');
  const { config, logger } = await configFromOptions(
    o.dataDir === undefined ? {} : { dataDir: o.dataDir },
    io,
    'stderr',
  );
  const runtime = await openRuntime(config, { logger, startJobs: false });
  try {
    const db = runtime.database.db;
    const organization = await withSystem(db, (s) => findOrganizationBySlug(s, o.org));
    if (organization === undefined) throw new UsageError(`--org: no organization with slug "${o.org}"`);
    return await runCalculation(
      { db, registry: runtime.registry },
      {
        organizationId: organization.id,
        actorUserId: null,
        selection: { kind: 'period', periodStart: o.from, periodEnd: o.to },
        gwpSet: o.gwp,
        gwpTimeframe: o.timeframe,
        auditActor: { actorType: 'system', actorId: 'cli' },
      },
    );
  } finally {
    await runtime.close();
  }
}
