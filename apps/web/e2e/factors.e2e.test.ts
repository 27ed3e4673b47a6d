import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  apiSession,
  type Credentials,
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

const COLUMNS =
  'category,subcategory,factor,unit,region,gwpSet,gwpTimeframe,effectiveFrom,effectiveTo,gas:CO2';
const V1 = [
  COLUMNS,
  'stationary_combustion,boiler_gas,0.18290,kWh,GB,AR5,100yr,2025-01-01,,',
  'stationary_combustion,old_oil,2.5,litre,GB,AR5,100yr,2025-01-01,,',
  'stationary_combustion,steady,1.000000000000000001,kWh,GB,AR5,100yr,2025-01-01,,',
  'stationary_combustion,gas_only,,kg,GB,,,2025-01-01,,0.5',
].join('\n');
// The same file with one bad row (line 3): a unit nobody knows.
const V1_BAD = V1.replace('old_oil,2.5,litre', 'old_oil,2.5,furlongs');
const V2 = [
  COLUMNS,
  'stationary_combustion,boiler_gas,0.17,kWh,GB,AR5,100yr,2026-01-01,,',
  'stationary_combustion,steady,1.000000000000000001,kWh,GB,AR5,100yr,2026-01-01,,',
  'stationary_combustion,gas_only,,kg,GB,,,2026-01-01,,0.4999999999999999999',
  'stationary_combustion,new_biogas,0.0002,kWh,GB,AR5,100yr,2026-01-01,,',
].join('\n');

async function fillUpload(page: Page, version: string, csv: string) {
  await page.getByRole('textbox', { name: 'Dataset id' }).fill('acme-meters');
  await page.getByRole('textbox', { name: 'Version' }).fill(version);
  await page.getByRole('textbox', { name: 'Title' }).fill('Acme metered factors');
  await page.getByRole('textbox', { name: 'Citation' }).fill('Acme engineering declaration');
  await page.getByRole('textbox', { name: 'Source address' }).fill('https://acme.example/declaration');
  await page.getByRole('textbox', { name: 'Publisher' }).fill('Acme Engineering');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `acme-${version}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** Cell texts of the data rows of a table, in order. */
async function rowsOf(page: Page, name: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(await rows.nth(i).locator('td').allTextContents());
  return out;
}

/** The page's globals the tests read (the e2e project is typed without the DOM library). */
type PageGlobals = {
  document: { getAnimations(): { finished: Promise<unknown> }[] };
  opener: unknown;
};

/** Issue 14, screen 6: the factor library. */
describe.skipIf(!chromiumAvailable)('the factor library', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Admin;
  let reader: Credentials;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await setUpOrganization(server);
    reader = { slug: admin.slug, email: 'rita@example.com', password: 'a reader passphrase' };
    const api = await apiSession(server, admin);
    await api.json('POST', '/api/users', {
      email: reader.email,
      name: 'Rita Reader',
      role: 'READ_ONLY',
      password: reader.password,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('searches a factor with filters in the address and opens its citation in a new tab', async () => {
    const { page, problems } = await openPage(browser, server);
    // The sources are on the internet, which the test does not reach: answer them here.
    await page
      .context()
      .route('https://www.gov.uk/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>DESNZ source</title>' }),
      );
    await signIn(page, server, admin);
    await page.getByRole('link', { name: 'Factors', exact: true }).click();
    await page.getByRole('heading', { name: 'Factor library' }).waitFor();
    // Off the navigation link, so that its hover colour is not what axe measures.
    await page.mouse.move(1, 760);

    // Filters by keyboard: type, then Enter submits the form.
    await page.getByRole('searchbox', { name: 'Search' }).fill('natural gas');
    await page.getByRole('textbox', { name: 'Region' }).fill('GB');
    await page.getByLabel('In effect on').fill('2025-06-01');
    await page.getByRole('textbox', { name: 'Region' }).press('Enter');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 })
      .toBe('natural gas');
    expect(new URL(page.url()).searchParams.get('region')).toBe('GB');
    const table = page.getByRole('table', { name: 'Emission factors' });
    const gas = table.getByRole('row').filter({ hasText: 'desnz-ghg-cf 2025' }).filter({ hasText: 'm3' });
    await gas.first().waitFor();
    const cells = await rowsOf(page, 'Emission factors');
    expect(cells.every((row) => row[3] === 'GB')).toBe(true);
    expect(cells.some((row) => row[4] === '2.06672' && row[5] === 'm3')).toBe(true);
    await expectAccessible(page, 'factors search');
    await screenshot(page, 'factors-search');

    // A reload keeps the search (it is in the address).
    await page.reload();
    await gas.first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('natural gas');

    // Open the row with the keyboard, then its source.
    await gas.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'natural_gas (GB)' });
    await dialog.waitFor();
    await dialog.getByText('2.06672 kg CO2e/m3').waitFor();
    await dialog.getByText(/DESNZ, Greenhouse gas reporting: conversion factors 2025/).waitFor();
    // The dialog fades in: measure its colours once the transition has ended.
    await page.evaluate(() =>
      Promise.all((globalThis as unknown as PageGlobals).document.getAnimations().map((a) => a.finished)),
    );
    await expectAccessible(page, 'factor citation');
    await screenshot(page, 'factors-citation');
    const link = dialog.getByRole('link', { name: 'Open the source (new tab)' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const [source] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await source.waitForLoadState();
    expect(source.url()).toMatch(
      /^https:\/\/www\.gov\.uk\/government\/publications\/greenhouse-gas-reporting/,
    );
    expect(await source.evaluate(() => (globalThis as unknown as PageGlobals).opener)).toBeNull();
    await source.close();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('uploads a custom dataset through the screen (a bad row first), then compares its two versions', async () => {
    const { page, problems } = await openPage(browser, server, {
      allowConsole: [/status of 422/],
    });
    await signIn(page, server, admin);
    await page.goto(`${server.url}/factors`);
    await page.getByRole('tab', { name: 'Upload a dataset' }).click();

    await fillUpload(page, '1', V1_BAD);
    await page.getByRole('button', { name: 'Upload dataset' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nothing was imported' }).waitFor();
    expect(await rowsOf(page, 'Problems in the file')).toEqual([
      ['Line 3', 'unit', expect.stringContaining('furlongs')],
    ]);
    await expectAccessible(page, 'factor upload errors');
    await screenshot(page, 'factors-upload-errors');

    // Nothing was stored: the fixed file goes in under the same version.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'acme-1.csv', mimeType: 'text/csv', buffer: Buffer.from(V1) });
    await page.getByRole('button', { name: 'Upload dataset' }).click();
    await page.getByText('acme-meters version 1 imported with 4 factors.').waitFor();
    await fillUpload(page, '2', V2);
    await page.getByRole('button', { name: 'Upload dataset' }).click();
    await page.getByText('acme-meters version 2 imported with 4 factors.').waitFor();

    await page.getByRole('tab', { name: 'Datasets' }).click();
    const datasets = page.getByRole('table', { name: 'Factor datasets' });
    await datasets.getByRole('row').filter({ hasText: 'acme-meters' }).nth(1).waitFor();
    await expectAccessible(page, 'factor datasets');
    await screenshot(page, 'factors-datasets');

    // Compare: the dataset by keyboard (type, arrow, Enter); the latest two versions are proposed.
    await page.getByRole('tab', { name: 'Compare versions' }).click();
    const dataset = page.getByRole('combobox', { name: 'Dataset' });
    await dataset.click();
    await dataset.fill('Acme');
    await page.getByRole('option', { name: /acme-meters/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('1 added, 1 removed, 2 changed, 1 unchanged between acme-meters 1 and 2.').waitFor();
    // The router writes number-like strings JSON-quoted (`from=%221%22`), so that they read back as strings.
    const param = (name: string) => {
      const value = new URL(page.url()).searchParams.get(name);
      return value?.startsWith('"') ? JSON.parse(value) : value;
    };
    expect(['view', 'compare', 'from', 'to'].map(param)).toEqual(['compare', 'acme-meters', '1', '2']);
    const lines = await rowsOf(page, 'Differences between 1 and 2');
    expect(lines).toEqual(
      expect.arrayContaining([
        [
          'Changed',
          'boiler_gas',
          'GB',
          'kg CO2e per kWh',
          '0.1829',
          '0.17',
          '-0.0129',
          'AR5 100yr',
          'stationary_combustion',
        ],
        [
          'Changed',
          'gas_only',
          'GB',
          'kg CO2 per kg',
          '0.5',
          '0.4999999999999999999',
          '-0.0000000000000000001',
          '—',
          'stationary_combustion',
        ],
        [
          'Added',
          'new_biogas',
          'GB',
          'kg CO2e per kWh',
          '—',
          '0.0002',
          '—',
          'AR5 100yr',
          'stationary_combustion',
        ],
        ['Removed', 'old_oil', 'GB', 'kg CO2e per L', '2.5', '—', '—', 'AR5 100yr', 'stationary_combustion'],
      ]),
    );
    expect(lines).toHaveLength(4);
    await expectAccessible(page, 'factor comparison');
    await screenshot(page, 'factors-compare');
    expect(problems).toEqual([]);
  });

  it('shows a READ_ONLY user no upload, even at its address', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, reader);
    await page.goto(`${server.url}/factors?view=upload`);
    await page.getByRole('heading', { name: 'Factor library' }).waitFor();
    await page.getByRole('tab', { name: 'Compare versions' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Upload a dataset' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload dataset' }).count()).toBe(0);
    await page.getByRole('table', { name: 'Emission factors' }).waitFor();
    await expectAccessible(page, 'factors read-only');
    await screenshot(page, 'factors-read-only');
    expect(problems).toEqual([]);
  });
});
