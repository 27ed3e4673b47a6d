import { IsoDateSchema } from '@ctp/factors';
import { mapReport, parseReportInput, renderArtifacts, verificationMetadata } from '@ctp/reporting';
import {
  appendAudit,
  completeReport,
  defineJob,
  type JobContext,
  lockReport,
  type Report,
  type ReportProgress,
  recordReportFailure,
  reportArtifactKey,
  startReportAttempt,
  withOrganization,
} from '@ctp/store';
import { z } from 'zod';
import type { Runtime } from '../../wiring/runtime.js';
import { collectReportInput } from './collect-input.js';

/**
 * The report generation job. Payload exactly as specified: reportId, organizationId,
 * frameworkCode, periodStart, periodEnd (the report row is the source of truth; the payload is
 * checked against it). A failed attempt is retried three times with exponential backoff (5 s,
 * then up to 5 min); a worker that dies mid-job stops sending heartbeats, and the queue's
 * supervision hands the job to another worker within about `heartbeatSeconds` plus
 * `CTP_JOB_SUPERVISE_SECONDS`.
 */
export const generateReportJob = defineJob({
  name: 'generate',
  payload: z.strictObject({
    reportId: z.uuid(),
    organizationId: z.uuid(),
    frameworkCode: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
  }),
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  heartbeatSeconds: 10,
  // A safety net behind the heartbeat: no generation takes half an hour.
  expireInSeconds: 30 * 60,
});

export type GenerateReportPayload = z.output<typeof generateReportJob.payload>;

/** The job's result: where each artifact is stored, and the content hash. */
export interface GenerateReportResult {
  reportId: string;
  contentHash: string;
  artifacts: { file: string; key: string; sha256: string; size: number }[];
}

/** The progress steps, exactly as specified. */
export const GENERATE_STEPS = {
  collecting: { percent: 10, message: 'Collecting data...' },
  mapping: { percent: 30, message: 'Mapping to framework...' },
  rendering: { percent: 50, message: 'Rendering template...' },
  pdf: { percent: 70, message: 'Generating PDF...' },
  uploading: { percent: 90, message: 'Uploading artifacts...' },
  complete: { percent: 100, message: 'Complete' },
} as const;

function resultOf(report: Report): GenerateReportResult {
  return {
    reportId: report.id,
    contentHash: report.contentHash as string,
    artifacts: (report.artifacts ?? []).map((a) => ({
      file: a.file,
      key: a.key,
      sha256: a.sha256,
      size: a.size,
    })),
  };
}

/**
 * One attempt of the job. Exactly-once completion: the artifacts are written under their keys
 * (a retry overwrites a crashed attempt's partial uploads), then, holding the report row's lock,
 * the report is marked complete with the hashes in one statement. An attempt that finds the report
 * complete (an earlier attempt committed, then its worker died before acknowledging the job) returns
 * the stored locations without rendering again; two overlapping attempts serialize on the lock and
 * the second one stops there. The last failed attempt leaves the report `failed` with its reason.
 */
export async function generateReport(
  runtime: Runtime,
  job: JobContext<GenerateReportPayload>,
  progress: ReportProgress,
): Promise<GenerateReportResult> {
  const { reportId, organizationId } = job.data;
  const db = runtime.database.db;
  const started = await withOrganization(db, organizationId, (s) => startReportAttempt(s, reportId));
  if (started.status === 'complete') return resultOf(started);
  const step = (name: keyof typeof GENERATE_STEPS) => progress(GENERATE_STEPS[name]);
  try {
    if (
      started.frameworkCode !== job.data.frameworkCode ||
      started.periodStart !== job.data.periodStart ||
      started.periodEnd !== job.data.periodEnd
    ) {
      throw new Error('the job payload does not match the report it names');
    }
    await step('collecting');
    const generatedAt = new Date();
    const data = await withOrganization(db, organizationId, (scope) =>
      collectReportInput(scope, {
        report: started,
        registry: runtime.registry,
        publicUrl: runtime.config.publicUrl,
        generatedAt,
      }),
    );
    const input = parseReportInput(data);
    await step('mapping');
    const framework = runtime.frameworks.get(started.frameworkCode, started.frameworkVersion);
    const mapped = mapReport(framework, input);
    const rendered = await renderArtifacts(mapped, input, {
      onStep: (s) => step(s === 'documents' ? 'rendering' : 'pdf'),
    });
    await step('uploading');
    const completed = await withOrganization(db, organizationId, async (scope) => {
      const locked = await lockReport(scope, reportId);
      if (locked.status === 'complete') return locked;
      const artifacts = [];
      for (const file of rendered.files) {
        const key = reportArtifactKey(organizationId, reportId, file.name);
        const stored = await runtime.artifacts.put(key, file.bytes, { contentType: file.contentType });
        if (stored.sha256 !== file.sha256) throw new Error(`artifact ${file.name} was stored corrupted`);
        artifacts.push({
          file: file.name,
          key,
          contentType: file.contentType,
          size: stored.size,
          sha256: stored.sha256,
        });
      }
      const metadata = verificationMetadata(mapped, rendered.hash);
      const done = await completeReport(scope, reportId, {
        contentHash: rendered.hash.contentHash,
        artifacts,
        totals: { ...metadata.totalsKgCo2e },
        generatedAt,
        metadata: {
          completeness: { ...mapped.completeness },
          warnings: mapped.warnings.map((w) => ({
            disclosureId: w.disclosureId,
            missing: [...w.missing],
            message: w.message,
          })),
          manifest: rendered.hash.manifest,
        },
      });
      await appendAudit(scope, {
        actorType: 'system',
        actorId: null,
        action: 'report.complete',
        entityType: 'report',
        entityId: reportId,
        details: { contentHash: done.contentHash, attempts: done.attempts, files: artifacts.length },
      });
      return done;
    });
    await step('complete');
    return resultOf(completed);
  } catch (error) {
    const final = job.attempt >= (generateReportJob.retryLimit ?? 0);
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await withOrganization(db, organizationId, async (scope) => {
      const failed = await recordReportFailure(scope, reportId, { reason, final });
      if (final && failed.status === 'failed') {
        await appendAudit(scope, {
          actorType: 'system',
          actorId: null,
          action: 'report.fail',
          entityType: 'report',
          entityId: reportId,
          details: { reason, attempts: failed.attempts },
        });
      }
    }).catch((recordError: unknown) =>
      runtime.logger.error({ err: recordError, reportId }, 'recording a report failure failed'),
    );
    throw error;
  }
}

/** Creates the queue and works it in this process (one report at a time per worker). */
export async function registerGenerateReport(runtime: Runtime): Promise<void> {
  await runtime.jobs.createQueue(generateReportJob);
  await runtime.jobs.work(generateReportJob, (job, progress) => generateReport(runtime, job, progress), {
    pollingIntervalSeconds: 1,
    onError: (err, job) => runtime.logger.error({ err, job }, 'report generation attempt failed'),
  });
}
