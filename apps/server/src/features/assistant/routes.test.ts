import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bulkInsertActivityData, testTargets, withOrganization } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActivities } from '../../cli/demo-data.js';
import { openServerHarness } from '../../testing/server-harness.js';
import { openTenantFixture, type TenantFixture } from '../../testing/users-fixture.js';

type Body = Record<string, unknown> & {
  interactionId: string;
  conversationId: string;
  status: string;
  response: string;
  suggestions: { index: number; text: string }[];
  guard: { status: string; findings: { kind: string }[] };
};

type Figure = {
  text: string;
  start: number;
  end: number;
  measure: string;
  source: { periodStart: string | null; periodEnd: string | null; scope: number | null } & Record<
    string,
    unknown
  >;
};

/** Reads a server-sent event stream into `{ event, data }` pairs. */
function sseEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

describe.each(testTargets(process.env.TEST_DATABASE_URL))('assistant endpoints on $name', (target) => {
  let f: TenantFixture;
  const ask = (
    role: 'ORG_ADMIN' | 'ORG_MEMBER' | 'READ_ONLY',
    query: string,
    extra: Record<string, unknown> = {},
  ) => f.send('POST', '/api/ai-assistant/chat', { organizationId: f.orgId, query, ...extra }, f.as(role));

  beforeAll(async () => {
    f = await openTenantFixture(target, { CTP_ASSISTANT_RATE_LIMIT: '3' });
    const leeds = await f.send(
      'POST',
      '/api/facilities',
      { name: 'Leeds plant', country: 'GB', gridRegion: 'GB' },
      f.as('ORG_ADMIN'),
    );
    const oakland = await f.send(
      'POST',
      '/api/facilities',
      { name: 'Oakland office', country: 'US', gridRegion: 'US-CAMX' },
      f.as('ORG_ADMIN'),
    );
    await withOrganization(f.h.runtime.database.db, f.orgId, (scope) =>
      bulkInsertActivityData(
        scope,
        demoActivities({ leeds: leeds.body.id as string, oakland: oakland.body.id as string }),
      ),
    );
    const run = await f.send(
      'POST',
      '/api/calculations',
      { periodStart: '2024-01-01', periodEnd: '2025-12-31' },
      f.as('ORG_ADMIN'),
    );
    expect(run.res.status).toBe(201);
  }, 180_000);
  afterAll(async () => {
    await f?.h.close();
  });

  it('lets READ_ONLY ask, and stores the whole exchange before answering', async () => {
    const answer = await ask('READ_ONLY', 'Which months are missing data in 2025?');
    expect(answer.res.status).toBe(200);
    const body = answer.body as Body;
    expect(body).toMatchObject({
      status: 'answered',
      provider: 'builtin',
      model: null,
      promptTemplateVersion: 'ctp-assistant-prompt/1',
      intent: { use: 'flag_missing_data', periods: ['2025'] },
      context: { periods: ['2025'] },
    });
    expect(body.guard.status).not.toBe('withheld');
    const stored = await f.call(`/api/ai-assistant/interactions/${body.interactionId}`, {
      headers: f.as('ORG_ADMIN'),
    });
    expect(stored.res.status).toBe(200);
    expect(stored.body).toMatchObject({
      id: body.interactionId,
      conversationId: body.conversationId,
      query: 'Which months are missing data in 2025?',
      intent: 'flag_missing_data',
      provider: 'builtin',
      promptTemplateVersion: 'ctp-assistant-prompt/1',
      response: body.response,
      rawResponse: expect.any(String),
      withheld: false,
      tokensEstimated: true,
      humanActions: [],
    });
    expect(stored.body.tokensIn).toBeGreaterThan(0);
    expect(stored.body.tokensOut).toBeGreaterThan(0);
    expect(stored.body.latencyMs).toBeGreaterThanOrEqual(0);
    expect((stored.body.context as { organizationProfile: { id: string } }).organizationProfile.id).toBe(
      f.orgId,
    );
  });

  it('answers for the period given in the body rather than the latest year', async () => {
    const answer = await ask('READ_ONLY', 'Explain our emissions', {
      period: { start: '2025-01-01', end: '2025-03-31' },
    });
    expect(answer.res.status).toBe(200);
    expect(answer.body).toMatchObject({ context: { periods: ['2025-Q1'] } });
    expect(answer.body.response).toContain('in 2025-Q1:');
    const backwards = await ask('READ_ONLY', 'Explain', {
      period: { start: '2025-03-31', end: '2025-01-01' },
    });
    expect(backwards.res.status).toBe(400);
  });

  it("refuses another organization's conversationId with 404 and files nothing under it (issue 19, defect 9)", async () => {
    // A conversation of the other organization, started by its administrator.
    const theirs = await f.send(
      'POST',
      '/api/ai-assistant/chat',
      { organizationId: f.other.orgId, query: 'Explain 2025' },
      { authorization: `Bearer ${f.other.adminToken}` },
    );
    expect(theirs.res.status).toBe(200);
    const foreign = theirs.body.conversationId as string;
    // A fresh asker of this organization, with a budget of its own.
    const mine = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'ORG_MEMBER')}` };
    const body = (conversationId: string) => ({
      organizationId: f.orgId,
      query: 'And 2024?',
      conversationId,
    });
    for (const path of ['/api/ai-assistant/chat', '/api/ai-assistant/chat/stream']) {
      const refused = await f.send('POST', path, body(foreign), mine);
      expect(refused.res.status).toBe(404);
      expect(refused.body.type).toBe('urn:ctp:problem:not-found');
    }
    // An id never issued is refused alike; the asker's own conversation goes on.
    const never = await f.send(
      'POST',
      '/api/ai-assistant/chat',
      body('0190a0a0-0000-7000-8000-000000000000'),
      mine,
    );
    expect(never.res.status).toBe(404);
    const list = await f.call(`/api/ai-assistant/interactions?conversationId=${foreign}`, {
      headers: f.as('ORG_ADMIN'),
    });
    expect(list.body.items).toEqual([]);
    // Another member's conversation of the same organization is not theirs either.
    const colleague = { authorization: `Bearer ${await f.tokenFor(f.orgId, 'READ_ONLY')}` };
    const started = await f.send(
      'POST',
      '/api/ai-assistant/chat',
      { organizationId: f.orgId, query: 'Explain 2025' },
      colleague,
    );
    expect(started.res.status).toBe(200);
    const theirsHere = await f.send(
      'POST',
      '/api/ai-assistant/chat',
      body(started.body.conversationId as string),
      mine,
    );
    expect(theirsHere.res.status).toBe(404);
    const goesOn = await f.send(
      'POST',
      '/api/ai-assistant/chat',
      body(started.body.conversationId as string),
      colleague,
    );
    expect(goesOn.res.status).toBe(200);
  });

  it('refuses another organization id with 403 organization-mismatch', async () => {
    const answer = await f.send(
      'POST',
      '/api/ai-assistant/chat',
      { organizationId: f.other.orgId, query: 'Explain 2025' },
      f.as('READ_ONLY'),
    );
    expect(answer.res.status).toBe(403);
    expect(answer.body.type).toBe('urn:ctp:problem:organization-mismatch');
  });

  it('lists interactions for admins only, oldest first, filtered by conversation', async () => {
    const first = (await ask('ORG_ADMIN', 'Explain the report for 2025')).body as Body;
    const follow = (
      await ask('ORG_ADMIN', 'And how did it change from 2024?', { conversationId: first.conversationId })
    ).body as Body;
    expect(follow.conversationId).toBe(first.conversationId);
    const list = await f.call(`/api/ai-assistant/interactions?conversationId=${first.conversationId}`, {
      headers: f.as('ORG_ADMIN'),
    });
    expect(list.res.status).toBe(200);
    expect((list.body.items as { id: string }[]).map((i) => i.id)).toEqual([
      first.interactionId,
      follow.interactionId,
    ]);
    const denied = await f.call('/api/ai-assistant/interactions', { headers: f.as('READ_ONLY') });
    expect(denied.res.status).toBe(403);
  });

  it('records what the asker did with a suggestion, append-only and audited; nobody else may', async () => {
    const asked = (await ask('READ_ONLY', 'Is any data missing for 2026?')).body as Body;
    expect(asked.suggestions.length).toBeGreaterThan(0);
    const path = `/api/ai-assistant/interactions/${asked.interactionId}/human-actions`;
    const done = await f.send(
      'POST',
      path,
      { suggestionIndex: 0, action: 'accepted', note: 'Entered March by hand' },
      f.as('READ_ONLY'),
    );
    expect(done.res.status).toBe(201);
    expect(done.body).toMatchObject({
      interactionId: asked.interactionId,
      suggestionIndex: 0,
      action: 'accepted',
    });
    const someoneElse = await f.send('POST', path, { action: 'rejected' }, f.as('ORG_MEMBER'));
    expect(someoneElse.res.status).toBe(403);
    expect(someoneElse.body.type).toBe('urn:ctp:problem:not-the-asker');
    const noSuch = await f.send('POST', path, { suggestionIndex: 99, action: 'accepted' }, f.as('READ_ONLY'));
    expect(noSuch.res.status).toBe(422);
    const detail = await f.call(`/api/ai-assistant/interactions/${asked.interactionId}`, {
      headers: f.as('ORG_ADMIN'),
    });
    expect(detail.body.humanActions).toEqual([done.body]);
    expect(await f.auditActions(asked.interactionId)).toEqual(['assistant.human_action']);
  });

  it('limits questions per user and answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('ORG_MEMBER', `Explain 2025 (${i})`)).res.status).toBe(200);
    const limited = await ask('ORG_MEMBER', 'Explain 2025 once more');
    expect(limited.res.status).toBe(429);
    expect(limited.body).toMatchObject({ type: 'urn:ctp:problem:assistant-rate-limited' });
    // Until the shared one-minute window of the first question ends.
    const wait = limited.body.retryAfterSeconds as number;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.res.headers.get('retry-after')).toBe(String(wait));
  });

  it('streams server-sent events: context, progress, then the guarded answer after it was stored', async () => {
    const res = await f.h.request('/api/ai-assistant/chat/stream', {
      method: 'POST',
      headers: { ...f.as('ORG_ADMIN'), 'content-type': 'application/json' },
      body: JSON.stringify({ organizationId: f.orgId, query: 'Summarize the changes from 2024 to 2025' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = sseEvents(await res.text());
    expect(events[0]?.event).toBe('context');
    expect(events.some((e) => e.event === 'progress')).toBe(true);
    const answer = events.at(-1);
    expect(answer?.event).toBe('answer');
    const body = answer?.data as Body;
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.join('')).toBe(body.response);
    expect(body.response).toMatch(/- Scope 1: from [\d.,]+ t CO2e to [\d.,]+ t CO2e, (up|down) /);
    // Every figure names where it comes from: its place in the text and the results it sums.
    const figures = (answer?.data as { figures: Figure[] } | undefined)?.figures ?? [];
    expect(figures.length).toBeGreaterThan(3);
    for (const figure of figures) expect(body.response.slice(figure.start, figure.end)).toBe(figure.text);
    // "Scope 1: from <2024> to <2025>": the first figure is the 2024 total of Scope 1.
    const scope1 = figures.find((x) => x.source?.scope === 1 && x.measure === 'kg');
    expect(scope1?.source).toMatchObject({ periodStart: '2024-01-01', method: null, facilityId: null });
    expect(scope1?.source.periodEnd).toMatch(/^202[45]-12-31$/);
    const stored = await f.call(`/api/ai-assistant/interactions/${body.interactionId}`, {
      headers: f.as('ORG_ADMIN'),
    });
    expect(stored.body.response).toBe(body.response);
  });
});

// The HTTP server stands in for a model server (llama.cpp, Ollama, vLLM), which cannot run on these
// test machines: it speaks the OpenAI chat-completions protocol on loopback.
describe.each(testTargets(process.env.TEST_DATABASE_URL))(
  'assistant with a model server on $name',
  (target) => {
    let model: Server;
    let baseUrl: string;
    beforeAll(async () => {
      model = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => {
          body += c;
        });
        req.on('end', () => {
          const { model: name, stream } = JSON.parse(body) as { model: string; stream: boolean };
          if (name === 'slow') return; // never answers
          if (stream) {
            res.writeHead(200, { 'content-type': 'text/event-stream' });
            for (const piece of ['Scope 1 ', 'was ', '4,321.9 t CO2e.'])
              res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
            res.write(
              `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 900, completion_tokens: 7 } })}\n\n`,
            );
            res.end('data: [DONE]\n\n');
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              model: name,
              choices: [
                {
                  message: {
                    role: 'assistant',
                    content:
                      'Your Scope 1 emissions were 4,321.9 t CO2e. This complies with the GHG Protocol.',
                  },
                },
              ],
              usage: { prompt_tokens: 900, completion_tokens: 20 },
            }),
          );
        });
      });
      await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    });
    afterAll(async () => {
      model.closeAllConnections();
      await new Promise((resolve) => model.close(resolve));
    });

    it('withholds a model answer with an invented figure and logs the model, tokens and raw answer', async () => {
      const f = await openTenantFixture(target, {
        CTP_ASSISTANT_PROVIDER: 'openai-compatible',
        CTP_ASSISTANT_BASE_URL: baseUrl,
        CTP_ASSISTANT_MODEL: 'llama3.1',
      });
      try {
        const answer = await f.send(
          'POST',
          '/api/ai-assistant/chat',
          { organizationId: f.orgId, query: 'What was Scope 1?' },
          f.as('READ_ONLY'),
        );
        expect(answer.res.status).toBe(200);
        expect(answer.body).toMatchObject({
          status: 'withheld',
          provider: 'openai-compatible-tools',
          model: 'llama3.1',
          usage: { tokensIn: 900, tokensOut: 20, estimated: false },
          guard: {
            status: 'withheld',
            findings: [{ kind: 'unsupported_figure', text: '4,321.9 t CO2e', reason: 'not_in_context' }],
          },
        });
        expect(answer.body.response).not.toContain('4,321.9');
        const stored = await f.call(`/api/ai-assistant/interactions/${answer.body.interactionId}`, {
          headers: f.as('ORG_ADMIN'),
        });
        expect(stored.body).toMatchObject({
          withheld: true,
          rawResponse: expect.stringContaining('4,321.9'),
          tokensIn: 900,
        });

        // Streamed: the model's output arrives as progress only (the tool-calling provider takes the
        // model's answer whole, after its query calls); the user gets the guarded text.
        const res = await f.h.request('/api/ai-assistant/chat/stream', {
          method: 'POST',
          headers: { ...f.as('READ_ONLY'), 'content-type': 'application/json' },
          body: JSON.stringify({ organizationId: f.orgId, query: 'What was Scope 1?' }),
        });
        const events = sseEvents(await res.text());
        const kinds = events.slice(0, -1).map((e) => e.event);
        const firstDelta = kinds.indexOf('delta');
        expect(kinds.slice(0, 2)).toEqual(['context', 'progress']);
        expect(kinds.slice(1, firstDelta).every((kind) => kind === 'progress')).toBe(true);
        expect(kinds.slice(firstDelta).every((kind) => kind === 'delta')).toBe(true);
        expect(JSON.stringify(events.slice(0, -1))).not.toContain('4,321.9');
        expect(events.at(-1)).toMatchObject({
          event: 'answer',
          // The usage the model server reported for the (non-streamed) completion the provider asked for.
          data: { status: 'withheld', usage: { tokensIn: 900, tokensOut: 20, estimated: false } },
        });
      } finally {
        await f.h.close();
      }
    });

    it('answers 504 with the logged interaction when the model server times out', async () => {
      const f = await openTenantFixture(target, {
        CTP_ASSISTANT_PROVIDER: 'openai-compatible',
        CTP_ASSISTANT_BASE_URL: baseUrl,
        CTP_ASSISTANT_MODEL: 'slow',
        CTP_ASSISTANT_TIMEOUT_MS: '300',
      });
      try {
        const answer = await f.send(
          'POST',
          '/api/ai-assistant/chat',
          { organizationId: f.orgId, query: 'Explain 2025' },
          f.as('READ_ONLY'),
        );
        expect(answer.res.status).toBe(504);
        expect(answer.body).toMatchObject({
          type: 'urn:ctp:problem:assistant-provider-timeout',
          code: 'ASSISTANT_PROVIDER_TIMEOUT',
        });
        expect(answer.body.detail).toMatch(/did not answer within 300 ms/);
        const stored = await f.call(`/api/ai-assistant/interactions/${answer.body.interactionId}`, {
          headers: f.as('ORG_ADMIN'),
        });
        expect(stored.body).toMatchObject({ response: null, error: { code: 'ASSISTANT_PROVIDER_TIMEOUT' } });

        const res = await f.h.request('/api/ai-assistant/chat/stream', {
          method: 'POST',
          headers: { ...f.as('READ_ONLY'), 'content-type': 'application/json' },
          body: JSON.stringify({ organizationId: f.orgId, query: 'Explain 2025' }),
        });
        const events = sseEvents(await res.text());
        expect(events.map((e) => e.event)).toEqual(['context', 'error']);
        expect(events[1]?.data).toMatchObject({
          type: 'urn:ctp:problem:assistant-provider-timeout',
          interactionId: expect.any(String),
        });
      } finally {
        await f.h.close();
      }
    });

    it('refuses to start with a model server outside the deployment', async () => {
      await expect(
        openServerHarness(target, {
          CTP_ASSISTANT_PROVIDER: 'openai-compatible',
          CTP_ASSISTANT_BASE_URL: 'https://203.0.113.9/v1',
          CTP_ASSISTANT_MODEL: 'any',
        }),
      ).rejects.toMatchObject({
        code: 'CONFIG_INVALID',
        errors: [expect.stringMatching(/^CTP_ASSISTANT_BASE_URL: 203\.0\.113\.9 .*outside/)],
      });
    });
  },
);
