import { ROLES, type Role } from '@ctp/auth';
import { createOrganization, type TestTarget, withSystem } from '@ctp/store';
import { json, openServerHarness, PASSWORD, type ServerHarness } from './server-harness.js';

/** A problem+json body as the tests read it. */
export interface Problem {
  type: string;
  code: string;
  status: number;
  detail?: string;
  errors?: { pointer: string; in: string; code: string }[];
}

/** A JSON answer. */
export interface Answer {
  res: Response;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  body: any;
}

/**
 * An organization set up through `/api/setup`, an API token per role, and a second organization
 * with its own admin token (for cross-tenant checks). Test support for the calculation tests only.
 */
export interface CalculationsHarness {
  h: ServerHarness;
  orgId: string;
  otherOrgId: string;
  /** Authorization header of a role (of the first organization). */
  as(role: Role): Record<string, string>;
  /** Authorization header of the other organization's admin. */
  other: Record<string, string>;
  call(path: string, init: RequestInit): Promise<Answer>;
  post(path: string, body: unknown, role?: Role): Promise<Answer>;
  get(path: string, role?: Role): Promise<Answer>;
  close(): Promise<void>;
}

/** `env`: server settings for this harness, e.g. `CTP_CALCULATION_INLINE_LIMIT`. */
export async function openCalculationsHarness(
  target: TestTarget,
  slug: string,
  env: Record<string, string> = {},
): Promise<CalculationsHarness> {
  const h = await openServerHarness(target, env);
  const setup = await h.request(
    '/api/setup',
    json('POST', {
      organizationName: 'Acme Manufacturing',
      organizationSlug: slug,
      adminName: 'Ada Admin',
      adminEmail: 'ada@example.com',
      adminPassword: PASSWORD,
    }),
  );
  if (setup.status !== 201) throw new Error(`setup answered ${setup.status}`);
  const orgId = ((await setup.json()) as { organization: { id: string } }).organization.id;
  const tokenFor = (organizationId: string, role: Role) => h.issueToken(organizationId, role);
  const tokens: Partial<Record<Role, string>> = {};
  for (const role of ROLES) tokens[role] = await tokenFor(orgId, role);
  const other = await withSystem(h.runtime.database.db, (s) =>
    createOrganization(s, { name: 'Other Co', slug: `${slug}-other` }),
  );
  const otherToken = await tokenFor(other.id, 'ORG_ADMIN');
  const as = (role: Role) => ({ authorization: `Bearer ${tokens[role]}` });
  const call = async (path: string, init: RequestInit): Promise<Answer> => {
    const res = await h.request(path, init);
    return { res, body: await res.json() };
  };
  return {
    h,
    orgId,
    otherOrgId: other.id,
    as,
    other: { authorization: `Bearer ${otherToken}` },
    call,
    post: (path, body, role = 'ORG_MEMBER') => call(path, json('POST', body, as(role))),
    get: (path, role = 'READ_ONLY') => call(path, { headers: as(role) }),
    close: () => h.close(),
  };
}

/** Stores 1,000 kWh of natural gas burnt in GB for each month of 2025 named ('01' …), as the member. */
export async function postMonthlyGas(t: CalculationsHarness, months: readonly string[]): Promise<void> {
  for (const month of months) {
    const res = await t.post('/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '1000',
      unit: 'kWh',
      region: 'GB',
      attributes: { fuel: 'natural_gas' },
      periodStart: `2025-${month}-01`,
      periodEnd: `2025-${month}-28`,
    });
    if (res.res.status !== 201) throw new Error(`POST /api/activities answered ${res.res.status}`);
  }
}
