import { ROLES, type Role } from '@ctp/auth';
import {
  createActivityData,
  createFacility,
  createOrganization,
  listUsers,
  type TestTarget,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { expect } from 'vitest';
import { runCalculation } from '../features/calculations/index.js';
import { json, openServerHarness, PASSWORD, type ServerHarness } from './server-harness.js';

/** First month of the seeded history and its length (30 months: 2024-01 to 2026-06; the shipped factors start in 2024). */
export const HISTORY_START = { year: 2024, month: 1 };
export const HISTORY_MONTHS = 30;
/** Months of history seeded for the other organization (too short for a seasonal model). */
export const OTHER_MONTHS = 10;

const monthOf = (i: number) => {
  const y = HISTORY_START.year + Math.floor((HISTORY_START.month - 1 + i) / 12);
  const m = ((HISTORY_START.month - 1 + i) % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { periodStart: `${y}-${mm}-01`, periodEnd: `${y}-${mm}-${last}`, month: m };
};

/** A server with one organization holding 30 months of calculated emissions, its tokens and helpers. */
export interface ForecastingFixture {
  h: ServerHarness;
  orgId: string;
  adminUserId: string;
  /** A token for each role (created by no one). */
  tokens: Record<Role, string>;
  /** An ORG_ADMIN token created by the setup administrator (an accountable person). */
  personalAdminToken: string;
  /** An ORG_ADMIN token of another organization, which has 10 months of history. */
  otherAdmin: string;
  call(path: string, init: RequestInit): Promise<{ res: Response; body: Record<string, unknown> }>;
  send(
    method: string,
    path: string,
    body: unknown,
    as?: Role | string,
  ): ReturnType<ForecastingFixture['call']>;
  get(path: string, as?: Role | string): ReturnType<ForecastingFixture['call']>;
  close(): Promise<void>;
}

const tokenFor = (h: ServerHarness, organizationId: string, role: Role, createdBy: string | null = null) =>
  h.issueToken(organizationId, role, createdBy);

/**
 * Seeds `months` months of natural gas (Scope 1, seasonal, slowly falling) and electricity
 * (Scope 2 location- and market-based, slowly rising) and calculates them with the real engine.
 */
async function seed(h: ServerHarness, organizationId: string, months: number, withElectricity: boolean) {
  await withOrganization(h.runtime.database.db, organizationId, async (scope) => {
    const leeds = await createFacility(scope, { name: 'Leeds plant', country: 'GB' });
    const oakland = await createFacility(scope, {
      name: 'Oakland office',
      country: 'US',
      gridRegion: 'US-CAMX',
    });
    for (let i = 0; i < months; i++) {
      const { periodStart, periodEnd, month } = monthOf(i);
      const season = Math.cos((2 * Math.PI * (month - 1)) / 12);
      const gas = Math.round(180_000 * (1 + 0.3 * season) * (1 - 0.006 * i));
      await createActivityData(scope, {
        category: 'scope1.stationary_combustion',
        quantity: String(gas),
        unit: 'kWh',
        facilityId: leeds.id,
        attributes: { fuel: 'natural_gas' },
        periodStart,
        periodEnd,
      });
      if (!withElectricity) continue;
      const kwh = String(Math.round(40_000 * (1 - 0.15 * season) * (1 + 0.004 * i)));
      for (const method of ['location_based', 'market_based']) {
        await createActivityData(scope, {
          category: `scope2.electricity.${method}`,
          quantity: kwh,
          unit: 'kWh',
          facilityId: oakland.id,
          periodStart,
          periodEnd,
        });
      }
    }
  });
  const summary = await runCalculation(
    { db: h.runtime.database.db, registry: h.runtime.registry },
    {
      organizationId,
      actorUserId: null,
      selection: {
        kind: 'period',
        periodStart: monthOf(0).periodStart,
        periodEnd: monthOf(months - 1).periodEnd,
      },
    },
  );
  expect(summary.failed).toEqual([]);
  expect(summary.calculated).toBe(months * (withElectricity ? 3 : 1));
}

/** `env`: server settings for this fixture, e.g. `CTP_FORECAST_INLINE_BUDGET_MS`. */
export async function openForecastingFixture(
  target: TestTarget,
  env: Record<string, string> = {},
): Promise<ForecastingFixture> {
  const h = await openServerHarness(target, env);
  const setup = await h.request(
    '/api/setup',
    json('POST', {
      organizationName: 'Acme Manufacturing',
      organizationSlug: 'acme',
      adminName: 'Ada Admin',
      adminEmail: 'ada@example.com',
      adminPassword: PASSWORD,
    }),
  );
  expect(setup.status).toBe(201);
  const orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
  const adminUserId = (await withOrganization(h.runtime.database.db, orgId, (s) => listUsers(s)))[0]
    ?.id as string;
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = await tokenFor(h, orgId, role);
  const personalAdminToken = await tokenFor(h, orgId, 'ORG_ADMIN', adminUserId);
  const other = await withSystem(h.runtime.database.db, (s) =>
    createOrganization(s, { name: 'Other Co', slug: 'other-co' }),
  );
  const otherAdmin = await tokenFor(h, other.id, 'ORG_ADMIN');
  await seed(h, orgId, HISTORY_MONTHS, true);
  await seed(h, other.id, OTHER_MONTHS, false);

  const bearer = (as: Role | string) => ({
    authorization: `Bearer ${(ROLES as readonly string[]).includes(as) ? tokens[as as Role] : as}`,
  });
  const call = async (path: string, init: RequestInit) => {
    const res = await h.request(path, init);
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  return {
    h,
    orgId,
    adminUserId,
    tokens,
    personalAdminToken,
    otherAdmin,
    call,
    send: (method, path, body, as = 'ORG_MEMBER') => call(path, json(method, body, bearer(as))),
    get: (path, as = 'READ_ONLY') => call(path, { headers: bearer(as) }),
    close: () => h.close(),
  };
}
