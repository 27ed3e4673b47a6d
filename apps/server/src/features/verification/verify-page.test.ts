import { existsSync } from 'node:fs';
import { testTargets } from '@ctp/store';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerHandle, startServer } from '../../http/start-server.js';
import { openReportFixture, type ReportFixture } from '../../testing/reports-fixture.js';

/**
 * The public verification page in a real browser (Debian's Chromium through playwright-core, which
 * never downloads one): a person opens `/verify/{code}`, drops a downloaded artifact on the page,
 * and the page says which artifact it is, with the SHA-256 computed in the browser.
 */
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const [target] = testTargets(undefined);

describe.skipIf(!existsSync(CHROMIUM))(`the verification page in Chromium (needs ${CHROMIUM})`, () => {
  let f: ReportFixture;
  let server: ServerHandle;
  let browser: Browser;
  let report: Record<string, unknown> & { id: string };
  let files: Map<string, Uint8Array>;

  beforeAll(async () => {
    f = await openReportFixture(target as never);
    report = await f.generate({ frameworkCode: 'cdp', periodStart: '2025-01-01', periodEnd: '2025-12-31' });
    expect(report.status).toBe('complete');
    files = await f.download(report);
    server = await startServer(f.h.app, { port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await f?.close();
  });

  /** Drops `bytes` as a file named `name` on the page's drop zone, as a person dragging it would. */
  const drop = async (page: import('playwright-core').Page, name: string, bytes: Uint8Array) => {
    const transfer = await page.evaluateHandle(
      ({ name, base64 }) => {
        // Runs in the page (the DOM's DataTransfer and File; this project compiles without the DOM types).
        const dom = globalThis as unknown as {
          DataTransfer: new () => { items: { add(file: unknown): void } };
          File: new (parts: unknown[], name: string) => unknown;
          atob(data: string): string;
        };
        const raw = dom.atob(base64);
        const data = new Uint8Array(raw.length);
        for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
        const dt = new dom.DataTransfer();
        dt.items.add(new dom.File([data], name));
        return dt;
      },
      { name, base64: Buffer.from(bytes).toString('base64') },
    );
    await page.dispatchEvent('#drop', 'drop', { dataTransfer: transfer });
  };

  it('shows the recorded metadata and says which artifact a dropped file is; a changed file does not match', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('favicon')) errors.push(m.text());
    });
    await page.goto(`${server.url}/verify/${report.verificationCode}`);
    await expect(page.locator('#organization').textContent()).resolves.toBe('Acme Manufacturing');
    await expect(page.locator('#content-hash').textContent()).resolves.toBe(report.contentHash);
    await expect(page.locator('#period').textContent()).resolves.toBe('2025-01-01 to 2025-12-31');

    await drop(page, 'downloaded.pdf', files.get('report.pdf') as Uint8Array);
    await page.getByText('Matches report.pdf').waitFor();
    expect(await page.locator('#result').getAttribute('class')).toBe('ok');
    expect(await page.locator('tr.match').getAttribute('data-file')).toBe('report.pdf');

    const csv = files.get('emissions.csv') as Uint8Array;
    await page.setInputFiles('#file', {
      name: 'emissions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText('Matches emissions.csv').waitFor();

    const tampered = new Uint8Array(csv);
    tampered[tampered.length - 2] = tampered[tampered.length - 2] === 0x31 ? 0x32 : 0x31;
    await drop(page, 'emissions.csv', tampered);
    await page.getByText('No match').waitFor();
    expect(await page.locator('#result').getAttribute('class')).toBe('bad');
    expect(await page.locator('tr.match').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
