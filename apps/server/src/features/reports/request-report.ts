import { FrameworkNotFoundError, generateVerificationCode } from '@ctp/reporting';
import {
  appendAudit,
  asQueueOwner,
  createReport,
  getReport,
  getReportTemplate,
  lockReportForReplacement,
  type Report,
  setReportJob,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { generateReportJob } from './generate-report-job.js';
import type { ReportCreate } from './schemas.js';

/**
 * Requests a report: picks the framework for the period (`FrameworkRegistry.forPeriod`, unless
 * `keepFramework`), checks it and the template, creates the report with its
 * verification code and queues the job `generate` in the same transaction (outbox), with its audit
 * entry. @throws ProblemError `REPORT_FRAMEWORK_UNKNOWN`, `REPORT_TEMPLATE_UNUSABLE`
 */
export async function requestReport(
  runtime: Runtime,
  caller: Caller,
  body: z.infer<typeof ReportCreate>,
): Promise<Report> {
  let framework: ReturnType<typeof runtime.frameworks.get>;
  try {
    // A framework superseded for this period (GRI 305 by GRI 102 from 2027) gives way to its
    // successor unless the requester keeps the one named.
    framework =
      body.keepFramework === true
        ? runtime.frameworks.get(body.frameworkCode)
        : runtime.frameworks.forPeriod(body.frameworkCode, body.periodStart);
  } catch (error) {
    if (!(error instanceof FrameworkNotFoundError)) throw error;
    throw new ProblemError('REPORT_FRAMEWORK_UNKNOWN', {
      detail: `no framework ${body.frameworkCode}; available: ${runtime.frameworks
        .list()
        .map((f) => f.code)
        .join(', ')}`,
    });
  }
  const outcome = await withOrganization(runtime.database.db, caller.organizationId, async (scope) => {
    const template = body.templateId === undefined ? null : await getReportTemplate(scope, body.templateId);
    if (template !== null && (template.archivedAt !== null || template.frameworkCode !== framework.code)) {
      return {
        refused:
          template.archivedAt !== null
            ? 'the template is archived'
            : template.frameworkCode === body.frameworkCode
              ? `the template is for ${template.frameworkCode}, which ${framework.code} replaces for periods from ${framework.supersedes?.forPeriodsFrom}; set keepFramework to use ${template.frameworkCode}`
              : `the template is for ${template.frameworkCode}, not ${framework.code}`,
      } as const;
    }
    if (body.replaces !== undefined) {
      const refused = await replacementRefusal(scope, body.replaces, body);
      if (refused !== null) return { replacementRefused: refused } as const;
    }
    const year = new Date().getUTCFullYear();
    const report = await createReport(
      scope,
      {
        frameworkCode: framework.code,
        frameworkVersion: framework.version,
        templateId: template?.id ?? null,
        templateVersion: template?.version ?? null,
        title: body.title ?? `${framework.name}, ${body.periodStart} to ${body.periodEnd}`,
        periodStart: body.periodStart,
        periodEnd: body.periodEnd,
        createdBy: caller.principal.userId ?? null,
        replacesReportId: body.replaces ?? null,
      },
      () => generateVerificationCode(year),
    );
    const payload = {
      reportId: report.id,
      organizationId: scope.organizationId,
      frameworkCode: framework.code,
      periodStart: report.periodStart,
      periodEnd: report.periodEnd,
    };
    // Outbox: the job exists exactly when the report row does.
    const jobId = await asQueueOwner(scope, (trx) =>
      runtime.jobs.send(generateReportJob, payload, { db: trx, idempotencyKey: `report-${report.id}` }),
    );
    await setReportJob(scope, report.id, jobId);
    await appendAudit(scope, {
      ...caller.actor,
      action: 'report.request',
      entityType: 'report',
      entityId: report.id,
      details: {
        framework: `${framework.code}@${framework.version}`,
        template: template === null ? null : `${template.id}@${template.version}`,
        periodStart: report.periodStart,
        periodEnd: report.periodEnd,
        verificationCode: report.verificationCode,
        replaces: body.replaces ?? null,
      },
      requestId: caller.requestId,
    });
    return { report: await getReport(scope, report.id) } as const;
  });
  if ('replacementRefused' in outcome)
    throw new ProblemError('REPORT_REPLACEMENT_REFUSED', { detail: outcome.replacementRefused });
  if ('refused' in outcome) throw new ProblemError('REPORT_TEMPLATE_UNUSABLE', { detail: outcome.refused });
  return outcome.report;
}

/**
 * Why a report cannot replace report `id` (null when it can): the old one must be complete, of the
 * same period, and not already replaced by a report that has not failed. Locks the old report.
 */
async function replacementRefusal(
  scope: Parameters<typeof lockReportForReplacement>[0],
  id: string,
  body: { periodStart: string; periodEnd: string },
): Promise<string | null> {
  const { report, replacedBy } = await lockReportForReplacement(scope, id);
  if (report.status !== 'complete') return 'only a complete report can be replaced';
  if (report.periodStart !== body.periodStart || report.periodEnd !== body.periodEnd)
    return `the replaced report covers ${report.periodStart} to ${report.periodEnd}; a restatement covers the same period`;
  if (replacedBy !== undefined) return `report ${replacedBy.verificationCode} already replaces it`;
  return null;
}
