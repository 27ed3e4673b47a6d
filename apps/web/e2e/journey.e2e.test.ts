import { readFile } from 'node:fs/promises';
import Decimal from 'decimal.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  chooseByKeyboard,
  chromiumAvailable,
  type E2eServer,
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  startServer,
} from './harness.js';

/**
 * Issue 14, "What must be shown": the whole journey of a new organization, in one browser session,
 * through the screens (the API only reads what the screens are compared with):
 * setup → sign in → a facility → a CSV with one bad row (its error seen, the file fixed, committed) →
 * a calculation followed to done → dashboard totals equal to `GET /api/results/summary` → drill down
 * to a result's calculation record and verify it → a TCFD report, its progress and its PDF → the public
 * verification page, with the downloaded PDF dropped on it.
 */

const ADMIN = {
  organizationName: 'Harbour Cement',
  slug: 'harbour',
  name: 'Hana Lead',
  email: 'hana@harbour.example',
  password: 'a long enough passphrase',
};
const FACILITY = 'Harbour kiln works';
const YEAR = new Date().getUTCFullYear() - 1; // the dashboard opens on last year
const STEPS = [
  'Collecting data...',
  'Mapping to framework...',
  'Rendering template...',
  'Generating PDF...',
  'Uploading artifacts...',
  'Complete',
];

const lastDay = (month: number) => new Date(Date.UTC(YEAR, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** Twelve months of gas and electricity; `bad` spoils the quantity of the gas in March (line 7). */
function activityCsv(bad: boolean): string {
  const lines = ['category,quantity,unit,periodStart,periodEnd,facility,dataQuality,attr.fuel'];
  for (let month = 1; month <= 12; month++) {
    const start = `${YEAR}-${pad(month)}-01`;
    const end = `${YEAR}-${pad(month)}-${lastDay(month)}`;
    const gas = bad && month === 3 ? '12.5e2' : `${1200 + month * 10}.5`;
    lines.push(
      `scope2.electricity.location_based,${41000 + month * 37},kWh,${start},${end},${FACILITY},measured,`,
    );
    lines.push(`scope1.stationary_combustion,${gas},therm,${start},${end},${FACILITY},measured,natural_gas`);
  }
  return `${lines.join('\n')}\n`;
}

/** t CO2e as the dashboard shows an exact kg amount: one decimal, half-up, grouped. */
const tonnes = (kg: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    new Decimal(kg).div(1000).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1) as `${number}`,
  );

/** Presses Tab until `name` (a role and accessible name) has the focus; fails after 60 presses. */
async function tabTo(page: Page, role: 'button' | 'link', name: string): Promise<void> {
  const target = page.getByRole(role, { name, exact: true });
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the ${role} "${name}"`);
}

/** Every text the report's progress live region shows, recorded in the page as it changes. */
async function recordLiveRegion(page: Page): Promise<() => Promise<string[]>> {
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

/** Each screen of the journey: accessible, and photographed. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, `journey-${name}`);
  await expectAccessible(page, name);
}

describe.skipIf(!chromiumAvailable)('the journey of issue 14, end to end', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('goes from setup to a verified report, through the screens', async () => {
    // The server's check refuses the bad row with a 422 on purpose; every other answer is a success.
    const { page, problems } = await openPage(browser, server, { allowConsole: [/status of 422/] });
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refusals.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });

    // 1. Setup through the application's /setup screen, then sign in.
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/setup`);
    await page.getByRole('heading', { name: 'Set up CTP' }).waitFor();
    await page.getByLabel('Organization name').fill(ADMIN.organizationName);
    await page.getByLabel(/^Short name/).fill(ADMIN.slug);
    await page.getByLabel('Your name').fill(ADMIN.name);
    await page.getByLabel('Your email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await checkScreen(page, '01-setup');
    await page.getByLabel(/^Password/).press('Enter');
    await page.getByText(`Organization ${ADMIN.organizationName} created.`, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\?organization=harbour/);
    await checkScreen(page, '02-sign-in');
    await signIn(page, server, ADMIN);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const api: ApiSession = await apiSession(server, ADMIN);

    // 2. A facility, through the facilities screen.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Facilities' })
      .click();
    await page.getByRole('heading', { name: 'Facilities', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Add a facility' });
    await form.getByLabel('Name').fill(FACILITY);
    await form.getByLabel(/^Country/).fill('US');
    await form.getByLabel(/^Grid region/).fill('US-CAMX');
    await form.getByRole('button', { name: 'Add a facility' }).click();
    await page.getByRole('table', { name: 'Facilities' }).getByText(FACILITY).waitFor();
    await checkScreen(page, '03-facilities');

    // 3. The import, by keyboard: a file with one bad row, its error, the fixed file, the commit.
    await page.goto(`${server.url}/activities/import`);
    await page.getByRole('heading', { name: 'Import activity data' }).waitFor();
    await checkScreen(page, '04-import');
    const chooseFile = async (name: string, csv: string) => {
      // Listening first: Playwright intercepts the file dialog only once it listens.
      const chosen = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose a file' }).focus();
      await page.keyboard.press('Enter');
      const chooser = await chosen;
      await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByText(`${name}: 24 rows, 8 columns`).waitFor();
    };
    await chooseFile('activities.csv', activityCsv(true));
    // The browser's own check already names the row, the field and the reason…
    const browserProblems = page
      .getByRole('status')
      .filter({ hasText: 'The browser found 1 problem(s) in 1 row(s)' });
    await browserProblems.getByText('Line 7').waitFor();
    expect(await browserProblems.textContent()).toContain(
      'Line 7 · Quantity (quantity): Not a plain decimal number.',
    );
    // …and so does the server's check, which stores nothing.
    await tabTo(page, 'button', 'Check the file');
    await page.keyboard.press('Enter');
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'The server refused 1 problem(s) in 1 row(s)' });
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/Line 7 · Quantity \(quantity\): /);
    await checkScreen(page, '05-import-row-error');
    expect((await api.json<{ items: unknown[] }>('GET', '/api/activities?limit=5')).items).toEqual([]);
    // The corrected file (same columns: the mapping is kept), checked and imported.
    await chooseFile('activities-fixed.csv', activityCsv(false));
    await tabTo(page, 'button', 'Check the file');
    await page.keyboard.press('Enter');
    await page.getByText('All 24 rows passed the server’s checks. Nothing is stored yet.').waitFor();
    await tabTo(page, 'button', 'Import 24 rows');
    await page.keyboard.press('Enter');
    await page.getByText('24 activities imported').waitFor();
    await checkScreen(page, '06-import-done');

    // 4. The calculation, started by keyboard on the calculations screen and followed to done.
    await page.goto(`${server.url}/calculations`);
    const start = page.getByRole('form', { name: 'Start a calculation' });
    expect(await start.getByLabel(/^Period start/).inputValue()).toBe(`${YEAR}-01-01`);
    expect(await start.getByLabel(/^Period end/).inputValue()).toBe(`${YEAR}-12-31`);
    await checkScreen(page, '07-calculations');
    await start.getByLabel(/^Period start/).focus();
    await tabTo(page, 'button', 'Calculate');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/calculations\/[0-9a-f-]{36}$/);
    await page
      .getByText('The calculation is done: 24 results stored, 0 activities failed.')
      .waitFor({ timeout: 120_000 });
    await checkScreen(page, '08-calculation-done');

    // 5. The dashboard's totals are the summary API's, rounded as the dashboard rounds them.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('heading', { name: 'Totals by scope' }).waitFor();
    const summary = await api.json<{ totals: Record<string, string> }>(
      'GET',
      `/api/results/summary?periodStart=${YEAR}-01-01&periodEnd=${YEAR}-12-31`,
    );
    const cards = {
      scope1: summary.totals.scope1,
      scope2Location: summary.totals.scope2LocationBased,
      scope2Market: summary.totals.scope2MarketBased,
      scope3: summary.totals.scope3,
    };
    expect(new Decimal(summary.totals.scope1 ?? '0').isPositive()).toBe(true);
    expect(new Decimal(summary.totals.scope2LocationBased ?? '0').isPositive()).toBe(true);
    for (const [series, kg] of Object.entries(cards)) {
      const shown = await page.locator(`.ctp-card-${series} .ctp-num`).textContent();
      expect(shown?.replace(/\s+/g, ' ').trim(), series).toBe(`${tonnes(kg ?? 'missing')} t CO2e`);
    }
    await page.getByRole('img', { name: 'Monthly trend' }).waitFor();
    await checkScreen(page, '09-dashboard');

    // 6. From the Scope 1 total to the results behind it, and to one result's record: verify it.
    await page.locator('.ctp-card-scope1').getByRole('link', { name: 'See the results' }).click();
    await page.waitForURL(/\/results\?/);
    const search = new URL(page.url()).searchParams;
    expect([search.get('scope'), search.get('from'), search.get('to')]).toEqual([
      '1',
      `${YEAR}-01-01`,
      `${YEAR}-12-31`,
    ]);
    const rows = page.locator('tr[data-clickable]');
    await rows.first().waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(12);
    await checkScreen(page, '10-results');
    await rows.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/results\/records\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Calculation record' }).waitFor();
    await page.getByRole('button', { name: 'Verify this record' }).click();
    await page.getByText('Verified: the checksums hold and the stored values match.').waitFor();
    await checkScreen(page, '11-record-verified');

    // 7. A TCFD report: created on the screen, its progress watched, its PDF downloaded.
    await page.goto(`${server.url}/reports/new`);
    const framework = page.locator('input[data-path="frameworkCode"]');
    await framework.waitFor();
    await chooseByKeyboard(page, framework, 'TCFD recommendations (2021)');
    await page.getByLabel('Period start').fill(`${YEAR}-01-01`);
    await page.getByLabel('Period end').fill(`${YEAR}-12-31`);
    await checkScreen(page, '12-new-report');
    await page.getByRole('button', { name: 'Generate report' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Progress' }).waitFor();
    const live = await recordLiveRegion(page);
    await page.getByRole('heading', { name: 'Files' }).waitFor({ timeout: 180_000 });
    const said = (await live()).filter((text) => STEPS.includes(text));
    expect(said.at(-1)).toBe('Complete');
    expect(said.map((text) => STEPS.indexOf(text))).toEqual(
      [...said.map((text) => STEPS.indexOf(text))].sort(),
    );
    const steps = page.getByRole('list', { name: 'Report generation' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual(STEPS.map((step) => `✓${step} (done)`));
    await checkScreen(page, '13-report');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF report' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${ADMIN.slug}_tcfd_${YEAR}_report.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // 8. Its public verification page (signed out would do; the link opens it), the PDF dropped on it.
    const link = page.getByRole('link', { name: 'Open the public verification page' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/verify\/[A-Z0-9-]+$/);
    const code = href.split('/').pop() as string;
    await page.goto(`${server.url}${href}`);
    await page.getByRole('heading', { name: `Report ${code}` }).waitFor();
    await page.getByText('This report was issued through CTP').waitFor();
    await page.getByText(code, { exact: true }).first().waitFor();
    // A real drop: a DataTransfer holding the downloaded bytes, dropped on the zone.
    const transfer = await page.evaluateHandle(`(() => {
      const bytes = Uint8Array.from(atob('${pdf.toString('base64')}'), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], '${download.suggestedFilename()}', { type: 'application/pdf' }));
      return data;
    })()`);
    const zone = page.getByTestId('drop-zone');
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByText(`${download.suggestedFilename()} matches`, { exact: false }).waitFor();
    await page.getByText('This file is exactly the one recorded for this report.').waitFor();
    await checkScreen(page, '15-verify-match');

    expect(problems).toEqual([]);
    expect(refusals.filter((r) => !/^401 \/api\/auth\/session$/.test(r))).toEqual([
      '422 /api/activities/import/validate',
    ]);
  }, 420_000);
});
