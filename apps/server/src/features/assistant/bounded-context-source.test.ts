import { testTargets, withSystem } from '@ctp/store';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalculationsHarness, openCalculationsHarness } from '../../testing/calculations-harness.js';
import { boundedContextSource, clipStrings, MAX_CONTEXT_STRING } from './bounded-context-source.js';
import { storeContextSource } from './store-context-source.js';

describe('clipStrings', () => {
  it('cuts every string, keeps the shape and the other values', () => {
    const clipped = clipStrings({
      a: 'x'.repeat(1_000),
      n: 3,
      list: [{ excerpt: 'y'.repeat(5_000) }],
      d: null,
    });
    expect(clipped.a).toHaveLength(MAX_CONTEXT_STRING + 1);
    expect(clipped.list[0]?.excerpt).toHaveLength(1_501);
    expect(clipped).toMatchObject({ n: 3, d: null });
  });
});

/** Issue 19, defect 1: a megabyte stored before fields were bounded never reaches the token counter whole. */
describe.each(testTargets(process.env.TEST_DATABASE_URL))('the assistant context on $name', (target) => {
  let t: CalculationsHarness;
  beforeAll(async () => {
    t = await openCalculationsHarness(target, 'bounded-context');
  }, 120_000);
  afterAll(async () => t?.close());

  it('holds a bounded grid region of a facility stored with a megabyte one', async () => {
    const created = await t.post(
      '/api/facilities',
      { name: 'Legacy site', gridRegion: 'US-CAMX' },
      'ORG_ADMIN',
    );
    expect(created.res.status).toBe(201);
    const id = created.body.id as string;
    await withSystem(t.h.runtime.database.db, (s) =>
      sql`UPDATE facilities SET grid_region = ${'A'.repeat(1_000_000)} WHERE id = ${id}`.execute(s.db),
    );
    const store = storeContextSource(t.h.runtime.database.db, t.orgId, t.h.runtime.registry);
    const raw = (await store.organizationProfile()).facilities.find((f) => f.id === id);
    expect(raw?.region).toHaveLength(1_000_000);
    const bounded = (await boundedContextSource(store).organizationProfile()).facilities.find(
      (f) => f.id === id,
    );
    expect(bounded?.region).toHaveLength(MAX_CONTEXT_STRING + 1);
  });
});
