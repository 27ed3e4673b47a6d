import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrganization, withSystem } from '../scope.js';
import { type TestDatabase, testTargets } from '../testing.js';
import { listAssistantHumanActions, recordAssistantHumanAction } from './assistant-human-actions.js';
import {
  countRecentAssistantInteractions,
  getAssistantInteraction,
  listAssistantInteractionPage,
  listConversationTurns,
  logAssistantInteraction,
} from './assistant-interactions.js';
import { createOrganization, type Organization } from './organizations.js';
import { createUser } from './users.js';

const CONVERSATION = '0196a5d2-0000-7000-8000-000000000001';

describe.each(testTargets(process.env.TEST_DATABASE_URL))('assistant log on $name', (target) => {
  let store: TestDatabase;
  let org: Organization;
  let other: Organization;
  beforeAll(async () => {
    store = await target.open();
    org = await withSystem(store.db, (s) => createOrganization(s, { name: 'A', slug: 'fc-a' }));
    other = await withSystem(store.db, (s) => createOrganization(s, { name: 'B', slug: 'fc-b' }));
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

  it('stores every field of an exchange and reads it back; the row is immutable even for the owner', async () => {
    const id = await withOrganization(store.db, org.id, (s) =>
      logAssistantInteraction(s, {
        conversationId: CONVERSATION,
        query: 'Summarize the changes from 2024 to 2025',
        intent: 'summarize_changes',
        period: { start: '2024-01-01', end: '2025-12-31' },
        context: { periods: [{ label: '2024' }] },
        contextSummary: { periods: ['2024', '2025'], tokens: 512 },
        promptVersion: 'ctp-assistant-prompt/1',
        provider: 'openai-compatible',
        model: 'llama3.1',
        rawResponse: 'Scope 1 fell.',
        response: 'Scope 1 fell.',
        guardStatus: 'passed',
        guardResult: { status: 'passed', findings: [] },
        tokensIn: 812,
        tokensOut: 14,
        latencyMs: 950,
      }),
    );
    const stored = await withOrganization(store.db, org.id, (s) => getAssistantInteraction(s, id));
    expect(stored).toMatchObject({
      id,
      conversationId: CONVERSATION,
      intent: 'summarize_changes',
      period: { start: '2024-01-01', end: '2025-12-31' },
      contextSummary: { periods: ['2024', '2025'], tokens: 512 },
      promptVersion: 'ctp-assistant-prompt/1',
      provider: 'openai-compatible',
      model: 'llama3.1',
      guardStatus: 'passed',
      tokensIn: 812,
      tokensOut: 14,
      tokensEstimated: false,
      latencyMs: 950,
      error: null,
    });
    // The owner (the migrating role) is stopped by the append-only trigger, not only by grants.
    await expect(
      sql`UPDATE ai_assistant_interactions SET response = 'edited' WHERE id = ${id}`.execute(store.db),
    ).rejects.toThrow();
    await expect(
      sql`DELETE FROM ai_assistant_interactions WHERE id = ${id}`.execute(store.db),
    ).rejects.toThrow();
    const turns = await withOrganization(store.db, org.id, (s) =>
      listConversationTurns(s, CONVERSATION, { userId: null, apiTokenId: null }, 5),
    );
    expect(turns).toEqual([]); // that exchange was not asked by an anonymous token
    await expect(
      withOrganization(store.db, other.id, (s) => getAssistantInteraction(s, id)),
    ).rejects.toMatchObject({
      code: 'STORE_NOT_FOUND',
    });
  });

  it('lists, counts per asker and keeps human actions append-only and in their organization', async () => {
    const user = await withOrganization(store.db, org.id, (s) =>
      createUser(s, { email: 'u@a.example', name: 'U', role: 'READ_ONLY' }),
    );
    const id = await withOrganization(store.db, org.id, (s) =>
      logAssistantInteraction(s, {
        userId: user.id,
        conversationId: CONVERSATION,
        query: 'Which data is missing?',
        context: {},
        promptVersion: '1',
        provider: 'builtin',
        response: 'Suggestion: enter March.',
      }),
    );
    await withOrganization(store.db, org.id, async (s) => {
      expect(await countRecentAssistantInteractions(s, { userId: user.id, apiTokenId: null }, 60)).toBe(1);
      expect(await listConversationTurns(s, CONVERSATION, { userId: user.id, apiTokenId: null }, 5)).toEqual([
        { query: 'Which data is missing?', response: 'Suggestion: enter March.' },
      ]);
      const page = await listAssistantInteractionPage(s, { limit: 2 });
      expect(page.items).toHaveLength(2);
      expect(page.nextCursor).not.toBeNull();
      const action = await recordAssistantHumanAction(s, {
        interactionId: id,
        userId: user.id,
        suggestionIndex: 0,
        action: 'accepted',
        note: 'entered March by hand',
      });
      expect(await listAssistantHumanActions(s, id)).toEqual([action]);
    });
    await expect(
      withOrganization(store.db, other.id, (s) =>
        recordAssistantHumanAction(s, { interactionId: id, action: 'ignored' }),
      ),
    ).rejects.toMatchObject({ code: 'STORE_NOT_FOUND' });
    await expect(sql`UPDATE ai_assistant_human_actions SET note = 'x'`.execute(store.db)).rejects.toThrow();
  });
});
