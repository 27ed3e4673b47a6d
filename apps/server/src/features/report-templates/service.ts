import {
  appendAudit,
  archiveReportTemplate,
  changeReportTemplate,
  createReportTemplate,
  getReportTemplate,
  listCatalogueFrameworks,
  listReportTemplates,
  listReportTemplateVersions,
  type ReportTemplate,
  type ReportTemplateVersion,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { FrameworkCatalogue, TemplateChange, TemplateCreate } from './schemas.js';

type AuditDetails = NonNullable<Parameters<typeof appendAudit>[1]['details']>;

/**
 * The report templates service: the framework catalogue this deployment can report in, and the
 * templates of the organization. Every change of a template is a new immutable version, audited.
 */
export function reportTemplatesService(runtime: Runtime) {
  const db = runtime.database.db;
  const audit = (caller: Caller, action: string, t: ReportTemplate, details: AuditDetails) => ({
    ...caller.actor,
    action,
    entityType: 'report_template',
    entityId: t.id,
    details,
    requestId: caller.requestId,
  });
  return {
    /** The catalogue's frameworks this deployment has loaded, each version with its disclosures. */
    frameworks: async (caller: Caller): Promise<z.infer<typeof FrameworkCatalogue>['items']> => {
      const rows = await withOrganization(db, caller.organizationId, listCatalogueFrameworks);
      return rows
        .filter((r) => runtime.frameworks.has(r.code, r.version))
        .map((r) => {
          const fw = runtime.frameworks.get(r.code, r.version);
          return {
            code: r.code,
            version: r.version,
            name: r.name,
            source: r.source,
            definitionHash: r.definitionHash,
            disclosures: fw.disclosures.map((d) => ({
              id: d.id,
              title: d.title,
              section: d.section,
              narratives: d.values.flatMap((v) =>
                v.mapping.source === 'narrative' ? [{ key: v.mapping.key, label: v.label }] : [],
              ),
            })),
            current: runtime.frameworks.get(r.code).version === r.version,
            supersedes: fw.supersedes === undefined ? null : { ...fw.supersedes },
          };
        });
    },

    /** Version 1 of a template. @throws ProblemError `REPORT_FRAMEWORK_UNKNOWN` */
    create: async (caller: Caller, body: z.infer<typeof TemplateCreate>): Promise<ReportTemplate> => {
      if (!runtime.frameworks.has(body.frameworkCode)) {
        throw new ProblemError('REPORT_FRAMEWORK_UNKNOWN', { detail: `no framework ${body.frameworkCode}` });
      }
      return withOrganization(db, caller.organizationId, async (scope) => {
        const t = await createReportTemplate(scope, {
          name: body.name,
          frameworkCode: body.frameworkCode,
          content: body.content as Record<string, never>,
          createdBy: caller.principal.userId ?? null,
        });
        await appendAudit(
          scope,
          audit(caller, 'report_template.create', t, {
            name: t.name,
            frameworkCode: t.frameworkCode,
            version: t.version,
          }),
        );
        return t;
      });
    },

    list: (caller: Caller, page: { limit: number; cursor: string | null }) =>
      withOrganization(db, caller.organizationId, (scope) => listReportTemplates(scope, page)),

    get: (caller: Caller, id: string): Promise<ReportTemplate> =>
      withOrganization(db, caller.organizationId, (s) => getReportTemplate(s, id)),

    /** Records a new version (reports keep the version they used). */
    change: (caller: Caller, id: string, body: z.infer<typeof TemplateChange>): Promise<ReportTemplate> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const t = await changeReportTemplate(scope, id, {
          name: body.name,
          content: body.content as Record<string, never>,
          createdBy: caller.principal.userId ?? null,
        });
        await appendAudit(
          scope,
          audit(caller, 'report_template.change', t, { name: t.name, version: t.version }),
        );
        return t;
      }),

    versions: (caller: Caller, id: string): Promise<ReportTemplateVersion[]> =>
      withOrganization(db, caller.organizationId, (s) => listReportTemplateVersions(s, id)),

    /** New reports cannot use an archived template; its versions stay for the reports that did. */
    archive: (caller: Caller, id: string): Promise<ReportTemplate> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const t = await archiveReportTemplate(scope, id);
        await appendAudit(
          scope,
          audit(caller, 'report_template.archive', t, { name: t.name, version: t.version }),
        );
        return t;
      }),
  };
}
