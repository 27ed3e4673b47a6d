import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import {
  type Admin,
  type ApiSession,
  apiSession,
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

// Issue 14, screen 3: bulk upload. A CSV with one bad row is refused row by row, fixed and imported;
// an .xlsx file of 20,000 rows is imported with its numbers as exact decimal text.

const HEADER = 'Site,Category,Qty,UoM,From,To,attr.fuel';
const row = (qty: string, from: string, to: string) =>
  `Leeds plant,scope1.stationary_combustion,${qty},kWh,${from},${to},natural_gas`;
const BAD_CSV = [
  HEADER,
  row('1500.25', '2024-01-01', '2024-01-31'),
  row('"1,250.5"', '2024-02-01', '2024-02-29'),
  row('12345678901234567890.123456789', '2024-03-01', '2024-03-31'),
].join('\n');
const FIXED_CSV = BAD_CSV.replace('"1,250.5"', '1250.5');

interface ActivityPage {
  items: { quantity: string; unit: string; periodStart: string; attributes: Record<string, unknown> }[];
  nextCursor: string | null;
}

describe.skipIf(!chromiumAvailable)('import activity data (CSV and Excel)', () => {
  let server: E2eServer;
  let admin: Admin;
  let api: ApiSession;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let dir: string;

  /** The file the next file chooser gets (the chooser is intercepted from the start, see beforeAll). */
  let nextFile: string | undefined;
  /** Chooses a file the way a keyboard user does: focus the button, Enter, pick in the chooser. */
  async function chooseFile(path: string) {
    nextFile = path;
    await page.getByRole('button', { name: 'Choose a file' }).focus();
    await page.keyboard.press('Enter');
  }
  /** The input of a mapping select (its label also names the listbox). */
  const mapping = (label: RegExp) => page.getByLabel(label).and(page.locator('input'));
  async function press(name: string | RegExp) {
    await page.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  }
  const activities = async (from: string, to: string) => {
    const all: ActivityPage['items'] = [];
    let cursor: string | null = null;
    do {
      const query: string = `periodFrom=${from}&periodTo=${to}&limit=500${cursor ? `&cursor=${cursor}` : ''}`;
      const answer: ActivityPage = await api.json<ActivityPage>('GET', `/api/activities?${query}`);
      all.push(...answer.items);
      cursor = answer.nextCursor;
    } while (cursor !== null);
    return all;
  };

  beforeAll(async () => {
    server = await startServer();
    admin = await setUpOrganization(server);
    api = await apiSession(server, admin);
    await api.json('POST', '/api/facilities', { name: 'Leeds plant', country: 'GB' });
    dir = await mkdtemp(join(tmpdir(), 'ctp-import-e2e-'));
    browser = await launchBrowser();
    // The dry run answers 422 for the bad file on purpose; the browser logs that answer as an error.
    ({ page, problems } = await openPage(browser, server, {
      viewport: { width: 1366, height: 768 },
      allowConsole: [/status of 422/],
    }));
    // Listening from the start makes Chromium hand every file chooser to the test (a listener added
    // just before the key press may come too late, and the chooser then opens natively, unseen).
    page.on('filechooser', (chooser) => {
      if (nextFile !== undefined) void chooser.setFiles(nextFile);
    });
    await signIn(page, server, admin);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refuses a CSV with one bad row, row by row, and imports the fixed file whole', async () => {
    await page.goto(`${server.url}/activities`);
    await page.getByRole('link', { name: 'Import a file' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activities\/import$/);
    await page.getByRole('heading', { name: 'Import activity data' }).waitFor();
    await expectAccessible(page, 'import: choose a file');
    await screenshot(page, 'imports-1-choose');

    const bad = join(dir, 'meters.csv');
    await writeFile(bad, BAD_CSV);
    await chooseFile(bad);
    await page.getByText('meters.csv: 3 rows, 7 columns').waitFor();
    // Guessed mapping: Site → facility, Qty → quantity, From/To → the period.
    await expect(mapping(/^Quantity \(quantity\)/).inputValue()).resolves.toBe('Column 3: Qty');
    await expect(mapping(/^Facility \(by name\)/).inputValue()).resolves.toBe('Column 1: Site');
    await page.getByText('The browser found 1 problem(s) in 1 row(s)').waitFor();
    await expectAccessible(page, 'import: mapping and preview');
    await screenshot(page, 'imports-2-mapping-preview');

    await press('Check the file');
    const refused = page.getByRole('alert').filter({ hasText: 'The server refused' });
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain(
      'Line 3 · Quantity (quantity): Not a plain decimal number',
    );
    await expect(page.getByRole('button', { name: 'Import 3 rows' }).isDisabled()).resolves.toBe(true);
    await refused.getByRole('button', { name: 'Show in the preview: Line 3' }).focus();
    await page.keyboard.press('Enter');
    // (A string, evaluated in the page: this file is type-checked without the DOM library.)
    await expect(page.evaluate('document.activeElement?.id')).resolves.toBe('import-row-2');
    await expectAccessible(page, 'import: row errors');
    await screenshot(page, 'imports-3-row-error');
    expect(await activities('2024-01-01', '2024-03-31')).toHaveLength(0);

    const fixed = join(dir, 'meters-fixed.csv');
    await writeFile(fixed, FIXED_CSV);
    await chooseFile(fixed);
    await page.getByText('meters-fixed.csv: 3 rows, 7 columns').waitFor();
    await press('Check the file');
    await page.getByText('All 3 rows passed the server’s checks. Nothing is stored yet.').waitFor();
    await press('Import 3 rows');
    await page.getByText('3 activities imported').waitFor();
    await expectAccessible(page, 'import: done');
    await screenshot(page, 'imports-4-done');

    await page.getByRole('link', { name: 'Show them in the activity data' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/activities\?/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2024-01-01');
    expect(new URL(page.url()).searchParams.get('to')).toBe('2024-03-31');
    await page.getByText('3 rows').waitFor();
    await screenshot(page, 'imports-5-activities');
    const stored = await activities('2024-01-01', '2024-03-31');
    expect(stored.map((a) => a.quantity).sort()).toEqual([
      '12345678901234567890.123456789',
      '1250.5',
      '1500.25',
    ]);
    expect(stored[0]?.attributes).toEqual({ fuel: 'natural_gas' });
  }, 180_000);

  it('imports an .xlsx file of 20,000 rows with its numbers as exact decimal text', async () => {
    const path = join(dir, 'meters.xlsx');
    const header = ['Site', 'Category', 'Qty', 'UoM', 'From', 'To'].map((value) => ({ value }));
    const day = (d: string) => ({ value: new Date(`${d}T00:00:00Z`), format: 'yyyy-mm-dd' });
    const data = Array.from({ length: 20_000 }, (_, i) => [
      { value: 'Leeds plant' },
      { value: 'scope1.stationary_combustion' },
      // 0.1 + 0.2 is stored as 0.30000000000000004: Excel shows 0.3, and 0.3 is imported.
      { value: i === 0 ? 0.1 + 0.2 : 1000 + i / 4 },
      { value: 'kWh' },
      day('2023-06-01'),
      day('2023-06-30'),
    ]);
    await writeXlsxFile([header, ...data]).toFile(path);

    await page.goto(`${server.url}/activities/import`);
    await page.getByRole('heading', { name: 'Import activity data' }).waitFor();
    await chooseFile(path);
    await page.getByText('meters.xlsx: 20,000 rows, 6 columns').waitFor({ timeout: 60_000 });
    const preview = page.getByRole('table', { name: 'Preview of the rows to import' });
    await expect(preview.getByRole('row').nth(1).textContent()).resolves.toContain('Row 2');
    await expect(preview.getByRole('row').nth(1).textContent()).resolves.toContain('0.3');
    await press('Check the file');
    await page.getByText('All 20,000 rows passed the server’s checks.').waitFor({ timeout: 60_000 });
    await screenshot(page, 'imports-6-xlsx-checked');
    await press('Import 20,000 rows');
    await page.getByText('20,000 activities imported').waitFor({ timeout: 120_000 });

    const stored = await activities('2023-06-01', '2023-06-30');
    expect(stored).toHaveLength(20_000);
    const quantities = new Set(stored.map((a) => a.quantity));
    expect(quantities.has('0.3')).toBe(true);
    expect(quantities.has('0.30000000000000004')).toBe(false);
    expect(quantities.has('1000.25')).toBe(true);
    expect(quantities.has('5999.75')).toBe(true);
    expect(stored.every((a) => a.periodStart.startsWith('2023-06-01'))).toBe(true);
    expect(problems).toEqual([]);
  }, 300_000);
});
