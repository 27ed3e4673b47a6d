import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
 * Issue 22: a large calculation is worked in the background. Whoever opens the Calculations screen
 * sees it while it waits or runs, not only the person who started it. The server here is `ctp serve`
 * (no worker) with an inline limit of 0, so every calculation is queued and stays queued: the screen
 * holds still for the check and the photograph. That a finished job leaves the list and brings its
 * run is covered by the component test (CalculationsPage.test.tsx) and, with a real worker, by
 * calculations.e2e.test.ts.
 */
describe.skipIf(!chromiumAvailable)('calculations in progress on the server, in Chromium', () => {
  let server: E2eServer;
  let api: ApiSession;
  let browser: Browser;
  let page: Page;
  let problems: string[];
  const year = new Date().getUTCFullYear() - 1;

  beforeAll(async () => {
    server = await startServer({ command: 'serve', env: { CTP_CALCULATION_INLINE_LIMIT: '0' } });
    const admin = await setUpOrganization(server);
    api = await apiSession(server, admin);
    const site = await api.json<{ id: string }>('POST', '/api/facilities', {
      name: 'Leeds plant',
      country: 'GB',
    });
    await api.json('POST', '/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '182000',
      unit: 'kWh',
      facilityId: site.id,
      attributes: { fuel: 'natural_gas' },
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-01-31`,
    });
    browser = await launchBrowser();
    ({ page, problems } = await openPage(browser, server));
    await signIn(page, server, admin);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists a calculation queued by someone else, with its period, until a worker stores its run', async () => {
    await page.goto(`${server.url}/calculations`);
    await page.getByRole('heading', { name: 'Start a calculation' }).waitFor();
    // Nothing in progress: no section at all.
    expect(await page.getByRole('table', { name: 'Calculating on the server' }).count()).toBe(0);
    // A colleague (the API here) asks for the year: the server queues it (202) for a worker.
    const job = await api.json<{ id: string; status: string }>('POST', '/api/calculations', {
      periodStart: `${year}-01-01`,
      periodEnd: `${year}-12-31`,
    });
    expect(job.status).toBe('queued');
    // The screen finds it on its own (it looks every 30 s when nothing is in progress; a reload is quicker).
    await page.reload();
    const table = page.getByRole('table', { name: 'Calculating on the server' });
    await table.waitFor();
    const row = table.getByRole('row').nth(1);
    await row.getByText(`Jan 1 – Dec 31, ${year}`).waitFor();
    await row.getByText('Queued').waitFor();
    // The past calculations stay as they were: no run is stored before the worker stores it.
    await page.getByText('No calculation has been run yet.').waitFor();
    await expectAccessible(page, 'calculations in progress');
    await screenshot(page, 'calculations-in-progress');
    expect(problems).toEqual([]);
  });
});
