import Decimal from 'decimal.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTonnes } from '../src/lib/emissions';
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

/**
 * Issue 14, screens 4 and 2: a calculation started and followed from the screen (with a failure and
 * its code), the dashboard's totals against GET /api/results/summary and its completeness grid, and
 * a recalculation preview with a newer dataset version accepted by an administrator.
 */

/** A custom dataset with one natural gas factor for Brazil (no shipped dataset has one). */
const gasDataset = (version: string, factor: string) => ({
  datasetId: 'acme-gas',
  datasetVersion: version,
  title: `Acme supplier natural gas factors v${version}`,
  source: 'Supplier declaration',
  sourceUrl: 'https://example.com/acme-gas',
  factors: [
    {
      category: 'stationary_combustion',
      subcategory: 'natural_gas',
      factor,
      unit: 'kWh',
      region: 'BR',
      gwpSet: 'AR6',
      gwpTimeframe: '100yr',
      effectiveFrom: '2024-01-01',
      effectiveTo: null,
    },
  ],
});

const YEAR = new Date().getUTCFullYear() - 1; // the period the screens open on
const month = (m: number) => {
  const mm = String(m).padStart(2, '0');
  return {
    periodStart: `${YEAR}-${mm}-01`,
    periodEnd: `${YEAR}-${mm}-${new Date(Date.UTC(YEAR, m, 0)).getUTCDate()}`,
  };
};

describe.skipIf(!chromiumAvailable)('calculations, recalculation and the dashboard in Chromium', () => {
  let server: E2eServer;
  let admin: Admin;
  let api: ApiSession;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  let teleport = '';

  beforeAll(async () => {
    server = await startServer();
    admin = await setUpOrganization(server);
    api = await apiSession(server, admin);
    const site = await api.json<{ id: string }>('POST', '/api/facilities', {
      name: 'São Paulo plant',
      country: 'BR',
    });
    await api.json('POST', '/api/factors/datasets', gasDataset('1', '0.2'));
    // January to November: December has no activity data, which the completeness grid must show.
    for (let m = 1; m <= 11; m++) {
      await api.json('POST', '/api/activities', {
        category: 'scope1.stationary_combustion',
        quantity: '1000',
        unit: 'kWh',
        facilityId: site.id,
        attributes: { fuel: 'natural_gas' },
        ...month(m),
      });
    }
    // No algorithm calculates this category: the run lists it as a failure with its code.
    teleport = (
      await api.json<{ id: string }>('POST', '/api/activities', {
        category: 'scope1.teleportation',
        quantity: '1',
        unit: 'kWh',
        facilityId: site.id,
        ...month(3),
      })
    ).id;
    browser = await launchBrowser();
    ({ page, problems } = await openPage(browser, server));
    await signIn(page, server, admin);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('starts a calculation from the screen, follows it to done and shows the failure with its code', async () => {
    await page.goto(`${server.url}/calculations`);
    await page.getByRole('heading', { name: 'Start a calculation' }).waitFor();
    await expectAccessible(page, 'calculations');
    await screenshot(page, 'calculations');
    await page.getByLabel('Period start').fill(`${YEAR}-01-01`);
    await page.getByLabel('Period end').fill(`${YEAR}-12-31`);
    // By keyboard: focus the button and press Enter.
    await page.getByRole('button', { name: 'Calculate', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/calculations\/[0-9a-f-]{36}$/);
    await page
      .getByRole('status')
      .filter({ hasText: 'The calculation is done: 11 results stored, 1 activity failed.' })
      .waitFor();
    await page.getByText('UNKNOWN_CATEGORY').waitFor();
    await page
      .getByText('It replaced no earlier results: none of these activities had a current result.')
      .waitFor();
    const failure = page.getByRole('link', { name: `Open activity ${teleport}` });
    expect(await failure.getAttribute('href')).toBe(`/activities/${teleport}`);
    await expectAccessible(page, 'calculation run');
    await screenshot(page, 'calculation-run');
    // The list shows it, latest first, linked to its page.
    await page.goto(`${server.url}/calculations`);
    await page.getByRole('table', { name: 'Past calculations' }).getByRole('link').first().waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the dashboard totals of GET /api/results/summary, the missing month and the last run', async () => {
    const summary = await api.json<{ totals: Record<string, string> }>(
      'GET',
      `/api/results/summary?periodStart=${YEAR}-01-01&periodEnd=${YEAR}-12-31`,
    );
    const quality = await api.json<{ ranges: Record<string, { low: string; high: string }> }>(
      'GET',
      `/api/results/quality?periodStart=${YEAR}-01-01&periodEnd=${YEAR}-12-31`,
    );
    expect(new Decimal(summary.totals.scope1 as string).eq(2200)).toBe(true); // 11 × 1000 kWh × 0.2
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Completeness of activity data' }).waitFor();
    // Each card's figure (t CO2e, one decimal, half up) is the summary's exact kg total.
    for (const [key, series] of [
      ['scope1', 'scope1'],
      ['scope2LocationBased', 'scope2Location'],
      ['scope2MarketBased', 'scope2Market'],
      ['scope3', 'scope3'],
    ] as const) {
      const figure = page.locator(`.ctp-card-${series} .ctp-num`);
      await expect
        .poll(() => figure.textContent(), { message: key, timeout: 30_000 })
        .toBe(`${formatTonnes(summary.totals[key] as string)} t CO2e`);
      // Its 95% range (issue 18) is GET /api/results/quality's, next to it (loaded after the totals).
      const range = quality.ranges[key] as { low: string; high: string };
      await expect
        .poll(() => page.locator(`.ctp-card-${series} .ctp-range`).textContent(), {
          message: key,
          timeout: 30_000,
        })
        .toBe(`95% range: ${formatTonnes(range.low)} – ${formatTonnes(range.high)} t CO2e`);
    }
    expect(new Decimal(quality.ranges.scope1?.low as string).lt(2200)).toBe(true);
    const row = page
      .getByRole('table', { name: 'Completeness of activity data' })
      .getByRole('row', { name: /^São Paulo plant/ });
    await row.waitFor();
    const cells = row.getByRole('cell');
    expect(await cells.count()).toBe(12);
    expect(await cells.nth(11).textContent()).toContain('No activity data'); // December
    expect(await cells.nth(0).textContent()).toBe('1');
    await page.getByRole('region', { name: 'Last calculation' }).getByText('UNKNOWN_CATEGORY').waitFor();
    await expectAccessible(page, 'dashboard');
    await screenshot(page, 'dashboard-calculations');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Completeness of activity data' }).waitFor();
    // Wide tables scroll inside their cards: the page itself is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'dashboard at 390×844');
    await screenshot(page, 'dashboard-calculations-390');
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(problems).toEqual([]);
  });

  it('previews a recalculation with a newer dataset version: old, new and change, accepted by an administrator', async () => {
    await api.json('POST', '/api/factors/datasets', gasDataset('2', '0.25'));
    await page.goto(`${server.url}/calculations/recalculate`);
    await page.getByRole('button', { name: 'Preview' }).waitFor();
    await page.getByLabel('Period start').fill(`${YEAR}-01-01`);
    await page.getByLabel('Period end').fill(`${YEAR}-12-31`);
    await page.locator('input[aria-label="Version acme-gas"]').click();
    await page.getByRole('option', { name: '2 (newest)' }).click();
    await expectAccessible(page, 'recalculation form');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(/preview=/);
    await page.getByText(/Preview of Jan 1 – Dec 31, \d{4} with acme-gas 2; GWP AR6 \(100yr\)\./).waitFor();
    const scope1 = page
      .getByRole('table', { name: 'Change by scope' })
      .getByRole('row', { name: /^Scope 1/ });
    await scope1.waitFor();
    // 11 × 1000 kWh × (0.25 − 0.2) = 550 kg, exact; 0.55 t shown half up as +0.6.
    expect(await scope1.textContent()).toContain('2,200');
    expect(await scope1.textContent()).toContain('2,750');
    expect(await scope1.textContent()).toContain('+550');
    expect(await scope1.textContent()).toContain('+0.6');
    const results = page.getByRole('table', { name: 'Change by result' });
    await results.getByText('+50', { exact: true }).first().waitFor();
    await page.getByText(/This preview expires/).waitFor();
    await expectAccessible(page, 'recalculation preview');
    await screenshot(page, 'recalculation-preview');
    // By keyboard: Enter opens the confirmation, Escape leaves it without accepting, Enter again.
    const accept = page.getByRole('button', { name: 'Accept this recalculation' });
    const dialog = page.getByRole('dialog', { name: 'Replace the results?' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.waitForTimeout(400); // the dialog's opening transition, for the picture only
    await screenshot(page, 'recalculation-accept-dialog');
    await dialog.getByRole('button', { name: 'Yes, replace the results' }).focus();
    await page.keyboard.press('Enter');
    // The outcome in words, whichever it is, then the one expected.
    const outcome = page.getByText(/Accepted: \d+ results|out of date|has expired|accepted already/);
    await outcome.first().waitFor();
    expect(await outcome.first().textContent()).toContain('Accepted: 11 results were replaced.');
    const after = await api.json<{ totals: Record<string, string> }>(
      'GET',
      `/api/results/summary?periodStart=${YEAR}-01-01&periodEnd=${YEAR}-12-31`,
    );
    expect(new Decimal(after.totals.scope1 as string).eq(2750)).toBe(true);
    // Read again, the preview says it was accepted and offers no second acceptance.
    await page.reload();
    await page.getByText('This preview was accepted: its results replaced the old ones.').waitFor();
    expect(await page.getByRole('button', { name: 'Accept this recalculation' }).count()).toBe(0);
    await screenshot(page, 'recalculation-accepted');
    expect(problems).toEqual([]);
  });

  it('shows a READ_ONLY user the runs and the preview but no control to calculate or accept', async () => {
    const reader = { slug: admin.slug, email: 'rita@example.com', password: 'a long enough passphrase' };
    await api.json('POST', '/api/users', {
      email: reader.email,
      name: 'Rita Reader',
      role: 'READ_ONLY',
      password: reader.password,
    });
    const preview = await api.json<{ id: string }>('POST', '/api/recalculations/preview', {
      periodStart: `${YEAR}-01-01`,
      periodEnd: `${YEAR}-12-31`,
      datasetPins: {},
    });
    const watched = await openPage(browser, server);
    await signIn(watched.page, server, reader);
    await watched.page.goto(`${server.url}/calculations`);
    await watched.page.getByText('Your role can read calculations but not start them.').waitFor();
    await watched.page.getByRole('table', { name: 'Past calculations' }).waitFor();
    expect(await watched.page.getByRole('button', { name: 'Calculate', exact: true }).count()).toBe(0);
    await watched.page.goto(`${server.url}/calculations/recalculate?preview=${preview.id}`);
    await watched.page.getByText('An administrator can accept this preview.').waitFor();
    expect(await watched.page.getByRole('button', { name: 'Preview' }).count()).toBe(0);
    expect(await watched.page.getByRole('button', { name: 'Accept this recalculation' }).count()).toBe(0);
    await expectAccessible(watched.page, 'recalculation preview, read only');
    await screenshot(watched.page, 'recalculation-read-only');
    expect(watched.problems).toEqual([]);
  });

  it('sends a calculation to the worker, says it is calculating on the server meanwhile, then opens the run the worker stored', async () => {
    // The period's 12 activities are within the server's inline limit; `Prefer: respond-async` sends
    // this one to the worker, the way the server itself sends a selection over its limit.
    await page.route('**/api/calculations', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'respond-async' } })
        : route.continue(),
    );
    // The first look at the job waits until the waiting screen is photographed: the worker may
    // finish before the camera. Every look still goes to the real server.
    let release = () => {};
    const photographed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let looks = 0;
    await page.route('**/api/calculations/jobs/*', async (route) => {
      looks += 1;
      if (looks === 1) await photographed;
      await route.continue();
    });
    await page.goto(`${server.url}/calculations`);
    await page.getByRole('heading', { name: 'Start a calculation' }).waitFor();
    await page.getByLabel('Period start').fill(`${YEAR}-01-01`);
    await page.getByLabel('Period end').fill(`${YEAR}-12-31`);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('status').getByText('Calculating on the server…').waitFor();
    await expectAccessible(page, 'calculation on the server');
    await screenshot(page, 'calculation-on-server');
    release();
    await page.waitForURL(/\/calculations\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'The calculation is done: 11 results stored, 1 activity failed.' })
      .waitFor();
    expect(looks).toBeGreaterThan(0);
    // The year was calculated before: each of its 11 current results is replaced, none added.
    await page
      .getByText('It replaced 11 earlier results as current (they stay readable, marked superseded).')
      .waitFor();
    const runId = /([0-9a-f-]{36})$/.exec(page.url())?.[1] as string;
    const run = await api.json<{ kind: string; calculated: number; createdBy: string | null }>(
      'GET',
      `/api/calculations/${runId}`,
    );
    expect(run).toMatchObject({ kind: 'period', calculated: 11 });
    expect(run.createdBy).not.toBeNull(); // the signed-in administrator's run, stored by the worker
    await page.unroute('**/api/calculations');
    await page.unroute('**/api/calculations/jobs/*');
    expect(problems).toEqual([]);
  }, 300_000);
});
