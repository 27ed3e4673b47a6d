import Decimal from 'decimal.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  type Credentials,
  chromiumAvailable,
  type E2eServer,
  expectAccessible,
  launchBrowser,
  openPage,
  runCtp,
  screenshot,
  signIn,
  startServer,
} from './harness.js';

/**
 * Issue 15, screens 1 and 4: the demo organization (`ctp demo`, 84 months from its 2019 base year) projected from the
 * Forecasts screen with its 80% and 95% bands, the model in words and the hold-out check; the stored
 * run listed and opened; two runs compared; a custom model registered, validated by an administrator
 * and used; a READ_ONLY user who sees the runs but no control that changes anything; and a fit the
 * worker makes (issue 22: long fits leave the request), with the screen saying so meanwhile.
 */

interface StoredRun {
  id: string;
  result: {
    projection: {
      timeline: string[];
      values: number[];
      model: { id: string; description: string };
      notes?: string[];
      confidence: { intervals: { level: number; lower: number[]; upper: number[] }[] };
    };
    history: { start: string; tonnes: string[] };
    holdout: { available: boolean; mase: number | null; trainingMonths: number };
  };
}

const estimate = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const READER = { email: 'rita.reader@example.com', password: 'a reader passphrase 42' };

/** Waits for the chart's canvas (ECharts loads on demand) and a quiet network. */
async function chartDrawn(page: Page): Promise<void> {
  await page.locator('.ctp-chart canvas').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** The run id in the address of a run page. */
const runIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() as string;

describe.skipIf(!chromiumAvailable)('forecasts in Chromium', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Credentials;
  let api: ApiSession;

  beforeAll(async () => {
    let printed = '';
    [server, browser] = await Promise.all([
      startServer({
        beforeStart: async (dataDir) => {
          printed = await runCtp(['demo', '--data-dir', dataDir]);
        },
      }),
      launchBrowser(),
    ]);
    const password = /and password (\S+) \(shown only now/.exec(printed)?.[1];
    if (password === undefined) throw new Error(`ctp demo printed no password:\n${printed}`);
    admin = { slug: 'demo', email: 'admin@demo.example', password };
    api = await apiSession(server, admin);
    await api.json('POST', '/api/users', { ...READER, name: 'Rita Reader', role: 'READ_ONLY' });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('projects the demo organization with bands, explains the model and its hold-out check, and lists and opens the stored run', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Forecasts' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Forecasts' }).waitFor();
    await page.getByText('No forecast has been run yet.').waitFor();
    await expectAccessible(page, 'forecasts');
    await screenshot(page, 'forecasts');

    // Keyboard only: the defaults (every scope, location-based, automatic, 24 months), Enter submits.
    await page.getByRole('textbox', { name: /^Horizon/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/forecasts\/runs\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    await page.getByRole('heading', { level: 1, name: /^Forecast run of/ }).waitFor();
    await chartDrawn(page);

    const run = await api.json<StoredRun>('GET', `/api/forecasting/runs/${runIdOf(page)}`);
    const { projection, history, holdout } = run.result;
    // 2019–2025: the demo's 84 months from its base year.
    expect(history.tonnes).toHaveLength(84);
    expect(projection.values).toHaveLength(24);
    expect(projection.confidence.intervals.map((i) => i.level)).toEqual([80, 95]);
    const last = projection.values.length - 1;
    const wide = projection.confidence.intervals[1] as { lower: number[]; upper: number[] };
    // The chart's text alternative states the last projected month with its 95% band.
    await page
      .getByRole('img', {
        name: new RegExp(
          `84 recorded months, then 24 projected: .*about ${estimate.format(projection.values[last] as number)} t CO2e a month, 95% interval ${estimate.format(wide.lower[last] as number)} to ${estimate.format(wide.upper[last] as number)} t`,
        ),
      })
      .waitFor();
    // The model in words: which, why (the automatic choice's notes), and its hold-out check.
    const main = page.getByRole('main');
    await main.getByText(projection.model.description, { exact: false }).first().waitFor();
    for (const note of projection.notes ?? []) await main.getByText(note).waitFor();
    expect(holdout.available).toBe(true);
    expect(holdout.trainingMonths).toBe(72);
    await main
      .getByText('The same model fitted on the first 72 months only, forecasting the last 12')
      .waitFor();
    await main.getByText(ratio.format(holdout.mase as number), { exact: true }).waitFor();
    expect(
      await page
        .getByRole('table', { name: 'Hold-out months: recorded and forecast t CO2e' })
        .getByRole('row')
        .count(),
    ).toBe(13);
    await expectAccessible(page, 'forecast-run');
    await screenshot(page, 'forecast-run');

    // The table alternative: 84 recorded months, then 24 projected with both intervals.
    await page.getByRole('tab', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Monthly history and projection, t CO2e' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 84 + 24);
    // Recorded months as exact tonnes rounded half-up (decimal.js), the first month first.
    const first = new Decimal(history.tonnes[0] as string)
      .toDecimalPlaces(1, Decimal.ROUND_HALF_UP)
      .toFixed(1);
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: estimate.format(first as `${number}`) })
      .waitFor();
    const narrow = projection.confidence.intervals[0] as { lower: number[]; upper: number[] };
    await table
      .getByRole('cell', {
        name: `${estimate.format(narrow.lower[0] as number)} – ${estimate.format(narrow.upper[0] as number)}`,
      })
      .first()
      .waitFor();
    await expectAccessible(page, 'forecast-run-table');
    await screenshot(page, 'forecast-run-table');

    // The stored run is listed, and opens again from the list.
    await page.getByRole('link', { name: '← All forecasts' }).click();
    const runs = page.getByRole('table', { name: 'Stored runs' });
    await runs.waitFor();
    expect(await runs.getByRole('row').count()).toBe(2);
    await runs.getByRole('link').first().click();
    await page.waitForURL(`**/forecasts/runs/${run.id}`);
    await chartDrawn(page);
    expect(problems).toEqual([]);
  }, 300_000);

  it('compares two stored runs on one chart with a table of differences', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    await page.goto(`${server.url}/forecasts`);
    // A second run: Scope 1 and 2 market-based, linear trend, 12 months.
    await page.getByRole('checkbox', { name: 'Scope 3' }).check();
    await page.getByRole('checkbox', { name: 'Scope 3' }).uncheck();
    await page.getByRole('radio', { name: 'Market-based' }).check();
    await page.getByRole('combobox', { name: /^Model/ }).click();
    await page.getByRole('option', { name: 'Linear trend' }).click();
    await page.getByRole('textbox', { name: /^Horizon/ }).fill('12');
    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await page.waitForURL(/\/forecasts\/runs\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    await chartDrawn(page);

    await page.goto(`${server.url}/forecasts`);
    const runs = page.getByRole('table', { name: 'Stored runs' });
    await runs.getByRole('checkbox').nth(1).waitFor();
    await runs.getByRole('checkbox').nth(0).check();
    await runs.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Compare the two ticked' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare two runs' }).waitFor();
    await chartDrawn(page);
    const differences = page.getByRole('table', {
      name: 'Projections of the two runs and their difference by month',
    });
    // The first projects 24 months, the second 12 from the same month: 12 months in common.
    expect(await differences.getByRole('row').count()).toBe(1 + 12);
    await page.getByRole('table', { name: 'Settings of the two runs' }).getByText('linear-trend').waitFor();
    await expectAccessible(page, 'forecast-compare');
    await screenshot(page, 'forecast-compare');
    expect(problems).toEqual([]);
  }, 300_000);

  it('registers a custom model, shows it pending, lets an administrator validate it and uses it', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    await page.goto(`${server.url}/forecasts`);
    await page.getByRole('link', { name: 'Custom models' }).click();
    await page.getByRole('heading', { level: 1, name: 'Custom models' }).waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Plant trend');
    await page.getByRole('combobox', { name: /^Model kind/ }).click();
    await page.getByRole('option', { name: 'Linear trend' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    const models = page.getByRole('table', { name: 'The organization’s custom models' });
    await models.getByText('Waiting for validation').waitFor();
    await expectAccessible(page, 'forecast-models');
    await screenshot(page, 'forecast-models');

    await page.getByRole('button', { name: 'Validate Plant trend' }).click();
    await models.getByText(/^Validated /).waitFor();
    await page.getByRole('link', { name: 'Use in a projection' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forecasts' }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Model/ }).inputValue()).toBe('Plant trend');
    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await page.waitForURL(/\/forecasts\/runs\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    await page
      .getByText(/^Custom model “Plant trend”, a configured Linear trend with seasonal terms/)
      .waitFor();
    const used = await api.json<{ customModelId: string | null; model: string }>(
      'GET',
      `/api/forecasting/runs/${runIdOf(page)}`,
    );
    expect(used).toMatchObject({ model: 'linear-trend', customModelId: expect.any(String) });
    await chartDrawn(page);
    expect(problems).toEqual([]);
  }, 300_000);

  it('shows a READ_ONLY user the runs and models but no control that changes anything', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, { slug: 'demo', ...READER });
    await page.goto(`${server.url}/forecasts`);
    await page.getByText('Your role can read forecasts but not make them.').waitFor();
    const runs = page.getByRole('table', { name: 'Stored runs' });
    await runs.waitFor();
    expect(await page.getByRole('button', { name: 'Project', exact: true }).count()).toBe(0);
    await runs.getByRole('link').first().click();
    await chartDrawn(page);
    await page.goto(`${server.url}/forecasts/models`);
    await page
      .getByRole('table', { name: 'The organization’s custom models' })
      .getByText('Plant trend')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Register' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Validate/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Use in a projection' }).count()).toBe(0);
    await expectAccessible(page, 'forecast-models-read-only');
    await screenshot(page, 'forecast-models-read-only');
    expect(problems).toEqual([]);
  }, 300_000);

  it('sends a fit to the worker, says it is fitting on the server meanwhile, then opens the run the worker recorded', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    // The demo's 84 months fit within the request's budget; `Prefer: respond-async` sends this one
    // to the worker, the way the server itself sends a fit over its budget (a long history).
    await page.route('**/api/forecasting/project', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'respond-async' } }),
    );
    // The first look at the job waits until the waiting screen is photographed: the worker may
    // finish before the camera. Every look still goes to the real server.
    let release = () => {};
    const photographed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let looks = 0;
    await page.route('**/api/forecasting/jobs/*', async (route) => {
      looks += 1;
      if (looks === 1) await photographed;
      await route.continue();
    });
    await page.goto(`${server.url}/forecasts`);
    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await page.getByRole('status').getByText('Fitting on the server…').waitFor();
    await expectAccessible(page, 'forecast-fitting-on-server');
    await screenshot(page, 'forecast-fitting-on-server');
    release();
    await page.waitForURL(/\/forecasts\/runs\/[0-9a-f-]{36}$/, { timeout: 120_000 });
    await chartDrawn(page);
    expect(looks).toBeGreaterThan(0);
    const run = await api.json<StoredRun & { kind: string }>('GET', `/api/forecasting/runs/${runIdOf(page)}`);
    expect(run.kind).toBe('projection');
    expect(run.result.history.tonnes).toHaveLength(84);
    expect(problems).toEqual([]);
  }, 300_000);
});
