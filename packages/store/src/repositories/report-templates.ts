import type { Selectable } from 'kysely';
import { z } from 'zod';
import { toJson } from '../database/columns.js';
import type { ReportTemplatesTable, ReportTemplateVersionsTable } from '../database/reporting.js';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/**
 * An organization's report template (cover text, logo, colours, section order, narrative text per
 * disclosure: the server validates `content`). Every change is a new immutable version; reports
 * record the version they used.
 */
export interface ReportTemplate {
  readonly id: string;
  readonly organizationId: string;
  readonly name: string;
  readonly frameworkCode: string;
  readonly version: number;
  readonly content: Readonly<Record<string, unknown>>;
  readonly archivedAt: Date | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** One immutable version of a template. */
export interface ReportTemplateVersion {
  readonly templateId: string;
  readonly version: number;
  readonly name: string;
  readonly frameworkCode: string;
  readonly content: Readonly<Record<string, unknown>>;
  readonly createdBy: string | null;
  readonly createdAt: Date;
}

export const ReportTemplateCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  content: z.record(z.string(), z.json()),
  createdBy: z.uuid().nullable().default(null),
});

export const ReportTemplateChangeSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  content: z.record(z.string(), z.json()),
  createdBy: z.uuid().nullable().default(null),
});

function toTemplate(row: Selectable<ReportTemplatesTable>): ReportTemplate {
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    frameworkCode: row.framework_code,
    version: row.current_version,
    content: row.content,
    archivedAt: row.archived_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toVersion(
  row: Selectable<ReportTemplateVersionsTable>,
  frameworkCode: string,
): ReportTemplateVersion {
  return {
    templateId: row.template_id,
    version: row.version,
    name: row.name,
    frameworkCode,
    content: row.content,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** Creates a template and its version 1. */
export async function createReportTemplate(
  scope: OrganizationScope,
  input: z.input<typeof ReportTemplateCreateSchema>,
): Promise<ReportTemplate> {
  const t = parseInput('report template', ReportTemplateCreateSchema, input);
  const id = uuidv7();
  const row = await scope.db
    .insertInto('report_templates')
    .values({
      id,
      organization_id: scope.organizationId,
      name: t.name,
      framework_code: t.frameworkCode,
      content: toJson(t.content),
      created_by: t.createdBy,
      updated_at: new Date(),
      current_version: 1,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await scope.db
    .insertInto('report_template_versions')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      template_id: id,
      version: 1,
      name: t.name,
      content: toJson(t.content),
      created_by: t.createdBy,
    })
    .execute();
  return toTemplate(row);
}

/**
 * Records a new version of an active template (name and content replaced as a whole) and makes it
 * current. @throws NotFoundError (unknown or archived)
 */
export async function changeReportTemplate(
  scope: OrganizationScope,
  id: string,
  input: z.input<typeof ReportTemplateChangeSchema>,
): Promise<ReportTemplate> {
  const templateId = parseInput('report template id', z.uuid(), id);
  const t = parseInput('report template', ReportTemplateChangeSchema, input);
  const row = await scope.db
    .updateTable('report_templates')
    .set((eb) => ({
      name: t.name,
      content: toJson(t.content),
      current_version: eb('current_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', templateId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('report template', templateId);
  await scope.db
    .insertInto('report_template_versions')
    .values({
      id: uuidv7(),
      organization_id: scope.organizationId,
      template_id: templateId,
      version: row.current_version,
      name: t.name,
      content: toJson(t.content),
      created_by: t.createdBy,
    })
    .execute();
  return toTemplate(row);
}

/** Archives a template: new reports cannot use it; its versions stay for the reports that did. */
export async function archiveReportTemplate(scope: OrganizationScope, id: string): Promise<ReportTemplate> {
  const templateId = parseInput('report template id', z.uuid(), id);
  const row = await scope.db
    .updateTable('report_templates')
    .set({ archived_at: new Date(), updated_at: new Date() })
    .where('id', '=', templateId)
    .where('archived_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row !== undefined) return toTemplate(row);
  await getReportTemplate(scope, templateId);
  throw new ConflictError('report template', 'already archived', { id: templateId });
}

/** A template (current version) of the scope's organization. @throws NotFoundError */
export async function getReportTemplate(scope: OrganizationScope, id: string): Promise<ReportTemplate> {
  const templateId = parseInput('report template id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('report_templates')
    .selectAll()
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('report template', templateId);
  return toTemplate(row);
}

/** One version of a template. @throws NotFoundError */
export async function getReportTemplateVersion(
  scope: OrganizationScope,
  id: string,
  version: number,
): Promise<ReportTemplateVersion> {
  const template = await getReportTemplate(scope, id);
  const v = parseInput('template version', z.number().int().min(1), version);
  const row = await scope.db
    .selectFrom('report_template_versions')
    .selectAll()
    .where('template_id', '=', template.id)
    .where('version', '=', v)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('report template version', `${template.id}@${v}`);
  return toVersion(row, template.frameworkCode);
}

/** Every version of a template, oldest first. @throws NotFoundError */
export async function listReportTemplateVersions(
  scope: OrganizationScope,
  id: string,
): Promise<ReportTemplateVersion[]> {
  const template = await getReportTemplate(scope, id);
  const rows = await scope.db
    .selectFrom('report_template_versions')
    .selectAll()
    .where('template_id', '=', template.id)
    .orderBy('version')
    .execute();
  return rows.map((r) => toVersion(r, template.frameworkCode));
}

/** Templates of the scope's organization (archived ones included) in creation order, a page at a time. */
export async function listReportTemplates(
  scope: OrganizationScope,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<ReportTemplate>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(scope.db.selectFrom('report_templates').selectAll(), page, toTemplate);
}
