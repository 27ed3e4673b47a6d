import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  type ApiSession,
  apiSession,
  chooseByKeyboard,
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

const run = promisify(execFile);
const hasTool = async (tool: string) =>
  run('sh', ['-c', `command -v ${tool}`]).then(
    () => true,
    () => false,
  );

const STEPS = [
  'Collecting data...',
  'Mapping to framework...',
  'Rendering template...',
  'Generating PDF...',
  'Uploading artifacts...',
  'Complete',
];
const MONTHS = ['01', '02', '03', '04', '05', '06'];
const lastDay = (month: string) => new Date(Date.UTC(2025, Number(month), 0)).getUTCDate();

/** Activity data and a calculation for 2025, through the API (what this test is not about). */
async function seed(api: ApiSession): Promise<void> {
  const facility = await api.json<{ id: string }>('POST', '/api/facilities', {
    name: 'Oakland office',
    country: 'US',
    gridRegion: 'US-CAMX',
  });
  for (const month of MONTHS) {
    const period = { periodStart: `2025-${month}-01`, periodEnd: `2025-${month}-${lastDay(month)}` };
    await api.json('POST', '/api/activities', {
      ...period,
      facilityId: facility.id,
      category: 'scope2.electricity.location_based',
      quantity: '41200',
      unit: 'kWh',
      dataQuality: 'measured',
    });
    await api.json('POST', '/api/activities', {
      ...period,
      facilityId: facility.id,
      category: 'scope1.stationary_combustion',
      quantity: '1500',
      unit: 'therm',
      attributes: { fuel: 'natural_gas' },
      dataQuality: 'measured',
    });
  }
  const started = await api.json<{ id: string; status: string }>('POST', '/api/calculations', {
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
  });
  let status = started.status;
  while (status !== 'completed') {
    if (status === 'failed') throw new Error('the seeding calculation failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await api.json<{ status: string }>('GET', `/api/calculations/${started.id}`)).status;
  }
}

/** Every text the progress live region shows, recorded in the page as it changes. */
async function recordLiveRegion(page: Page): Promise<() => Promise<string[]>> {
  // A script string: it runs in the page (through the DevTools protocol, which the CSP does not govern).
  await page.evaluate(`(() => {
    const seen = [];
    globalThis.__ctpLive = seen;
    const note = () => {
      const region = document.querySelector('[aria-live="polite"][role="status"]');
      const text = region && region.textContent ? region.textContent.trim() : '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  })()`);
  return () => page.evaluate<string[]>('globalThis.__ctpLive');
}

describe.skipIf(!chromiumAvailable)('reports (screen 8)', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Admin;
  let api: ApiSession;
  const reader = { email: 'rita.reader@example.com', password: 'reader-password-1234' };
  let reportId = '';

  beforeAll(async () => {
    server = await startServer();
    admin = await setUpOrganization(server);
    api = await apiSession(server, admin);
    await seed(api);
    await api.json('POST', '/api/users', {
      email: reader.email,
      name: 'Rita Reader',
      role: 'READ_ONLY',
      password: reader.password,
    });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a TCFD report through the screen, follows its progress, downloads the PDF and shows code and QR', async () => {
    const { page, problems } = await openPage(browser, server, { viewport: { width: 1366, height: 768 } });
    await signIn(page, server, admin);
    await page.goto(`${server.url}/reports`);
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByText('No reports yet.', { exact: false }).waitFor();
    await expectAccessible(page, 'reports list (empty)');
    await screenshot(page, 'reports-01-list-empty');

    await page.getByRole('link', { name: 'New report' }).click();
    await page.getByRole('button', { name: 'Generate report' }).waitFor();
    // With the keyboard: the framework, then the period, then Enter on the button.
    const framework = page.locator('input[data-path="frameworkCode"]');
    await chooseByKeyboard(page, framework, 'TCFD recommendations (2021)');
    await page.getByLabel('Period start').fill('2025-01-01');
    await page.getByLabel('Period end').fill('2025-12-31');
    await expectAccessible(page, 'new report');
    await screenshot(page, 'reports-02-new');
    await page.getByRole('button', { name: 'Generate report' }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    reportId = page.url().split('/').pop() as string;
    await page.getByRole('heading', { name: 'Progress' }).waitFor();
    const live = await recordLiveRegion(page);
    await page.getByRole('heading', { name: 'Files' }).waitFor({ timeout: 180_000 });
    // What the live region said: only the specified messages, in order, ending with Complete.
    const said = (await live()).filter((text) => text !== 'Waiting for a worker to start…');
    expect(said.at(-1)).toBe('Complete');
    expect(said.every((text) => STEPS.includes(text))).toBe(true);
    expect(said.map((text) => STEPS.indexOf(text))).toEqual(
      [...said.map((text) => STEPS.indexOf(text))].sort(),
    );
    // Every step is marked done, and the server recorded all six.
    const steps = page.getByRole('list', { name: 'Report generation' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual(STEPS.map((step) => `✓${step} (done)`));
    const status = await api.json<{ steps: { message: string }[] }>('GET', `/api/reports/${reportId}/status`);
    expect(status.steps.map((s) => s.message)).toEqual(STEPS);
    await expectAccessible(page, 'report page');
    await screenshot(page, 'reports-03-report');

    // The PDF, under a name that says organization, framework and period.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${admin.slug}_tcfd_2025_report.pdf`);
    const dir = await mkdtemp(join(tmpdir(), 'ctp-e2e-reports-'));
    try {
      const pdf = join(dir, download.suggestedFilename());
      await download.saveAs(pdf);
      expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
      const report = await api.json<{ verificationCode: string; verificationUrl: string }>(
        'GET',
        `/api/reports/${reportId}`,
      );
      if (await hasTool('pdftotext')) {
        const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
        expect(stdout).toContain(admin.organizationName);
        expect(stdout).toContain(report.verificationCode);
      }

      // The code, the QR code (of the public lookup URL) and the link to the public page.
      await page.getByText(report.verificationCode, { exact: true }).first().waitFor();
      const link = page.getByRole('link', { name: 'Open the public verification page' });
      expect(await link.getAttribute('href')).toBe(`/verify/${report.verificationCode}`);
      const qr = page.getByRole('img', {
        name: `QR code of the public verification page for ${report.verificationCode}`,
      });
      await qr.waitFor();
      const qrPng = join(dir, 'qr.png');
      await qr.screenshot({ path: qrPng });
      if (await hasTool('zbarimg')) {
        const { stdout } = await run('zbarimg', ['--raw', '-q', qrPng]);
        expect(stdout.trim()).toBe(report.verificationUrl);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // Completeness, and a missing narrative linked to the editor.
    await page.getByText(/\d+ of \d+ disclosures filled/).waitFor();
    await page.getByRole('link', { name: 'Write this text' }).first().waitFor();

    await page.goto(`${server.url}/reports`);
    await page.getByRole('table', { name: 'Reports' }).waitFor();
    await expectAccessible(page, 'reports list');
    await screenshot(page, 'reports-04-list');
    expect(problems).toEqual([]);
  }, 300_000);

  it('lets an administrator edit the narrative texts as new template versions', async () => {
    const { page, problems } = await openPage(browser, server, { viewport: { width: 1366, height: 768 } });
    await signIn(page, server, admin);
    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole('link', { name: 'Write this text' }).first().click();
    await page.getByRole('heading', { name: 'Narrative texts' }).waitFor();
    // The link brings the missing text into focus.
    const board = page.getByRole('textbox', { name: 'GOV-a Board oversight' });
    await board.waitFor();
    await expect
      .poll(() => page.evaluate<string | undefined>('document.activeElement?.id'), { timeout: 10_000 })
      .toBe('narrative-narrative.governance.board');
    await page.keyboard.type('The board reviews climate-related risks every quarter.');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('Saved as version 1.').waitFor();
    await page
      .getByRole('textbox', { name: 'RM-a Identifying and assessing risks' })
      .fill('Risks are identified in the annual enterprise risk review.');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await page.getByText('Saved as version 2.').waitFor();
    const history = page.getByRole('table', { name: 'Version history' });
    await history.getByText('Version 2').waitFor();
    await history.getByText('Version 1').waitFor();
    await expectAccessible(page, 'narrative texts');
    await screenshot(page, 'reports-05-narratives');

    const templates = await api.json<{ items: { id: string; frameworkCode: string; version: number }[] }>(
      'GET',
      '/api/report-templates',
    );
    const tcfd = templates.items.filter((t) => t.frameworkCode === 'tcfd');
    expect(tcfd.map((t) => t.version)).toEqual([2]);
    const versions = await api.json<{
      items: { version: number; content: { narratives?: Record<string, string> } }[];
    }>('GET', `/api/report-templates/${tcfd[0]?.id}/versions`);
    expect(versions.items.map((v) => v.version)).toEqual([1, 2]);
    expect(versions.items[1]?.content.narratives).toEqual({
      'narrative.governance.board': 'The board reviews climate-related risks every quarter.',
      'narrative.risk.identification': 'Risks are identified in the annual enterprise risk review.',
    });
    expect(problems).toEqual([]);
  }, 180_000);

  it('shows a READ_ONLY user the reports and texts without any create or edit control', async () => {
    const { page, problems } = await openPage(browser, server, { viewport: { width: 1366, height: 768 } });
    await signIn(page, server, { ...admin, ...reader });
    await page.goto(`${server.url}/reports`);
    await page.getByRole('table', { name: 'Reports' }).waitFor();
    expect(await page.getByRole('link', { name: 'New report' }).count()).toBe(0);
    await page.goto(`${server.url}/reports/narratives?framework=tcfd`);
    await page.getByText('Only an organization administrator can change these texts.').waitFor();
    await page.getByText('The board reviews climate-related risks every quarter.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save as a new version' }).count()).toBe(0);
    await expectAccessible(page, 'narrative texts (read-only)');
    await screenshot(page, 'reports-06-narratives-read-only');
    await page.goto(`${server.url}/reports/new`);
    await page.getByText('Your role can read reports but not create them.').waitFor();
    expect(await page.getByRole('button', { name: 'Generate report' }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  it('works at 390×844', async () => {
    const { page, problems } = await openPage(browser, server, { viewport: { width: 390, height: 844 } });
    await signIn(page, server, admin);
    await page.goto(`${server.url}/reports/${reportId}`);
    await page.getByRole('heading', { name: 'Files' }).waitFor();
    await expectAccessible(page, 'report page (390)');
    await screenshot(page, 'reports-07-report-390');
    expect(problems).toEqual([]);
  }, 120_000);
});
