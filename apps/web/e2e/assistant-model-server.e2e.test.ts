import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  chromiumAvailable,
  type E2eServer,
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  setUpOrganization,
  signIn,
  startServer,
} from './harness.js';

// A withheld answer end to end. The CTP server is configured for a model server
// (CTP_ASSISTANT_PROVIDER=openai-compatible), and that model server is an HTTP server on 127.0.0.1
// speaking the OpenAI chat-completions protocol (as llama.cpp, Ollama or vLLM do; none can run on
// these test machines). It answers every question with a figure that is not in the organization's
// data, so the server's guard withholds the answer and the panel must say why without showing it.
const INVENTED = '4,321.9 t CO2e';

function startModelServer(): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { model, stream } = JSON.parse(body) as { model: string; stream?: boolean };
      const content = `Your Scope 1 emissions were ${INVENTED}.`;
      if (stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of content.split(' '))
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: `${piece} ` } }] })}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          model,
          choices: [{ message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 900, completion_tokens: 12 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` }),
    ),
  );
}

describe.skipIf(!chromiumAvailable)('assistant panel with a model server: a withheld answer', () => {
  let model: Server;
  let server: E2eServer;
  let browser: Browser;
  let admin: Admin;

  beforeAll(async () => {
    const started = await startModelServer();
    model = started.server;
    [server, browser] = await Promise.all([
      startServer({
        env: {
          CTP_ASSISTANT_PROVIDER: 'openai-compatible',
          CTP_ASSISTANT_BASE_URL: started.baseUrl,
          CTP_ASSISTANT_MODEL: 'llama3.1',
        },
      }),
      launchBrowser(),
    ]);
    admin = await setUpOrganization(server);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    model?.closeAllConnections();
    await new Promise((resolve) => model?.close(resolve));
  });

  it('says the answer was withheld and why, never showing the unverified figure', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    const box = panel.getByRole('textbox', { name: /^Your question/ });
    await box.fill('What were our Scope 1 emissions last year?');
    await box.press('Enter');
    const withheld = panel.getByTestId('assistant-withheld');
    await withheld.waitFor({ timeout: 60_000 });
    expect(await withheld.textContent()).toContain('Answer withheld');
    expect(await withheld.textContent()).toContain('1 figure does not match any value in your data');
    expect(await panel.textContent()).not.toContain('4,321.9');
    expect(await panel.getByTestId('assistant-answer').count()).toBe(0);
    expect(await panel.textContent()).toContain('openai-compatible-tools'); // the provider that answered
    await screenshot(page, 'screen-assistant-withheld');
    await expectAccessible(page, 'assistant-withheld');
    expect(problems).toEqual([]);
  });
});
