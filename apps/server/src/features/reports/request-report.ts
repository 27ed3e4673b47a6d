import { FrameworkNotFoundError, generateVerificationCode } from '@ctp/reporting';
import {
  appendAudit,
  asQueueOwner,
  createReport,
  getReport,
  getReportTemplate,
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
      },
      requestId: caller.requestId,
    });
    return { report: await getReport(scope, report.id) } as const;
  });
  if ('refused' in outcome) throw new ProblemError('REPORT_TEMPLATE_UNUSABLE', { detail: outcome.refused });
  return outcome.report;
}
