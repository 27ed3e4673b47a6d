import { ROLES, type Role } from '@ctp/auth';
import {
  createOrganization,
  createUser,
  listAudit,
  type TestTarget,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { json, openServerHarness, PASSWORD, type ServerHarness } from './server-harness.js';

/** The first organization's setup body: Ada is its first ORG_ADMIN (with a password). */
export const SETUP = {
  organizationName: 'Acme Manufacturing',
  organizationSlug: 'acme',
  adminName: 'Ada Admin',
  adminEmail: 'ada@example.com',
  adminPassword: PASSWORD,
};

/** A response with its parsed JSON body. */
export interface Answer {
  res: Response;
  body: Record<string, unknown> & {
    type?: string;
    code?: string;
    errors?: { pointer: string; in?: string; code: string; message: string; row?: number; field?: string }[];
  };
}

/**
 * Test support: a server on `target` after first-time setup, with an API token per role in the
 * first organization (the ORG_ADMIN token acts for Ada), and a second organization with its own
 * admin (the tenant-isolation sweeps). Not for production code.
 */
export interface TenantFixture {
  h: ServerHarness;
  orgId: string;
  adaId: string;
  tokens: Record<Role, string>;
  other: { orgId: string; adminId: string; adminToken: string };
  as(role: Role): Record<string, string>;
  call(path: string, init?: RequestInit): Promise<Answer>;
  send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer>;
  tokenFor(organizationId: string, role: Role, createdBy?: string | null): Promise<string>;
  /** Audit actions on an entity, oldest first. */
  auditActions(entityId: string): Promise<string[]>;
}

export async function openTenantFixture(
  target: TestTarget,
  env: Record<string, string> = {},
): Promise<TenantFixture> {
  const h = await openServerHarness(target, env);
  const db = h.runtime.database.db;
  // Like a command-line client: no Origin header (production refuses http:// origins).
  const setup = await h.request('/api/setup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SETUP),
  });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status}`);
  const created = (await setup.json()) as { organization: { id: string }; admin: { id: string } };
  const orgId = created.organization.id;
  const adaId = created.admin.id;

  const tokenFor = (organizationId: string, role: Role, createdBy: string | null = null) =>
    h.issueToken(organizationId, role, createdBy);
  const tokens = {} as Record<Role, string>;
  for (const role of ROLES) tokens[role] = await tokenFor(orgId, role, role === 'ORG_ADMIN' ? adaId : null);

  const otherOrg = await withSystem(db, (s) => createOrganization(s, { name: 'Other Co', slug: 'other-co' }));
  const otherAdmin = await withOrganization(db, otherOrg.id, (scope) =>
    createUser(scope, { email: 'olga@other.example', name: 'Olga Other', role: 'ORG_ADMIN' }),
  );
  const other = {
    orgId: otherOrg.id,
    adminId: otherAdmin.id,
    adminToken: await tokenFor(otherOrg.id, 'ORG_ADMIN', otherAdmin.id),
  };

  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    const res = await h.request(path, init);
    const text = await res.text();
    return { res, body: text === '' ? {} : JSON.parse(text) };
  };
  return {
    h,
    orgId,
    adaId,
    tokens,
    other,
    as: (role) => ({ authorization: `Bearer ${tokens[role]}` }),
    call,
    send: (method, path, body, headers) => call(path, json(method, body, headers)),
    tokenFor,
    auditActions: async (entityId) => {
      const page = await withOrganization(db, orgId, (scope) => listAudit(scope, { limit: 500 }));
      // The log lists newest first; callers read the history in order.
      return page.items
        .filter((e) => e.entityId === entityId)
        .map((e) => e.action)
        .reverse();
    },
  };
}
