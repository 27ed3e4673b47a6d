import { ARTIFACTS } from '@ctp/reporting';
import type { JobStatus, Report } from '@ctp/store';
import { z } from '@hono/zod-openapi';

/** Download formats, each serving one artifact file (see `ARTIFACTS` of @ctp/reporting). */
export const DOWNLOAD_FORMATS = ARTIFACTS.map((a) => a.format);

const ArtifactView = z.object({
  file: z.string(),
  format: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  download: z.string(),
});

const ProgressView = z.object({ percent: z.number().int(), message: z.string() }).nullable();

const JobView = z
  .object({
    id: z.string(),
    state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
    attempt: z.number().int(),
    retryLimit: z.number().int(),
    progress: ProgressView,
    error: z.object({ name: z.string(), message: z.string(), code: z.string().optional() }).nullable(),
  })
  .nullable()
  .openapi({
    description: 'The queue job; null once the queue has dropped it (finished jobs are kept 7 days).',
  });

export const ReportView = z
  .object({
    id: z.uuid(),
    title: z.string(),
    frameworkCode: z.string(),
    frameworkVersion: z.string(),
    templateId: z.uuid().nullable(),
    templateVersion: z.number().int().nullable(),
    periodStart: z.string(),
    periodEnd: z.string(),
    status: z.enum(['queued', 'running', 'complete', 'failed']),
    attempts: z.number().int(),
    failureReason: z.string().nullable(),
    verificationCode: z.string().nullable(),
    verificationUrl: z.string().nullable(),
    contentHash: z.string().nullable(),
    artifacts: z.array(ArtifactView),
    totals: z.record(z.string(), z.string()).nullable(),
    completeness: z
      .object({ filled: z.number().int(), total: z.number().int(), percent: z.string() })
      .nullable()
      .openapi({ description: 'Disclosures filled, once complete' }),
    warnings: z
      .array(z.object({ disclosureId: z.string(), missing: z.array(z.string()), message: z.string() }))
      .openapi({
        description: 'One per required disclosure the data could not fill, naming what is missing',
      }),
    createdBy: z.uuid().nullable(),
    replacesReportId: z.uuid().nullable().openapi({ description: 'The report this one restates, or null' }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    generatedAt: z.string().nullable(),
    job: JobView,
  })
  .openapi('Report');

export const ReportStatusView = z
  .object({
    id: z.uuid(),
    status: z.enum(['queued', 'running', 'complete', 'failed']),
    percent: z.number().int(),
    message: z.string().nullable(),
    attempts: z.number().int(),
    failureReason: z.string().nullable(),
    steps: z.array(z.object({ percent: z.number().int(), message: z.string(), attempt: z.number().int() })),
  })
  .openapi('ReportStatus');

/**
 * The status a person should see: the report row, except that a job the queue gave up on without
 * the handler recording it (its last worker died on the last attempt) shows as `failed` with the
 * queue's reason.
 */
export function effectiveStatus(
  report: Report,
  job: JobStatus | null,
): {
  status: Report['status'];
  failureReason: string | null;
} {
  if (report.status !== 'complete' && report.status !== 'failed' && job?.state === 'failed') {
    return { status: 'failed', failureReason: job.error?.message ?? 'the job failed' };
  }
  return { status: report.status, failureReason: report.failureReason };
}

export function reportView(
  report: Report,
  job: JobStatus | null,
  publicUrl: string,
): z.infer<typeof ReportView> {
  const { status, failureReason } = effectiveStatus(report, job);
  return {
    id: report.id,
    title: report.title,
    frameworkCode: report.frameworkCode,
    frameworkVersion: report.frameworkVersion,
    templateId: report.templateId,
    templateVersion: report.templateVersion,
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    status,
    attempts: report.attempts,
    failureReason,
    replacesReportId: report.replacesReportId,
    verificationCode: report.verificationCode,
    verificationUrl:
      report.verificationCode === null ? null : `${publicUrl}/verify/${report.verificationCode}`,
    contentHash: report.contentHash,
    artifacts: (report.artifacts ?? []).map((a) => {
      const format = ARTIFACTS.find((x) => x.name === a.file)?.format ?? a.file;
      return {
        file: a.file,
        format,
        contentType: a.contentType,
        size: a.size,
        sha256: a.sha256,
        download: `/api/reports/${report.id}/download/${format}`,
      };
    }),
    totals: report.totals === null ? null : { ...report.totals },
    completeness:
      (report.metadata.completeness as z.infer<typeof ReportView>['completeness'] | undefined) ?? null,
    warnings: Array.isArray(report.metadata.warnings)
      ? (report.metadata.warnings as z.infer<typeof ReportView>['warnings'])
      : [],
    createdBy: report.createdBy,
    createdAt: report.createdAt.toISOString(),
    startedAt: report.startedAt?.toISOString() ?? null,
    finishedAt: report.finishedAt?.toISOString() ?? null,
    generatedAt: report.generatedAt?.toISOString() ?? null,
    job:
      job === null
        ? null
        : {
            id: job.id,
            state: job.state,
            attempt: job.attempt,
            retryLimit: job.retryLimit,
            progress:
              job.progress === null ? null : { percent: job.progress.percent, message: job.progress.message },
            error: job.error ?? null,
          },
  };
}

export function statusView(report: Report, job: JobStatus | null): z.infer<typeof ReportStatusView> {
  const { status, failureReason } = effectiveStatus(report, job);
  const latest = job?.progress ?? null;
  return {
    id: report.id,
    status,
    percent: status === 'complete' ? 100 : (latest?.percent ?? 0),
    message: status === 'complete' ? 'Complete' : (latest?.message ?? null),
    attempts: report.attempts,
    failureReason,
    steps: (job?.steps ?? []).map((s) => ({ percent: s.percent, message: s.message, attempt: s.attempt })),
  };
}
