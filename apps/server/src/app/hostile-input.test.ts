import { testTargets, withSystem } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../http/bounded.js';
import {
  type CalculationsHarness,
  openCalculationsHarness,
  type Problem,
} from '../testing/calculations-harness.js';
import { json } from '../testing/server-harness.js';

const MEGABYTE = 'A'.repeat(1_000_000);

/**
 * Regression tests of issue 19's hostile-input defects 1–3 on the real server (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set): each value the fuzzer stored or sent is refused at the
 * boundary, and a value stored before the bounds existed no longer reaches messages or the assistant whole.
 */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('hostile input on $name', (target) => {
  let t: CalculationsHarness;
  beforeAll(async () => {
    t = await openCalculationsHarness(target, 'hostile');
  }, 120_000);
  afterAll(async () => t?.close());

  const problem = (body: unknown) => body as Problem;

  it('refuses a 1 MB grid region and activity region, naming the field', async () => {
    const facility = await t.post('/api/facilities', { name: 'Plant', gridRegion: MEGABYTE }, 'ORG_ADMIN');
    expect(facility.res.status).toBe(400);
    expect(problem(facility.body).errors).toEqual([
      expect.objectContaining({ pointer: '/gridRegion', code: 'too_big' }),
    ]);
    const activity = await t.post('/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '1',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      region: MEGABYTE,
    });
    expect(activity.res.status).toBe(400);
    expect(problem(activity.body).errors?.[0]).toMatchObject({ pointer: '/region' });
    // The answer quotes none of it.
    expect(JSON.stringify(activity.body).length).toBeLessThan(2_000);
  });

  it('bounds free-form JSON: organization settings and activity attributes', async () => {
    const settings = await t.call(
      '/api/organizations/current',
      json('PATCH', { settings: { note: 'x'.repeat(FIELD_LIMITS.settingsJson) } }, t.as('ORG_ADMIN')),
    );
    expect(settings.res.status).toBe(400);
    expect(problem(settings.body).errors?.[0]).toMatchObject({ pointer: '/settings' });
    const fiveMegabytes = await t.call(
      '/api/organizations/current',
      json('PATCH', { settings: { note: 'x'.repeat(5_000_000) } }, t.as('ORG_ADMIN')),
    );
    expect(fiveMegabytes.res.status).toBe(413);
    const attributes = await t.post('/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '1',
      unit: 'kWh',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      attributes: { fuel: 'x'.repeat(FIELD_LIMITS.attributesJson) },
    });
    expect(attributes.res.status).toBe(400);
    expect(problem(attributes.body).errors?.[0]).toMatchObject({ pointer: '/attributes' });
  });

  it('answers NUL and lone surrogates on the public sign-in with 400 naming the field', async () => {
    const nul = await t.h.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{"organizationSlug":"hostile","email":"a\\u0000@example.com","password":"x"}',
    });
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as Problem).errors?.[0]).toMatchObject({
      pointer: '/email',
      code: 'invalid_characters',
    });
    for (let i = 0; i < 3; i++) {
      // Alternately 401 and 500 before: the same answer every time now.
      const surrogate = await t.h.request('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: '{"organizationSlug":"hostile","email":"a@example.com","password":"\\ud800 long enough"}',
      });
      expect(surrogate.status).toBe(400);
    }
    const pact = await t.h.request('/pact/ctp/1/profiles/abc%00');
    expect(pact.status).toBe(400);
  });

  it('refuses deep nesting and huge id arrays at the boundary', async () => {
    const deep = await t.call('/api/activities/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.as('ORG_MEMBER') },
      body: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    });
    expect(deep.res.status).toBe(413);
    const ids = Array.from({ length: 200_000 }, () => '00000000-0000-4000-8000-000000000000');
    const footprint = await t.post('/api/calculations', { activityIds: ids });
    expect(footprint.res.status).toBe(413);
  });

  // The assistant's context is checked the same way in features/assistant/bounded-context-source.test.ts.
  it('keeps a long value stored before the bounds out of failure messages', async () => {
    const created = await t.post(
      '/api/facilities',
      { name: 'Legacy site', gridRegion: 'US-CAMX' },
      'ORG_ADMIN',
    );
    expect(created.res.status).toBe(201);
    const facilityId = created.body.id as string;
    // As the fuzzer left it: a megabyte grid region written before the schema bounded it.
    await withSystem(t.h.runtime.database.db, (s) =>
      sql`UPDATE facilities SET grid_region = ${MEGABYTE} WHERE id = ${facilityId}`.execute(s.db),
    );
    const activity = await t.post('/api/activities', {
      category: 'scope2.electricity.location_based',
      quantity: '100',
      unit: 'kWh',
      periodStart: '2025-03-01',
      periodEnd: '2025-03-31',
      facilityId,
    });
    expect(activity.res.status).toBe(201);
    const run = await t.post('/api/calculations', { activityIds: [activity.body.id] });
    expect(run.res.status).toBeLessThan(300);
    const list = await t.h.request('/api/calculations', { headers: t.as('READ_ONLY') });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text.length).toBeLessThan(50_000);
    const failures = (JSON.parse(text) as { items: { failed: { message: string }[] }[] }).items.flatMap(
      (r) => r.failed,
    );
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) expect(f.message.length).toBeLessThanOrEqual(501);
  });
});
