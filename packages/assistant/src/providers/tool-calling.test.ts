// The HTTP server below stands in for a model that calls tools: no model can run on these test
// machines, so a loopback server speaks the OpenAI chat-completions protocol with function calling
// over a real socket, and plays a fixed script of tool calls and answers per "model" name.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorySource, twoYears } from '../__fixtures__/memory-source.js';
import { createAssistant } from '../assistant.js';
import { AssistantError } from '../errors.js';
import type { InteractionLog, InteractionRecord } from '../log.js';
import { createToolCallingProvider } from './tool-calling.js';

interface Body {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
  tool_choice?: string;
}

const received: Body[] = [];

const toolCall = (name: string, args: string, id = `call-${received.length}`) => ({
  role: 'assistant',
  content: null,
  tool_calls: [{ id, type: 'function', function: { name, arguments: args } }],
});
const say = (content: string) => ({ role: 'assistant', content });

/** What each scripted "model" does at each turn (turn = how many tool results it has seen). */
const SCRIPTS: Record<string, (turn: number, body: Body) => object> = {
  // Asks for the 2025 totals, then states Scope 1 from the result.
  honest: (turn) =>
    turn === 0
      ? toolCall('totals', '{"period":"2025","scope":1}')
      : say('In 2025, Scope 1 of Demo Manufacturing was 108.00 t CO2e.'),
  // First a period the tool does not take, then bad JSON, then a correct call; then the answer.
  clumsy: (turn) =>
    [
      toolCall('totals', '{"period":"last year"}'),
      toolCall('totals', '{"period": 2025'),
      toolCall('no_such_tool', '{}'),
      toolCall('totals', '{"period":"2025","scope":1}'),
    ][turn] ?? say('In 2025, Scope 1 of Demo Manufacturing was 108.00 t CO2e.'),
  // Never stops calling.
  runaway: () => toolCall('totals', '{"period":"2025"}'),
  // Gets the 2025 figure, then states it as 2024's: a true figure about the wrong subject.
  mislabels: (turn) =>
    turn === 0
      ? toolCall('totals', '{"period":"2025","scope":1}')
      : say('In 2024, Scope 1 of Demo Manufacturing was 108.00 t CO2e.'),
  // Asks for a change (a large result), which must come back cut to the size limit.
  verbose: (turn) => (turn === 0 ? toolCall('change', '{"from":"2024","to":"2025"}') : say('Done.')),
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  let text = '';
  for await (const chunk of req) text += chunk;
  const body = JSON.parse(text) as Body;
  received.push(body);
  const turn = body.messages.filter((m) => m.role === 'tool').length;
  const script = SCRIPTS[body.model] ?? (() => say('?'));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      object: 'chat.completion',
      model: body.model,
      choices: [{ index: 0, message: script(turn, body), finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 10 },
    }),
  );
}

function memoryLog(): InteractionLog & { records: InteractionRecord[] } {
  const records: InteractionRecord[] = [];
  return {
    records,
    async record(r) {
      records.push(r);
      return `i-${records.length}`;
    },
    async history() {
      return [];
    },
  };
}

let server: Server;
let baseUrl: string;
const source = memorySource({ rows: twoYears() });

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const ask = async (
  model: string,
  query: string,
  extra: { maxToolCalls?: number; maxToolResultChars?: number } = {},
) => {
  const log = memoryLog();
  const provider = await createToolCallingProvider({ baseUrl, model, ...extra });
  const assistant = createAssistant({ provider, log });
  const start = received.length;
  try {
    return { answer: await assistant.ask({ source, query }), log, requests: received.slice(start) };
  } catch (error) {
    return { error, log, requests: received.slice(start) };
  }
};

describe('tool-calling provider against a scripted model on loopback', () => {
  it('offers the read-only queries as tools, runs the call, and the guard checks the answer against the result', async () => {
    const { answer, requests } = await ask('honest', 'What were our emissions in 2025?');
    expect(requests[0]?.tools?.map((t) => t.function.name)).toEqual([
      'totals',
      'ranking',
      'change',
      'reports',
      'data_gaps',
      'factors',
      'gwp',
    ]);
    expect(answer?.status).toBe('answered');
    expect(answer?.response).toBe('In 2025, Scope 1 of Demo Manufacturing was 108.00 t CO2e.');
    const toolReply = requests[1]?.messages.find((m) => m.role === 'tool');
    expect(JSON.parse(toolReply?.content ?? '{}').groups).toEqual([
      { scope: 1, method: null, co2eKg: '108000' },
    ]);
  });

  it('returns bad arguments, bad JSON and unknown tools to the model as errors it can correct', async () => {
    const { answer, requests, log } = await ask('clumsy', 'What were our emissions in 2025?');
    const errors = (requests.at(-1)?.messages ?? [])
      .filter((m) => m.role === 'tool')
      .map((m) => m.content ?? '');
    expect(errors[0]).toMatch(/bad arguments for totals: period: a period such as 2025/);
    expect(errors[1]).toMatch(/not valid JSON/);
    expect(JSON.parse(errors[2] ?? '{}').error).toMatch(/no query "no_such_tool"/);
    expect(JSON.parse(errors[3] ?? '{}').groups[0].co2eKg).toBe('108000');
    expect(answer?.status).toBe('answered');
    // Only the call that ran joined the context the guard used (the built-in plan's query, then the model's).
    expect(log.records[0]?.context.queries.map((q) => q.tool)).toEqual(['totals', 'totals']);
  });

  it('stops a runaway loop of calls at the limit and refuses a model that keeps calling', async () => {
    const { error, requests, log } = await ask('runaway', 'What were our emissions in 2025?', {
      maxToolCalls: 3,
    });
    expect(error).toBeInstanceOf(AssistantError);
    expect((error as AssistantError).code).toBe('ASSISTANT_PROVIDER_BAD_RESPONSE');
    expect((error as Error).message).toMatch(/kept calling tools past the limit of 3 calls/);
    // Three calls with tools, then one request that offers none (tool_choice none); nothing more.
    expect(requests.map((r) => r.tool_choice)).toEqual(['auto', 'auto', 'auto', 'none']);
    expect(log.records).toHaveLength(1);
    expect(log.records[0]?.error?.code).toBe('ASSISTANT_PROVIDER_BAD_RESPONSE');
  });

  it("withholds a tool result's figure stated about another period: the model goes through the same guard", async () => {
    const { answer } = await ask('mislabels', 'What were our Scope 1 emissions in 2025?');
    expect(answer?.status).toBe('withheld');
    expect(answer?.guard.findings).toContainEqual(
      expect.objectContaining({ kind: 'unsupported_figure', reason: 'wrong_subject', text: '108.00 t CO2e' }),
    );
  });

  it('cuts a tool result to the size limit and says so', async () => {
    const { requests } = await ask('verbose', 'How did emissions change from 2024 to 2025?', {
      maxToolResultChars: 200,
    });
    const reply = requests[1]?.messages.find((m) => m.role === 'tool')?.content ?? '';
    expect(reply.length).toBeLessThan(300);
    expect(reply).toMatch(/cut at 200 characters/);
  });
});
