import { describe, expect, it } from 'vitest';
import { memorySource, twoYears } from './__fixtures__/memory-source.js';
import { type AssistantEvent, createAssistant } from './assistant.js';
import { ProviderTimeoutError } from './errors.js';
import type { InteractionLog, InteractionRecord } from './log.js';
import { PROMPT_TEMPLATE_VERSION } from './prompt/template.js';
import { createBuiltinProvider } from './providers/builtin.js';
import type { AssistantProvider } from './providers/port.js';

/** An interaction log in memory (the server's stores in PostgreSQL). */
function memoryLog(): InteractionLog & { records: InteractionRecord[] } {
  const records: InteractionRecord[] = [];
  return {
    records,
    async record(r) {
      records.push(r);
      return `i-${records.length}`;
    },
    async history(conversationId) {
      return records
        .filter((r) => r.conversationId === conversationId && r.response !== null)
        .map((r) => ({ query: r.query, answer: r.response ?? '' }));
    },
  };
}

// A provider that replays a fixed answer: it stands in for a model (which cannot run here) to show
// what the assistant does with an answer the guard must stop.
const replaying = (text: string): AssistantProvider => ({
  id: 'replay',
  model: 'fixed',
  async complete() {
    return { text, usage: { promptTokens: 100, completionTokens: 10 }, model: 'fixed' };
  },
  async *stream() {
    yield { type: 'delta', text };
    yield { type: 'done', usage: { promptTokens: 100, completionTokens: 10 }, model: 'fixed' };
  },
});

const source = memorySource({ rows: twoYears() });

describe('createAssistant', () => {
  it('answers with the built-in provider and logs the exchange before returning it', async () => {
    const log = memoryLog();
    const assistant = createAssistant({ provider: createBuiltinProvider(), log });
    const answer = await assistant.ask({ source, query: 'Summarize the changes from 2024 to 2025' });
    expect(answer.status).toBe('answered');
    expect(answer.interactionId).toBe('i-1');
    expect(answer.promptTemplateVersion).toBe(PROMPT_TEMPLATE_VERSION);
    expect(answer.usage.estimated).toBe(true);
    expect(answer.usage.tokensIn).toBeGreaterThan(0);
    expect(log.records[0]).toMatchObject({
      query: 'Summarize the changes from 2024 to 2025',
      provider: 'builtin',
      response: answer.response,
      promptTemplateVersion: PROMPT_TEMPLATE_VERSION,
      error: null,
    });
    expect(answer.contextSummary.periods).toEqual(['2024', '2025']);
  });

  it('withholds an invented figure and logs both what the model said and what the user saw', async () => {
    const log = memoryLog();
    const assistant = createAssistant({ provider: replaying('Scope 1 was 130.5 t CO2e in 2024.'), log });
    const answer = await assistant.ask({ source, query: 'What was Scope 1 in 2024?' });
    expect(answer.status).toBe('withheld');
    expect(answer.response).toMatch(/withheld/);
    expect(log.records[0]?.rawResponse).toBe('Scope 1 was 130.5 t CO2e in 2024.');
    expect(log.records[0]?.guard?.status).toBe('withheld');
    expect(answer.usage).toEqual({ tokensIn: 100, tokensOut: 10, estimated: false });
  });

  it('shows nothing when the exchange cannot be logged', async () => {
    const log = memoryLog();
    log.record = async () => {
      throw new Error('database down');
    };
    const assistant = createAssistant({ provider: createBuiltinProvider(), log });
    await expect(assistant.ask({ source, query: 'Explain 2025' })).rejects.toThrow('database down');
  });

  it('logs a provider failure and rethrows it with the interaction id', async () => {
    const log = memoryLog();
    const failing: AssistantProvider = {
      ...replaying(''),
      async complete() {
        throw new ProviderTimeoutError('http://127.0.0.1:1/v1/chat/completions', 50);
      },
    };
    const error = await createAssistant({ provider: failing, log })
      .ask({ source, query: 'Explain 2025' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ASSISTANT_PROVIDER_TIMEOUT', interactionId: 'i-1' });
    expect(log.records[0]).toMatchObject({ response: null, error: { code: 'ASSISTANT_PROVIDER_TIMEOUT' } });
  });

  it('streams: context, progress while generating, then the guarded answer after it was logged', async () => {
    const log = memoryLog();
    const assistant = createAssistant({ provider: createBuiltinProvider(), log });
    const events: AssistantEvent[] = [];
    for await (const event of assistant.askStream({ source, query: 'Which data is missing in 2025?' })) {
      if (event.type === 'delta' && events.every((e) => e.type !== 'delta'))
        expect(log.records).toHaveLength(1);
      events.push(event);
    }
    expect(events[0]?.type).toBe('context');
    expect(events.some((e) => e.type === 'progress')).toBe(true);
    const last = events.at(-1);
    expect(last?.type).toBe('answer');
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(last?.type === 'answer' && last.answer.response).toBe(text);
  });

  it('passes previous turns of a conversation to the model', async () => {
    const log = memoryLog();
    const seen: number[] = [];
    const provider = replaying('Nothing to add.');
    const assistant = createAssistant({
      provider: {
        ...provider,
        complete: async (r) => {
          seen.push(r.messages.length);
          return provider.complete(r);
        },
      },
      log,
    });
    const first = await assistant.ask({ source, query: 'Explain 2025' });
    await assistant.ask({ source, query: 'And 2024?', conversationId: first.conversationId });
    expect(seen).toEqual([1, 3]);
  });
});

describe('createAssistant on an organization without data', () => {
  it('answers every permitted use by saying what is missing, with nothing for the guard to stop', async () => {
    const log = memoryLog();
    const assistant = createAssistant({ provider: createBuiltinProvider(), log });
    const empty = memorySource({ rows: [] });
    for (const query of [
      'Explain our report',
      'Summarize the changes',
      'Draft a narrative',
      'Which data is missing?',
      'Which emission factors are used?',
    ]) {
      const answer = await assistant.ask({ source: empty, query });
      expect(answer.status, query).toBe('answered');
      expect(answer.response, query).toMatch(
        /no (calculated|report|emission factors)|no calculated data|need/i,
      );
    }
    expect(log.records).toHaveLength(5);
  });

  it('logs an exchange the caller abandoned', async () => {
    const log = memoryLog();
    const abandoned: AssistantProvider = {
      ...replaying(''),
      async complete() {
        throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      },
    };
    await expect(
      createAssistant({ provider: abandoned, log }).ask({ source, query: 'Explain 2025' }),
    ).rejects.toThrow('aborted');
    expect(log.records[0]?.error).toEqual({
      code: 'ASSISTANT_ABORTED',
      message: 'the caller went away before the answer',
    });
  });
});
