import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  chromiumAvailable,
  type E2eServer,
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  setUpOrganization,
  startServer,
} from './harness';

/**
 * Public verification (issue 14, screen 10) in Chromium against a real server: a report is generated
 * through the API, then a person with no account types its code, reads what was recorded, and drops
 * its files: the PDF matches, a changed CSV does not. The file is hashed in the browser, never sent.
 */
describe.skipIf(!chromiumAvailable)('public verification', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let code = '';
  let organizationName = '';
  let contentHash = '';
  let pdf: Buffer;
  let csv: Buffer;
  const uploads: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    const admin = await setUpOrganization(server);
    const api = await apiSession(server, admin);
    const report = await api.json<{ id: string; verificationCode: string }>('POST', '/api/reports', {
      frameworkCode: 'cdp',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    });
    code = report.verificationCode;
    // Since issue 19 a new code has two groups of four symbols (40 random bits).
    expect(code).toMatch(/^CTP-\d{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    organizationName = (await api.json<{ name: string }>('GET', '/api/organizations/current')).name;
    for (;;) {
      const status = await api.json<{ status: string; failureReason: string | null }>(
        'GET',
        `/api/reports/${report.id}/status`,
      );
      if (status.status === 'complete') break;
      if (status.status === 'failed') throw new Error(`the report failed: ${status.failureReason}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    contentHash = (await api.json<{ contentHash: string }>('GET', `/api/reports/${report.id}`)).contentHash;
    pdf = Buffer.from(
      await (await api.request('GET', `/api/reports/${report.id}/download/pdf`)).arrayBuffer(),
    );
    csv = Buffer.from(
      await (await api.request('GET', `/api/reports/${report.id}/download/csv`)).arrayBuffer(),
    );
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Drops a file on the drop zone as a person dragging it from their desktop would. */
  async function drop(page: Page, name: string, bytes: Buffer) {
    const transfer = await page.evaluateHandle(
      ({ name, base64 }) => {
        const raw = atob(base64);
        const data = new Uint8Array(raw.length);
        for (let i = 0; i < raw.length; i++) data[i] = raw.charCodeAt(i);
        const dt = new DataTransfer();
        dt.items.add(new File([data], name));
        return dt;
      },
      { name, base64: bytes.toString('base64') },
    );
    await page.dispatchEvent('[data-testid="drop-zone"]', 'drop', { dataTransfer: transfer });
  }

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`types the code, reads the record and checks the files, at ${viewport.width}×${viewport.height}`, async () => {
      const { page, problems } = await openPage(browser, server, {
        viewport,
        allowConsole: [/status of 404/],
      });
      // Nothing of the file may leave the browser: record every request body sent while checking.
      page.on('request', (request) => {
        const body = request.postDataBuffer();
        if (body && body.length > 1000) uploads.push(request.url());
      });
      await page.goto(`${server.url}/verify`);
      await page.getByRole('heading', { name: 'Check a report' }).waitFor();
      await expectAccessible(page, 'verify');
      await screenshot(page, `verify-code-${viewport.width}`);

      // By keyboard: the code as someone would type it from paper, then Enter.
      await page.getByRole('textbox', { name: /Verification code/ }).focus();
      await page.keyboard.type(code.toLowerCase());
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/verify/${code}`);
      await page.getByText('This report was issued through CTP').waitFor();
      expect(await page.getByText(organizationName, { exact: true }).count()).toBe(1);
      expect(await page.getByTestId('content-hash').textContent()).toBe(contentHash);
      expect(await page.getByText('Jan 1 – Dec 31, 2025').count()).toBe(1);
      // Totals as the PDF prints them: three decimals of t CO2e.
      const scope1 = await page
        .getByRole('row', { name: /^Scope 1/ })
        .getByRole('cell')
        .first()
        .textContent();
      expect(scope1).toMatch(/^\d{1,3}(,\d{3})*\.\d{3}$/);

      await drop(page, 'downloaded.pdf', pdf);
      await page.getByText('downloaded.pdf matches report.pdf').waitFor();
      const changed = Buffer.from(csv);
      changed[changed.length - 2] = changed[changed.length - 2] === 0x31 ? 0x32 : 0x31;
      await drop(page, 'emissions.csv', changed);
      await page.getByText('emissions.csv: no match').waitFor();
      // The chooser, for those who do not drag: the original CSV matches.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'emissions.csv', mimeType: 'text/csv', buffer: csv });
      await page.getByText('emissions.csv matches emissions.csv').waitFor();
      await expectAccessible(page, 'verify-report');
      await screenshot(page, `verify-report-${viewport.width}`);

      // An unknown code: words and the box to try again, not an error page.
      await page.goto(`${server.url}/verify/CTP-2020-ZZZZ`);
      await page.getByText('No report has this verification code', { exact: false }).waitFor();
      await expectAccessible(page, 'verify-unknown');
      expect(uploads).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
