// The HTTP server below stands in for a model server (llama.cpp `llama-server`, Ollama, vLLM): no
// model can run on these test machines, so it speaks the OpenAI chat-completions protocol itself,
// over a real socket on loopback, and answers with fixed text.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT } from '../__fixtures__/context.js';
import { detectIntent } from '../context/intent.js';
import { AssistantError, ExternalHostRefusedError } from '../errors.js';
import { renderPrompt } from '../prompt/template.js';
import { createOpenAiCompatibleProvider } from './openai-compatible.js';
import type { CompletionChunk, CompletionRequest } from './port.js';

const ANSWER = 'Scope 1 was 1,234.57 t CO2e in 2024.';
const received: { path: string; body: Record<string, unknown>; authorization?: string }[] = [];

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  received.push({
    path: req.url ?? '',
    body,
    ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
  });
  const model = String(body.model);
  if (model === 'broken') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'model failed to load', type: 'server_error' } }));
    return;
  }
  if (model === 'slow') return; // never answers: the client's timeout must fire
  if (body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'llama-3.1-8b-instruct',
        choices: [{ index: 0, message: { role: 'assistant', content: ANSWER }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 812, completion_tokens: 14, total_tokens: 826 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const pieces = ['Scope 1 was ', '1,234.57 t', ' CO2e in 2024.'];
  for (const piece of pieces) {
    const chunk = {
      object: 'chat.completion.chunk',
      model: 'llama-3.1-8b-instruct',
      choices: [{ index: 0, delta: { content: piece } }],
    };
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    await new Promise((r) => setTimeout(r, 5));
  }
  if (model === 'stalls') return; // starts, then goes silent mid-stream
  res.write(
    `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 812, completion_tokens: 9 } })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = (): CompletionRequest => {
  const query = 'What were Scope 1 emissions in 2024?';
  return { messages: renderPrompt(CONTEXT, query), context: CONTEXT, intent: detectIntent(query), query };
};

describe('OpenAI-compatible provider (against a loopback server speaking the protocol)', () => {
  it('answers in one piece, with the server’s token usage and model', async () => {
    const provider = await createOpenAiCompatibleProvider({
      baseUrl,
      model: 'llama3.1',
      apiKey: 'local-key',
    });
    const completion = await provider.complete(request());
    expect(completion).toEqual({
      text: ANSWER,
      usage: { promptTokens: 812, completionTokens: 14 },
      model: 'llama-3.1-8b-instruct',
    });
    const last = received.at(-1);
    expect(last?.path).toBe('/v1/chat/completions');
    expect(last?.authorization).toBe('Bearer local-key');
    expect(last?.body).toMatchObject({ model: 'llama3.1', stream: false, temperature: 0 });
    const messages = last?.body.messages as { role: string; content: string }[];
    expect(messages.at(-1)?.content).toContain('"co2eKg":"1234567.891"');
  });

  it('streams server-sent events, then the usage of the final chunk', async () => {
    const provider = await createOpenAiCompatibleProvider({ baseUrl, model: 'llama3.1' });
    const chunks: CompletionChunk[] = [];
    for await (const chunk of provider.stream(request())) chunks.push(chunk);
    expect(
      chunks
        .filter((c) => c.type === 'delta')
        .map((c) => (c.type === 'delta' ? c.text : ''))
        .join(''),
    ).toBe(ANSWER);
    expect(chunks.at(-1)).toEqual({
      type: 'done',
      usage: { promptTokens: 812, completionTokens: 9 },
      model: 'llama-3.1-8b-instruct',
    });
    expect(received.at(-1)?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('turns an error status into a clear error with the server’s message', async () => {
    const provider = await createOpenAiCompatibleProvider({ baseUrl, model: 'broken' });
    const error = await provider.complete(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssistantError);
    expect(error).toMatchObject({ code: 'ASSISTANT_PROVIDER_ERROR', status: 500 });
    expect((error as Error).message).toContain('answered 500: model failed to load');
  });

  it('gives up after the timeout instead of hanging, before and during a stream', async () => {
    const slow = await createOpenAiCompatibleProvider({ baseUrl, model: 'slow', timeoutMs: 200 });
    await expect(slow.complete(request())).rejects.toMatchObject({
      code: 'ASSISTANT_PROVIDER_TIMEOUT',
      timeoutMs: 200,
    });
    const stalls = await createOpenAiCompatibleProvider({ baseUrl, model: 'stalls', timeoutMs: 200 });
    const consume = async () => {
      for await (const _ of stalls.stream(request())) {
        // read until the stall
      }
    };
    await expect(consume()).rejects.toMatchObject({ code: 'ASSISTANT_PROVIDER_TIMEOUT' });
  });

  it('says clearly when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const provider = await createOpenAiCompatibleProvider({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'x',
    });
    await expect(provider.complete(request())).rejects.toMatchObject({
      code: 'ASSISTANT_PROVIDER_UNAVAILABLE',
    });
  });
});

describe('nothing leaves the machine', () => {
  it('refuses to start with an external base URL, by address or by a name that resolves to one', async () => {
    await expect(
      createOpenAiCompatibleProvider({ baseUrl: 'https://203.0.113.7/v1', model: 'm' }),
    ).rejects.toBeInstanceOf(ExternalHostRefusedError);
    const publicName = async () => ['10.0.0.5', '198.51.100.20']; // one private, one public address
    const error = await createOpenAiCompatibleProvider({
      baseUrl: 'https://models.example.com/v1',
      model: 'm',
      resolveHost: publicName,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'ASSISTANT_EXTERNAL_HOST_REFUSED',
      host: 'models.example.com',
      addresses: ['10.0.0.5', '198.51.100.20'],
    });
    // Link-local holds cloud metadata services: not "the deployment's own network".
    await expect(
      createOpenAiCompatibleProvider({ baseUrl: 'http://169.254.169.254/v1', model: 'm' }),
    ).rejects.toMatchObject({
      code: 'ASSISTANT_EXTERNAL_HOST_REFUSED',
    });
  });

  it('accepts loopback, private ranges and names resolving to them; an operator may allow external', async () => {
    for (const url of [
      'http://localhost:8080/v1',
      'http://[::1]:8080/v1',
      'http://10.1.2.3/v1',
      'http://192.168.1.20:11434/v1',
      'http://[fd00::5]/v1',
    ]) {
      await expect(createOpenAiCompatibleProvider({ baseUrl: url, model: 'm' }), url).resolves.toMatchObject({
        id: 'openai-compatible',
      });
    }
    await expect(
      createOpenAiCompatibleProvider({
        baseUrl: 'http://vllm.internal/v1',
        model: 'm',
        resolveHost: async () => ['172.20.0.4'],
      }),
    ).resolves.toMatchObject({ model: 'm' });
    await expect(
      createOpenAiCompatibleProvider({ baseUrl: 'https://203.0.113.7/v1', model: 'm', allowExternal: true }),
    ).resolves.toMatchObject({ id: 'openai-compatible' });
  });
});
