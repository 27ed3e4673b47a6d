import { createHash } from 'node:crypto';
import { artifactForFormat } from '@ctp/reporting';
import { bulkInsertActivityData, type TestTarget, withOrganization } from '@ctp/store';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { DEMO_BASE_YEAR, DEMO_RUNS, DEMO_YEARS, demoActivities } from '../cli/demo-data.js';
import { generateReportJob, registerGenerateReport } from '../features/reports/index.js';
import { openTenantFixture, type TenantFixture } from './users-fixture.js';

/** Test support: the demo organization's data, calculated, with the report worker running in process. */
export interface ReportFixture extends TenantFixture {
  /** Requests a report as ORG_MEMBER and waits until it is complete or failed; returns its view. */
  generate(body: Record<string, unknown>): Promise<Record<string, unknown> & { id: string; status: string }>;
  /** Every artifact of a complete report, by its canonical file name (`report.pdf`), downloaded through the API. */
  download(report: { id: string }): Promise<Map<string, Uint8Array>>;
  /**
   * The exact sums (kg CO2e) of the calculation records behind the current results of a period,
   * read from the records themselves (`record.output.co2eKg`), independently of the report code.
   */
  recordTotals(periodStart: string, periodEnd: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** Polls until `check` returns a value or the time is up (a wait, not a timed assertion). */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sha256sum-style manifest and content hash of files, computed here as a third party would. */
export function manifestOf(files: Map<string, Uint8Array>): { manifest: string; contentHash: string } {
  const names = [...files.keys()].sort();
  const manifest = names
    .map(
      (n) =>
        `${createHash('sha256')
          .update(files.get(n) as Uint8Array)
          .digest('hex')}  ${n}\n`,
    )
    .join('');
  return { manifest, contentHash: createHash('sha256').update(manifest, 'utf8').digest('hex') };
}

export async function openReportFixture(
  target: TestTarget,
  env: Record<string, string> = {},
  options: {
    worker?: boolean;
    /**
     * The whole history of `ctp demo` (2019–2025, base year 2019, its runs with their dataset pins,
     * posted through `POST /api/calculations`) instead of 2024–2025 with base year 2024.
     */
    fullDemo?: boolean;
  } = {},
): Promise<ReportFixture> {
  const f = await openTenantFixture(target, { CTP_JOB_SUPERVISE_SECONDS: '1', ...env });
  const db = f.h.runtime.database.db;
  const admin = f.as('ORG_ADMIN');
  const facility = async (body: Record<string, string>) => {
    const answer = await f.send('POST', '/api/facilities', body, admin);
    if (answer.res.status !== 201) throw new Error(`facility: ${JSON.stringify(answer.body)}`);
    return answer.body.id as string;
  };
  const leeds = await facility({ name: 'Leeds plant', country: 'GB', gridRegion: 'GB' });
  const oakland = await facility({ name: 'Oakland office', country: 'US', gridRegion: 'US-CAMX' });
  await withOrganization(db, f.orgId, (scope) =>
    bulkInsertActivityData(
      scope,
      demoActivities({ leeds, oakland }, options.fullDemo ? DEMO_YEARS : undefined),
    ),
  );
  const runs = options.fullDemo ? DEMO_RUNS : [{ periodStart: '2024-01-01', periodEnd: '2025-12-31' }];
  for (const body of runs) {
    const run = await f.send('POST', '/api/calculations', body, admin);
    if (run.res.status >= 300) throw new Error(`calculation: ${JSON.stringify(run.body)}`);
  }
  const profile = await f.send(
    'PATCH',
    '/api/organizations/current',
    {
      settings: {
        reporting: {
          country: 'GB',
          consolidationApproach: 'operational_control',
          netRevenue: { '2025': { amount: '48000000', currency: 'GBP' } },
          reportingBoundary: 'Both sites (Leeds plant, Oakland office); no exclusions.',
        },
      },
    },
    admin,
  );
  if (profile.res.status !== 200) throw new Error(`profile: ${JSON.stringify(profile.body)}`);
  // The base year has one home, the policy table (set on the periods screen).
  const baseYear = options.fullDemo ? DEMO_BASE_YEAR : 2024;
  const policy = await f.send('PUT', '/api/organizations/current/base-year', { baseYear }, admin);
  if (policy.res.status !== 200) throw new Error(`base year: ${JSON.stringify(policy.body)}`);

  // The queue runs in this process (sending, supervision); the worker too unless a test brings its own.
  await f.h.runtime.jobs.start();
  await f.h.runtime.jobs.createQueue(generateReportJob);
  if (options.worker !== false) await registerGenerateReport(f.h.runtime);

  const member = f.as('ORG_MEMBER');
  return {
    ...f,
    async generate(body) {
      const requested = await f.send('POST', '/api/reports', body, member);
      if (requested.res.status !== 202) throw new Error(`request: ${JSON.stringify(requested.body)}`);
      const id = requested.body.id as string;
      await waitFor(async () => {
        const status = await f.call(`/api/reports/${id}/status`, { headers: member });
        return ['complete', 'failed'].includes(status.body.status as string) ? true : undefined;
      });
      const report = await f.call(`/api/reports/${id}`, { headers: member });
      return report.body as Record<string, unknown> & { id: string; status: string };
    },
    async download(report) {
      const files = new Map<string, Uint8Array>();
      for (const format of ['pdf', 'html', 'json', 'csv', 'activity-csv', 'methodology']) {
        const res = await f.h.request(`/api/reports/${report.id}/download/${format}`, { headers: member });
        if (res.status !== 200) throw new Error(`download ${format}: ${res.status} ${await res.text()}`);
        // Keyed by the artifact's canonical name (the one the manifest lists), not the download name.
        const name = artifactForFormat(format)?.name as string;
        files.set(name, new Uint8Array(await res.arrayBuffer()));
      }
      return files;
    },
    async recordTotals(periodStart, periodEnd) {
      const { rows } = await withOrganization(db, f.orgId, (scope) =>
        sql<{ scope: number; method: string | null; co2e: string }>`
        SELECT r.scope, r.method, c.record -> 'output' ->> 'co2eKg' AS co2e
        FROM emission_results r
        JOIN calculation_records c ON c.id = r.calculation_record_id
        JOIN raw_activity_data a ON a.id = r.activity_id
        WHERE r.organization_id = ${f.orgId} AND r.superseded_at IS NULL AND a.superseded_at IS NULL
          AND r.period_start >= ${periodStart} AND r.period_end <= ${periodEnd}`.execute(scope.db),
      );
      const sums = {
        scope1: new Decimal(0),
        scope2LocationBased: new Decimal(0),
        scope2MarketBased: new Decimal(0),
        scope3: new Decimal(0),
      };
      for (const row of rows) {
        const key =
          row.scope === 1
            ? 'scope1'
            : row.scope === 3
              ? 'scope3'
              : row.method === 'market_based'
                ? 'scope2MarketBased'
                : 'scope2LocationBased';
        sums[key] = sums[key].plus(row.co2e);
      }
      return Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v.toFixed()]));
    },
    async close() {
      await f.h.runtime.jobs.stop({ graceful: false });
      await f.h.close();
    },
  };
}
