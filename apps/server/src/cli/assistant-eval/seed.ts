import { createApiToken as newApiToken } from '@ctp/auth';
import {
  type ActivityDataInput,
  bulkInsertActivityData,
  createApiToken,
  createOrganization,
  createUser,
  listUsers,
  saveBaseYearPolicy,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { generateReportJob, registerGenerateReport } from '../../features/reports/index.js';
import type { App } from '../../http/app-env.js';
import type { Runtime } from '../../wiring/runtime.js';
import { seedDemo } from '../demo-command.js';

/** An organization of the evaluation, and an API client for it (the ordinary HTTP API, in process). */
export interface EvalOrganization {
  readonly key: 'demo' | 'northwind';
  readonly id: string;
  readonly name: string;
  /** GET a JSON resource of the ordinary (non-assistant) API as this organization's administrator. */
  get<T>(path: string): Promise<T>;
  send<T>(method: string, path: string, body: unknown): Promise<{ status: number; body: T }>;
}

const ORIGIN = 'http://localhost';

async function client(app: App, runtime: Runtime, key: EvalOrganization['key'], id: string, name: string) {
  const { token, record } = newApiToken({
    organizationId: id,
    role: 'ORG_ADMIN',
    name: 'assistant evaluation',
  });
  await withOrganization(runtime.database.db, id, (scope) =>
    createApiToken(scope, {
      tokenHash: record.tokenHash,
      lastFour: record.lastFour,
      role: 'ORG_ADMIN',
      name: record.name,
      createdBy: null,
    }),
  );
  const headers = { authorization: `Bearer ${token}`, origin: ORIGIN };
  const org: EvalOrganization = {
    key,
    id,
    name,
    async get<T>(path: string) {
      const res = await app.request(`${ORIGIN}${path}`, { headers });
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async send<T>(method: string, path: string, body: unknown) {
      const res = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
  };
  return org;
}

const REPORTING = (boundary: string, revenueYear: string) => ({
  settings: {
    reporting: {
      country: 'GB',
      consolidationApproach: 'operational_control',
      netRevenue: { [revenueYear]: { amount: '48000000', currency: 'GBP' } },
      reportingBoundary: boundary,
    },
  },
});

/**
 * Sets the base year where reports read it, the base-year policy (5 % threshold, all triggers), as
 * the organization's first administrator (created when the organization has none: it must name one).
 */
async function setBaseYear(runtime: Runtime, organizationId: string, baseYear: number): Promise<void> {
  await withOrganization(runtime.database.db, organizationId, async (scope) => {
    const admin =
      (await listUsers(scope)).find((u) => u.role === 'ORG_ADMIN') ??
      (await createUser(scope, {
        email: 'evaluation-admin@example.org',
        name: 'Evaluation administrator',
        role: 'ORG_ADMIN',
      }));
    await saveBaseYearPolicy(scope, { baseYear, updatedBy: admin.id });
  });
}

/** Requests a report through the API and waits (bounded) until the worker has finished it. */
async function generate(org: EvalOrganization, body: Record<string, string>): Promise<void> {
  const requested = await org.send<{ id: string }>('POST', '/api/reports', body);
  if (requested.status !== 202) throw new Error(`report request: ${JSON.stringify(requested.body)}`);
  const until = Date.now() + 180_000;
  for (;;) {
    const status = await org.get<{ status: string }>(`/api/reports/${requested.body.id}/status`);
    if (status.status === 'complete') return;
    if (status.status === 'failed') throw new Error(`report ${body.frameworkCode} failed`);
    if (Date.now() > until) throw new Error(`report ${body.frameworkCode} did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Northwind Logistics, a company of another shape than the demo: three depots in Great Britain,
 * Scopes 1 and 2 only (no Scope 3), a depot closed after June 2024 (a removed source), a hub
 * opened in July 2025 (a new source), two months of missing electricity at Bristol in 2025, and
 * market-based electricity without certificates (residual mix only). Deterministic.
 */
export function northwindActivities(f: {
  bristol: string;
  glasgow: string;
  manchester: string;
}): ActivityDataInput[] {
  const rows: ActivityDataInput[] = [];
  for (const year of [2024, 2025]) {
    for (let month = 1; month <= 12; month += 1) {
      const mm = String(month).padStart(2, '0');
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const period = { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${last}` };
      const site = (facilityId: string, name: string) => ({
        facilityId,
        ...period,
        sourceDocument: `northwind/${year}-${mm}/${name}`,
      });
      const grow = year === 2025 ? 11 : 10; // Bristol's fleet grew by a tenth in 2025
      const bristol = site(f.bristol, 'bristol');
      rows.push(
        {
          ...bristol,
          category: 'scope1.mobile_combustion',
          quantity: String(4200 * grow + month * 37),
          unit: 'L',
          attributes: { fuel: 'diesel' },
        },
        {
          ...bristol,
          category: 'scope1.stationary_combustion',
          quantity: String(30000 + (6 - Math.abs(6 - month)) * 1500),
          unit: 'kWh',
          attributes: { fuel: 'natural_gas' },
        },
      );
      if (!(year === 2025 && (month === 3 || month === 4))) {
        const kwh = String(52000 + month * 410);
        rows.push(
          {
            ...bristol,
            category: 'scope2.electricity.location_based',
            quantity: kwh,
            unit: 'kWh',
            dataQuality: 'measured',
          },
          {
            ...bristol,
            category: 'scope2.electricity.market_based',
            quantity: kwh,
            unit: 'kWh',
            dataQuality: 'measured',
          },
        );
      }
      if (year === 2024 && month <= 6) {
        const glasgow = site(f.glasgow, 'glasgow');
        rows.push(
          {
            ...glasgow,
            category: 'scope1.mobile_combustion',
            quantity: String(9100 + month * 11),
            unit: 'L',
            attributes: { fuel: 'diesel' },
          },
          {
            ...glasgow,
            category: 'scope2.electricity.location_based',
            quantity: String(21000 + month * 90),
            unit: 'kWh',
          },
          {
            ...glasgow,
            category: 'scope2.electricity.market_based',
            quantity: String(21000 + month * 90),
            unit: 'kWh',
          },
        );
      }
      if (year === 2025 && month >= 7) {
        const hub = site(f.manchester, 'manchester');
        rows.push(
          {
            ...hub,
            category: 'scope1.mobile_combustion',
            quantity: String(15500 + month * 23),
            unit: 'L',
            attributes: { fuel: 'diesel' },
          },
          {
            ...hub,
            category: 'scope2.electricity.location_based',
            quantity: String(64000 + month * 120),
            unit: 'kWh',
          },
          {
            ...hub,
            category: 'scope2.electricity.market_based',
            quantity: String(64000 + month * 120),
            unit: 'kWh',
          },
        );
      }
    }
  }
  return rows;
}

/**
 * Seeds the two organizations of the evaluation through the ordinary paths: the demo of
 * `ctp demo` with TCFD and CSRD reports for 2025, and Northwind Logistics with a GRI report for
 * 2025. Reports are generated by the report worker, started here in process.
 */
export async function seedEvaluation(runtime: Runtime, app: App): Promise<EvalOrganization[]> {
  await runtime.jobs.start();
  await runtime.jobs.createQueue(generateReportJob);
  await registerGenerateReport(runtime);

  const demo = await seedDemo(runtime, 'demo-eval');
  const demoOrg = await client(app, runtime, 'demo', demo.organization.id, demo.organization.name);
  await demoOrg.send(
    'PATCH',
    '/api/organizations/current',
    REPORTING('Both sites (Leeds plant, Oakland office); no exclusions.', '2025'),
  );
  await setBaseYear(runtime, demo.organization.id, 2024);
  await generate(demoOrg, {
    frameworkCode: 'tcfd',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    title: 'TCFD report 2025',
  });
  await generate(demoOrg, {
    frameworkCode: 'csrd',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    title: 'CSRD report 2025',
  });

  const created = await withSystem(runtime.database.db, (s) =>
    createOrganization(s, { name: 'Northwind Logistics', slug: 'northwind-eval', settings: {} }),
  );
  const nw = await client(app, runtime, 'northwind', created.id, created.name);
  const facility = async (body: Record<string, string>) => {
    const r = await nw.send<{ id: string }>('POST', '/api/facilities', body);
    if (r.status !== 201) throw new Error(`facility: ${JSON.stringify(r.body)}`);
    return r.body.id;
  };
  const bristol = await facility({ name: 'Bristol depot', country: 'GB', gridRegion: 'GB' });
  const glasgow = await facility({ name: 'Glasgow depot', country: 'GB', gridRegion: 'GB' });
  const manchester = await facility({ name: 'Manchester hub', country: 'GB', gridRegion: 'GB' });
  await facility({ name: 'Cardiff yard', country: 'GB', gridRegion: 'GB' }); // no data at all
  await withOrganization(runtime.database.db, nw.id, (scope) =>
    bulkInsertActivityData(scope, northwindActivities({ bristol, glasgow, manchester })),
  );
  const run = await nw.send('POST', '/api/calculations', {
    periodStart: '2024-01-01',
    periodEnd: '2025-12-31',
  });
  if (run.status >= 300) throw new Error(`calculation: ${JSON.stringify(run.body)}`);
  await nw.send(
    'PATCH',
    '/api/organizations/current',
    REPORTING('All depots and the hub; no exclusions.', '2025'),
  );
  await setBaseYear(runtime, created.id, 2024);
  await generate(nw, {
    frameworkCode: 'gri',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    title: 'GRI report 2025',
  });
  return [demoOrg, nw];
}
