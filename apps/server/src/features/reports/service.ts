import { artifactForFormat } from '@ctp/reporting';
import {
  getOrganization,
  getReport,
  type JobStatus,
  listReports,
  type Report,
  withOrganization,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { downloadName } from './download-name.js';
import { requestReport } from './request-report.js';
import type { ReportCreate } from './schemas.js';

type Artifact = NonNullable<Report['artifacts']>[number];

/** A report with the queue status of its job (null: no job yet, or the queue dropped it). */
export interface ReportWithJob {
  report: Report;
  job: JobStatus | null;
}

/**
 * The reports service: requests a report (see {@link requestReport}), reads reports with their
 * job's state, and hands out the artifacts of complete ones.
 */
export function reportsService(runtime: Runtime) {
  const db = runtime.database.db;
  const jobOf = async (report: Report): Promise<JobStatus | null> =>
    report.queueJobId === null ? null : runtime.jobs.status(report.queueJobId);
  const withJob = async (report: Report): Promise<ReportWithJob> => ({ report, job: await jobOf(report) });
  const read = (caller: Caller, id: string) =>
    withOrganization(db, caller.organizationId, (s) => getReport(s, id));
  return {
    request: async (caller: Caller, body: z.infer<typeof ReportCreate>): Promise<ReportWithJob> =>
      withJob(await requestReport(runtime, caller, body)),

    /** One page, without job details. */
    list: (caller: Caller, page: { limit: number; cursor: string | null }) =>
      withOrganization(db, caller.organizationId, (scope) => listReports(scope, page)),

    get: async (caller: Caller, id: string): Promise<ReportWithJob> => withJob(await read(caller, id)),

    /**
     * One artifact of a complete report, its bytes and the name to save it under (organization,
     * framework, period: see {@link downloadName}).
     * @throws ProblemError `REPORT_NOT_COMPLETE`, `NOT_FOUND` (no such artifact)
     */
    download: async (
      caller: Caller,
      id: string,
      format: string,
    ): Promise<{ artifact: Artifact; bytes: Uint8Array; name: string }> => {
      const { report, organization } = await withOrganization(db, caller.organizationId, async (s) => ({
        report: await getReport(s, id),
        organization: await getOrganization(s),
      }));
      if (report.status !== 'complete' || report.artifacts === null) {
        throw new ProblemError('REPORT_NOT_COMPLETE', { detail: `the report is ${report.status}` });
      }
      const spec = artifactForFormat(format);
      const artifact = report.artifacts.find((a) => a.file === spec?.name);
      if (spec === undefined || artifact === undefined) {
        throw new ProblemError('NOT_FOUND', { detail: `the report has no ${format} artifact` });
      }
      const object = await runtime.artifacts.get(artifact.key);
      if (object === null) throw new Error(`artifact ${artifact.key} of a complete report is missing`);
      const name = downloadName({
        organizationSlug: organization.slug,
        frameworkCode: report.frameworkCode,
        periodStart: report.periodStart,
        periodEnd: report.periodEnd,
        file: artifact.file,
      });
      return { artifact, bytes: object.bytes, name };
    },
  };
}
