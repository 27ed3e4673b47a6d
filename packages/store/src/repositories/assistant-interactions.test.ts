import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { logAssistantInteraction } from './assistant-interactions.js';
import { createOrganization, type Organization } from './organizations.js';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('assistant log on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'A', slug: 'fc-a' }));
  }, 60_000);
  afterAll(() => store.cleanup());

  it('logs assistant exchanges, insert-only for the application role', async () => {
    const id = await withOrganization(store.db, org.id, (s) =>
      logAssistantInteraction(s, {
        query: 'What were our Scope 2 emissions?',
        context: { totals: [] },
        promptVersion: '1',
        provider: 'builtin',
      }),
    );
    await expect(
      withOrganization(store.db, org.id, (s) =>
        sql`DELETE FROM ai_assistant_interactions WHERE id = ${id}`.execute(s.db),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});
