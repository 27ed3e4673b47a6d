import { findOrganizationBySlug, SlugSchema, verifyAuditChain, verifyResults, withSystem } from '@ctp/store';
import { z } from 'zod';
import { openRuntime } from '../app/open-runtime.js';
import { verificationView } from '../features/results/index.js';
import type { CliIo } from './program.js';
import { UsageError } from './read-json-file.js';
import { configFromOptions } from './serve-command.js';

/** Options of `ctp verify-results --org SLUG [--run ID]`. */
export const VerifyResultsOptionsSchema = z.object({
  org: SlugSchema,
  run: z.uuid('--run: a calculation run id').optional(),
  dataDir: z.string().optional(),
});
export type VerifyResultsOptions = z.input<typeof VerifyResultsOptionsSchema>;

/** What `ctp verify-results` prints: the results verification and the audit chain's. */
export interface VerifyResultsOutcome {
  readonly organization: string;
  readonly valid: boolean;
  readonly results: ReturnType<typeof verificationView>;
  readonly auditChain: Awaited<ReturnType<typeof verifyAuditChain>>;
}

/**
 * Recomputes an organization's reported results from its calculation records (as
 * `GET /api/results/verify`) and its audit hash chain (as `GET /api/audit/verify`), on the
 * configured database, read-only. `valid` only when both hold.
 */
export async function runVerifyResults(
  options: VerifyResultsOptions,
  io: CliIo,
): Promise<VerifyResultsOutcome> {
  const parsed = VerifyResultsOptionsSchema.safeParse(options);
  if (!parsed.success)
    throw new UsageError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  const o = parsed.data;
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
    const results = verificationView(
      await verifyResults(db, organization.id, o.run === undefined ? {} : { runId: o.run }),
    );
    const auditChain = await verifyAuditChain(db, organization.id);
    return { organization: o.org, valid: results.valid && auditChain.valid, results, auditChain };
  } finally {
    await runtime.close();
  }
}
