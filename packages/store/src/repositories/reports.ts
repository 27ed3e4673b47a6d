import { IsoDateSchema } from '@ctp/factors';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { dateString, toJson } from '../database/columns.js';
import type { ReportsTable, StoredReportArtifactRow } from '../database/reporting.js';
import {
  ConflictError,
  isCheckViolation,
  NotFoundError,
  parseInput,
  StoreValidationError,
} from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** Where a report is: queued (also between attempts), running, complete (immutable) or failed (final). */
export type ReportStatus = 'queued' | 'running' | 'complete' | 'failed';

/** One stored file of a generated report. */
export type ReportArtifact = Readonly<StoredReportArtifactRow>;

/**
 * A report of an organization. Requested with its verification code (the code is printed in the
 * report, so it exists before rendering); generated once, then immutable.
 */
export interface Report {
  readonly id: string;
  readonly organizationId: string;
  readonly frameworkCode: string;
  readonly frameworkVersion: string;
  readonly templateId: string | null;
  readonly templateVersion: number | null;
  readonly title: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly status: ReportStatus;
  readonly attempts: number;
  /** Why the last attempt failed (kept while a retry waits; the final reason once `failed`). */
  readonly failureReason: string | null;
  readonly verificationCode: string | null;
  /** SHA-256 (hex) of the sha256sum-style manifest of {@link artifacts}; set once complete. */
  readonly contentHash: string | null;
  readonly artifacts: readonly ReportArtifact[] | null;
  /** Totals by scope (exact decimal strings, kg CO2e) as printed in the report; set once complete. */
  readonly totals: Readonly<Record<string, string>> | null;
  readonly queueJobId: string | null;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly generatedAt: Date | null;
  /** The report this one restates, or null. */
  readonly replacesReportId: string | null;
}

/**
 * All the store asks of a verification code before the database sees it: 1 to 64 printable ASCII
 * characters, no space. The format itself (`CTP-{year}-{4 symbols}`) belongs to the report and is
 * defined once, by `@ctp/reporting` (`VERIFICATION_CODE_PATTERN`, `generateVerificationCode`); the
 * database enforces it with the CHECK constraint `reports_verification_code_format` (migration
 * 0013), which the server's contract test holds equal to reporting's pattern.
 */
const VerificationCodeText = z.string().regex(/^[!-~]{1,64}$/, 'not a verification code');
const CODE_FORMAT_CONSTRAINT = 'reports_verification_code_format';

export const ReportRequestSchema = z
  .object({
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    frameworkVersion: z.string().min(1).max(50),
    templateId: z.uuid().nullable().default(null),
    templateVersion: z.number().int().min(1).nullable().default(null),
    title: z.string().trim().min(1).max(300),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    createdBy: z.uuid().nullable().default(null),
    replacesReportId: z.uuid().nullable().default(null),
  })
  .strict()
  .refine((r) => r.periodEnd >= r.periodStart, { path: ['periodEnd'], message: 'is before periodStart' })
  .refine((r) => (r.templateId === null) === (r.templateVersion === null), {
    path: ['templateVersion'],
    message: 'is given exactly when templateId is',
  });

const ArtifactSchema = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/),
  key: z.string().min(1).max(1024),
  contentType: z.string().min(1).max(255),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ReportCompletionSchema = z.strictObject({
  contentHash: z.string().regex(/^[0-9a-f]{64}$/),
  artifacts: z.array(ArtifactSchema).min(1),
  totals: z.record(z.string(), DecimalString),
  generatedAt: z.date(),
  metadata: z.record(z.string(), z.json()).default({}),
});

function toReport(row: Selectable<ReportsTable>): Report {
  return {
    id: row.id,
    organizationId: row.organization_id,
    frameworkCode: row.framework_code,
    frameworkVersion: row.framework_version,
    templateId: row.template_id,
    templateVersion: row.template_version,
    title: row.title,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    status: row.status as ReportStatus,
    attempts: row.attempts,
    failureReason: row.failure_reason,
    verificationCode: row.verification_code,
    contentHash: row.content_hash,
    artifacts: row.artifacts,
    totals: row.totals,
    queueJobId: row.queue_job_id,
    metadata: row.metadata,
    createdBy: row.created_by,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    generatedAt: row.generated_at,
    replacesReportId: row.replaces_report_id,
  };
}

/** How many fresh verification codes {@link createReport} tries before giving up. */
export const VERIFICATION_CODE_ATTEMPTS = 8;

/**
 * Records a requested report (status `queued`) with a verification code from `newCode` (a CSPRNG
 * generator such as `generateVerificationCode` of `@ctp/reporting`; the store neither makes codes
 * nor defines their format). Codes are unique per deployment by the database's unique constraint,
 * across organizations; a collision is retried with a new code, without aborting the caller's
 * transaction (`ON CONFLICT … DO NOTHING`). @throws ConflictError after
 * {@link VERIFICATION_CODE_ATTEMPTS} collisions (the code space is exhausted for the year).
 * @throws StoreValidationError when the code is not a verification code: refused here if it is not
 *   a short printable token, else by the database's format check (a programming error of the
 *   generator, so the caller's transaction is aborted with it).
 */
export async function createReport(
  scope: OrganizationScope,
  input: z.input<typeof ReportRequestSchema>,
  newCode: () => string,
): Promise<Report> {
  const r = parseInput('report', ReportRequestSchema, input);
  for (let attempt = 0; attempt < VERIFICATION_CODE_ATTEMPTS; attempt++) {
    const code = parseInput('verification code', VerificationCodeText, newCode());
    const row = await insertQueuedReport(scope, r, code);
    if (row !== undefined) return toReport(row);
  }
  throw new ConflictError('report', 'no unused verification code found', {
    attempts: VERIFICATION_CODE_ATTEMPTS,
  });
}

/** The INSERT of {@link createReport}: undefined on a code collision; the format check as a validation error. */
async function insertQueuedReport(
  scope: OrganizationScope,
  r: z.output<typeof ReportRequestSchema>,
  code: string,
): Promise<Selectable<ReportsTable> | undefined> {
  try {
    return await scope.db
      .insertInto('reports')
      .values({
        id: uuidv7(),
        organization_id: scope.organizationId,
        framework_code: r.frameworkCode,
        framework_version: r.frameworkVersion,
        template_id: r.templateId,
        template_version: r.templateVersion,
        title: r.title,
        period_start: r.periodStart,
        period_end: r.periodEnd,
        status: 'queued',
        verification_code: code,
        metadata: '{}',
        created_by: r.createdBy,
        replaces_report_id: r.replacesReportId,
      })
      .onConflict((oc) => oc.constraint('reports_verification_code_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (!isCheckViolation(error, CODE_FORMAT_CONSTRAINT)) throw error;
    throw new StoreValidationError('verification code', [
      {
        path: '(root)',
        message: `${JSON.stringify(code)} is not a verification code (${CODE_FORMAT_CONSTRAINT})`,
      },
    ]);
  }
}

/** Records the queue job that generates the report (set once, right after it is sent). */
export async function setReportJob(scope: OrganizationScope, id: string, queueJobId: string): Promise<void> {
  const reportId = parseInput('report id', z.uuid(), id);
  const updated = await scope.db
    .updateTable('reports')
    .set({ queue_job_id: queueJobId })
    .where('id', '=', reportId)
    .where('queue_job_id', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new ConflictError('report', 'job already set', { id: reportId });
}

/**
 * Starts one generation attempt: `running`, attempts + 1, the last failure cleared. A complete
 * report is returned unchanged (a retry after the completing attempt crashed past its commit):
 * the caller must then not generate again. @throws NotFoundError
 */
export async function startReportAttempt(scope: OrganizationScope, id: string): Promise<Report> {
  const reportId = parseInput('report id', z.uuid(), id);
  const row = await scope.db
    .updateTable('reports')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      failure_reason: null,
      started_at: sql<Date>`coalesce(started_at, now())`,
    }))
    .where('id', '=', reportId)
    .where('status', '<>', 'complete')
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? getReport(scope, reportId) : toReport(row);
}

/**
 * Locks the report row until the end of the scope's transaction (`SELECT … FOR UPDATE`), so that
 * of two attempts that overlap (a worker presumed dead that is only slow) one uploads and
 * completes while the other waits, then sees `complete` and stops. @throws NotFoundError
 */
export async function lockReport(scope: OrganizationScope, id: string): Promise<Report> {
  const reportId = parseInput('report id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('report', reportId);
  return toReport(row);
}

/**
 * Marks a report complete with its artifacts, content hash and totals, in one statement: before
 * it nothing of the report is visible as generated; after it the database refuses any change.
 * @throws NotFoundError, ConflictError (already complete)
 */
export async function completeReport(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof ReportCompletionSchema>,
): Promise<Report> {
  const reportId = parseInput('report id', z.uuid(), id);
  const c = parseInput('report completion', ReportCompletionSchema, input);
  const row = await scope.db
    .updateTable('reports')
    .set({
      status: 'complete',
      content_hash: c.contentHash,
      artifacts: toJson(c.artifacts),
      totals: toJson(c.totals),
      metadata: toJson(c.metadata),
      failure_reason: null,
      generated_at: c.generatedAt,
      finished_at: new Date(),
    })
    .where('id', '=', reportId)
    .where('status', '<>', 'complete')
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return toReport(row);
  await getReport(scope, reportId);
  throw new ConflictError('report', 'already complete', { id: reportId });
}

/**
 * Records why an attempt failed: `final` makes the report `failed` (no retry follows), otherwise it
 * goes back to `queued` for its retry with the reason visible meanwhile. A complete report is left
 * alone (returns it unchanged).
 */
export async function recordReportFailure(
  scope: OrganizationScope,
  id: string,
  failure: { reason: string; final: boolean },
): Promise<Report> {
  const reportId = parseInput('report id', z.uuid(), id);
  const reason = parseInput('failure reason', z.string().min(1), failure.reason).slice(0, 2000);
  const row = await scope.db
    .updateTable('reports')
    .set({
      status: failure.final ? 'failed' : 'queued',
      failure_reason: reason,
      finished_at: failure.final ? new Date() : null,
    })
    .where('id', '=', reportId)
    .where('status', '<>', 'complete')
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? getReport(scope, reportId) : toReport(row);
}

/** A report of the scope's organization. @throws NotFoundError */
export async function getReport(scope: OrganizationScope, id: string): Promise<Report> {
  const reportId = parseInput('report id', z.uuid(), id);
  const row = await scope.db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (row === undefined) throw new NotFoundError('report', reportId);
  return toReport(row);
}

/** Reports of the scope's organization in creation order, a page at a time. */
export async function listReports(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<Report>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('reports').selectAll(), page, toReport);
}

/** What anyone holding a report may learn about it from its verification code: nothing private. */
export interface PublicReport {
  readonly verificationCode: string;
  readonly organizationName: string;
  readonly frameworkCode: string;
  readonly frameworkVersion: string;
  readonly frameworkName: string | null;
  readonly title: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly generatedAt: Date;
  readonly contentHash: string;
  /** File name → SHA-256 (hex) and size. */
  readonly artifacts: readonly { file: string; sha256: string; size: number }[];
  readonly totals: Readonly<Record<string, string>>;
  /** The verification code of the report this one restates, or null. */
  readonly replaces: string | null;
  /** The verification code of the newest complete report that restates this one, or null. */
  readonly supersededBy: string | null;
}

/**
 * System operation (the public verification lookup): the COMPLETE report with this code, as
 * {@link PublicReport} only (organization name, framework, period, generation time, hashes,
 * totals); undefined for an unknown code, a malformed one or a report not complete. One indexed
 * query either way.
 */
export async function findPublicReport(scope: SystemScope, code: string): Promise<PublicReport | undefined> {
  const checked = VerificationCodeText.safeParse(code);
  const lookup = checked.success ? checked.data : 'CTP-0000-NONE';
  const row = await scope.db
    .selectFrom('reports')
    .innerJoin('organizations', 'organizations.id', 'reports.organization_id')
    .leftJoin('report_framework_catalogue as f', (join) =>
      join
        .onRef('f.code', '=', 'reports.framework_code')
        .onRef('f.version', '=', 'reports.framework_version'),
    )
    .select([
      'reports.verification_code',
      'organizations.name as organization_name',
      'reports.framework_code',
      'reports.framework_version',
      'f.name as framework_name',
      'reports.title',
      'reports.period_start',
      'reports.period_end',
      'reports.generated_at',
      'reports.content_hash',
      'reports.artifacts',
      'reports.totals',
      (eb) =>
        eb
          .selectFrom('reports as old')
          .select('old.verification_code')
          .whereRef('old.id', '=', 'reports.replaces_report_id')
          .as('replaces'),
      (eb) =>
        eb
          .selectFrom('reports as newer')
          .select('newer.verification_code')
          .whereRef('newer.replaces_report_id', '=', 'reports.id')
          .where('newer.status', '=', 'complete')
          .orderBy('newer.generated_at', 'desc')
          .limit(1)
          .as('superseded_by'),
    ])
    .where('reports.verification_code', '=', lookup)
    .where('reports.status', '=', 'complete')
    .executeTakeFirst();
  if (!checked.success || row === undefined) return undefined;
  return {
    verificationCode: row.verification_code as string,
    organizationName: row.organization_name,
    frameworkCode: row.framework_code,
    frameworkVersion: row.framework_version,
    frameworkName: row.framework_name,
    title: row.title,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    generatedAt: row.generated_at as Date,
    contentHash: row.content_hash as string,
    artifacts: (row.artifacts ?? []).map((a) => ({ file: a.file, sha256: a.sha256, size: a.size })),
    totals: row.totals ?? {},
    replaces: row.replaces ?? null,
    supersededBy: row.superseded_by ?? null,
  };
}

/**
 * For a restatement: the report `id`, locked (`FOR UPDATE`, so two restatements of it are
 * serialized), and the report that already replaces it and has not failed, if any.
 */
export async function lockReportForReplacement(
  scope: OrganizationScope,
  id: string,
): Promise<{ report: Report; replacedBy: Report | undefined }> {
  const row = await scope.db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('report', id);
  const newer = await scope.db
    .selectFrom('reports')
    .selectAll()
    .where('replaces_report_id', '=', id)
    .where('status', '<>', 'failed')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return { report: toReport(row), replacedBy: newer === undefined ? undefined : toReport(newer) };
}
