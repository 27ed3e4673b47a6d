import { IsoDateSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { dateString } from '../database/columns.js';
import type { ReportsTable } from '../database/reporting.js';
import { ConflictError, isUniqueViolation, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope, SystemScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A report of an organization: requested, then generated once (hash and verification code fixed). */
export interface Report {
  readonly id: string;
  readonly organizationId: string;
  readonly frameworkCode: string;
  readonly frameworkVersion: string;
  readonly templateId: string | null;
  readonly title: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly status: string;
  readonly contentHash: string | null;
  readonly verificationCode: string | null;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly generatedAt: Date | null;
}

export const ReportInputSchema = z
  .object({
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    frameworkVersion: z.string().min(1).max(50),
    templateId: z.uuid().nullable().default(null),
    title: z.string().trim().min(1).max(300),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    createdBy: z.uuid().nullable().default(null),
  })
  .strict()
  .refine((r) => r.periodEnd >= r.periodStart, { path: ['periodEnd'], message: 'is before periodStart' });

export const ReportGeneratedSchema = z
  .object({
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    verificationCode: z.string().min(4).max(64),
    metadata: z.record(z.string(), z.json()).default({}),
  })
  .strict();

function toReport(row: Selectable<ReportsTable>): Report {
  return {
    id: row.id,
    organizationId: row.organization_id,
    frameworkCode: row.framework_code,
    frameworkVersion: row.framework_version,
    templateId: row.template_id,
    title: row.title,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    status: row.status,
    contentHash: row.content_hash,
    verificationCode: row.verification_code,
    metadata: row.metadata,
    createdBy: row.created_by,
    createdAt: row.created_at,
    generatedAt: row.generated_at,
  };
}

/** Records a requested report (status `pending`) in the scope's organization. */
export async function createReport(
  scope: OrganizationScope,
  input: z.input<typeof ReportInputSchema>,
): Promise<Report> {
  const r = parseInput('report', ReportInputSchema, input);
  const row = await scope.db
    .insertInto('reports')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      framework_code: r.frameworkCode,
      framework_version: r.frameworkVersion,
      template_id: r.templateId,
      title: r.title,
      period_start: r.periodStart,
      period_end: r.periodEnd,
      status: 'pending',
      metadata: '{}',
      created_by: r.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(row);
}

/**
 * Marks a report generated with its content hash and verification code. Only once: a generated
 * report's hash never changes. @throws NotFoundError, ConflictError
 */
export async function markReportGenerated(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof ReportGeneratedSchema>,
): Promise<Report> {
  const reportId = parseInput('report id', z.uuid(), id);
  const g = parseInput('generated report', ReportGeneratedSchema, input);
  try {
    const row = await scope.db
      .updateTable('reports')
      .set({
        status: 'generated',
        content_hash: g.contentHash,
        verification_code: g.verificationCode,
        metadata: JSON.stringify(g.metadata),
        generated_at: new Date(),
      })
      .where('id', '=', reportId)
      .where('content_hash', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row !== undefined) return toReport(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('report', 'verification code already used');
    throw error;
  }
  await getReport(scope, reportId);
  throw new ConflictError('report', 'already generated', { id: reportId });
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

/**
 * System operation (the public verification lookup): the generated report with this code and
 * its organization's public id and name, or undefined. Returns nothing else of the tenant.
 */
export async function findReportByVerificationCode(
  scope: SystemScope,
  code: string,
): Promise<{ report: Report; organization: { publicOrgId: string; name: string } } | undefined> {
  const row = await scope.db
    .selectFrom('reports')
    .innerJoin('organizations', 'organizations.id', 'reports.organization_id')
    .selectAll('reports')
    .select(['organizations.public_org_id', 'organizations.name as organization_name'])
    .where('reports.verification_code', '=', code)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { public_org_id, organization_name, ...report } = row;
  return { report: toReport(report), organization: { publicOrgId: public_org_id, name: organization_name } };
}
