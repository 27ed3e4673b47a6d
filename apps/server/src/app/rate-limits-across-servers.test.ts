import { testTargets } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURES_PER_ACCOUNT } from '../features/setup-and-sign-in/index.js';
import type { App } from '../http/app-env.js';
import { json, ORIGIN } from '../testing/server-harness.js';
import { openTenantFixture, SETUP, type TenantFixture } from '../testing/users-fixture.js';
import { createRateLimiterFactory } from '../wiring/rate-limits.js';
import { createServerApp } from './server-app.js';

// Two server apps built on one database stand for two server processes behind a load balancer
// (each app builds its own limiters, as each process does). Issue 19: the budgets counted per
// process, so N servers gave N times the budget; they are now counted in the database.
describe.each(testTargets(process.env.TEST_DATABASE_URL))('rate limits across servers on $name', (target) => {
  let f: TenantFixture;
  let apps: [App, App];
  const on = (app: App, path: string, init?: RequestInit) =>
    Promise.resolve(app.request(`${ORIGIN}${path}`, init));

  beforeAll(async () => {
    f = await openTenantFixture(target, {
      CTP_VERIFY_LOOKUPS_PER_MINUTE: '2',
      CTP_ASSISTANT_RATE_LIMIT: '2',
    });
    apps = [f.h.app, createServerApp(f.h.runtime)];
  }, 180_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('shares one counter between limiters of two processes, and stores no plain key', async () => {
    const [a, b] = [
      createRateLimiterFactory(f.h.runtime.database),
      createRateLimiterFactory(f.h.runtime.database),
    ];
    const options = { keyPrefix: 'test-shared', points: 3, durationSeconds: 60 };
    const [first, second] = [a(options), b(options)];
    await first.consume('203.0.113.7');
    await second.consume('203.0.113.7');
    await first.consume('203.0.113.7');
    await expect(second.consume('203.0.113.7')).rejects.toMatchObject({ remainingPoints: 0 });
    expect((await first.get('203.0.113.7'))?.consumedPoints).toBe(4);
    // Another key has its own budget.
    await expect(second.consume('203.0.113.8')).resolves.toMatchObject({ remainingPoints: 2 });
    const keys = await sql<{ key: string }>`SELECT key FROM rate_limits`.execute(f.h.runtime.database.db);
    expect(keys.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys.rows)).not.toContain('203.0.113');
    expect(await second.delete('203.0.113.7')).toBe(true);
    expect(await first.get('203.0.113.7')).toBeNull();
  });

  it('refuses the third verification lookup of a minute on the other server', async () => {
    expect((await on(apps[0], '/api/verify/CTP-2020-AAAA')).status).toBe(404);
    expect((await on(apps[1], '/api/verify/CTP-2020-AAAB')).status).toBe(404);
    const limited = await on(apps[1], '/api/verify/CTP-2020-AAAC');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await on(apps[0], '/api/verify/CTP-2020-AAAD')).status).toBe(429);
  });

  it('counts failed sign-ins of an account across servers', async () => {
    const attempt = (password: string) =>
      json('POST', { organizationSlug: SETUP.organizationSlug, email: SETUP.adminEmail, password });
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
      const app = apps[i % 2] as App;
      expect((await on(app, '/api/auth/sign-in', attempt('wrong password!!'))).status).toBe(401);
    }
    // Even the right password is refused now, on either server.
    for (const app of apps)
      expect((await on(app, '/api/auth/sign-in', attempt(SETUP.adminPassword))).status).toBe(429);
  });

  it("counts an asker's questions to the assistant across servers", async () => {
    const ask = (app: App) =>
      on(
        app,
        '/api/ai-assistant/chat',
        json('POST', { organizationId: f.orgId, query: 'Explain 2025' }, f.as('READ_ONLY')),
      );
    expect((await ask(apps[0])).status).toBe(200);
    expect((await ask(apps[1])).status).toBe(200);
    const limited = await ask(apps[0]);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { type: string }).type).toBe('urn:ctp:problem:assistant-rate-limited');
    expect((await ask(apps[1])).status).toBe(429);
  });
});
