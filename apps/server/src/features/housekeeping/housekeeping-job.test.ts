import {
  createOrganization,
  createPactAccessToken,
  createSession,
  createSharingGrant,
  createUser,
  saveAuthConfig,
  saveOidcAuthorizationState,
  testTargets,
  withOrganization,
  withSystem,
} from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerHarness, type ServerHarness } from '../../testing/server-harness.js';
import { HOUSEKEEPING_CRON, housekeepingJob, registerHousekeeping } from './housekeeping-job.js';

const targets = testTargets(process.env.TEST_DATABASE_URL);
const HOUR = 60 * 60 * 1000;

describe.each(targets)('housekeeping on $name', (target) => {
  let h: ServerHarness;

  beforeAll(async () => {
    h = await openServerHarness(target);
    await h.runtime.jobs.start();
    await registerHousekeeping(h.runtime);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is scheduled, and a run deletes expired sessions, OIDC sign-in states and week-old PACT tokens only', async () => {
    expect(await h.runtime.jobs.schedules()).toContainEqual({
      queue: 'housekeeping',
      cron: HOUSEKEEPING_CRON,
    });

    const db = h.runtime.database.db;
    const org = await withSystem(db, (scope) =>
      createOrganization(scope, { name: 'Housekept', slug: 'housekept' }),
    );
    const now = Date.now();
    await withOrganization(db, org.id, async (scope) => {
      const user = await createUser(scope, { email: 'h@example.com', name: 'H', role: 'ORG_MEMBER' });
      const session = (idHash: string, idleMs: number, absoluteMs: number) =>
        createSession(scope, {
          idHash,
          userId: user.id,
          role: 'ORG_MEMBER',
          authMethod: 'password',
          createdAt: new Date(now - 2 * HOUR),
          lastSeenAt: new Date(now - HOUR),
          idleExpiresAt: new Date(now + idleMs),
          absoluteExpiresAt: new Date(now + absoluteMs),
        });
      await session('live-session-hash-0001', HOUR, 10 * HOUR);
      await session('idle-expired-hash-0002', -HOUR, 10 * HOUR);
      await session('absolute-expired-0003', HOUR, -1);
      const config = await saveAuthConfig(scope, { issuer: 'https://idp.example.com', clientId: 'ctp' });
      for (const [hash, ms] of [
        ['L'.repeat(43), HOUR],
        ['E'.repeat(43), -HOUR],
      ] as const) {
        await saveOidcAuthorizationState(scope, {
          stateHash: hash,
          authConfigId: config.id,
          sealedSecrets: 'v1.x',
          expiresAt: new Date(now + ms),
        });
      }
      // An expired PACT token is kept seven days, so its partner is told TokenExpired rather than unknown.
      const grant = await createSharingGrant(scope, {
        customerName: 'Kept',
        clientId: 'pact_client_housekept_01',
        secretHash: 'hash-of-the-secret-housekept',
      });
      for (const [hash, ms] of [
        ['pact-token-expired-an-hour', -HOUR],
        ['pact-token-expired-8-days', -8 * 24 * HOUR],
      ] as const) {
        await createPactAccessToken(scope, {
          grantId: grant.id,
          tokenHash: hash,
          expiresAt: new Date(now + ms),
        });
      }
    });

    // A spent window and a live one of a shared rate limit.
    await sql`INSERT INTO rate_limits VALUES ('t:spent', 3, ${now - HOUR}), ('t:live', 1, ${now + HOUR})`.execute(
      db,
    );

    const id = await h.runtime.jobs.send(housekeepingJob, {});
    let status = await h.runtime.jobs.status<{ expiredSessions: number }>(id);
    for (let i = 0; i < 150 && status?.state !== 'completed' && status?.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await h.runtime.jobs.status(id);
    }
    expect(status).toMatchObject({
      state: 'completed',
      result: { expiredSessions: 2, expiredOidcStates: 1, expiredPactTokens: 1, expiredRateLimits: 1 },
    });
    const tokens = await withSystem(db, (scope) =>
      sql<{ token_hash: string }>`select token_hash from pact_access_tokens`.execute(scope.db),
    );
    expect(tokens.rows.map((r) => r.token_hash)).toEqual(['pact-token-expired-an-hour']);
    const limits = await sql<{ key: string }>`select key from rate_limits where key like 't:%'`.execute(db);
    expect(limits.rows.map((r) => r.key)).toEqual(['t:live']);
    const left = await withSystem(db, (scope) =>
      sql<{ token_hash: string }>`select token_hash from sessions where organization_id = ${org.id}`.execute(
        scope.db,
      ),
    );
    expect(left.rows.map((r) => r.token_hash)).toEqual(['live-session-hash-0001']);
    const states = await withSystem(db, (scope) =>
      sql<{ state_hash: string }>`select state_hash from oidc_authorization_states`.execute(scope.db),
    );
    expect(states.rows.map((r) => r.state_hash)).toEqual(['L'.repeat(43)]);
  }, 30_000);
});
