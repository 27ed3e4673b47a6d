import Decimal from 'decimal.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Targets, scenarios and reduction initiatives (issue 15, screens 2 and 3) on a real server with
 * two years of calculated history: a custom target compared with business as usual and its gap
 * table checked against `POST /api/forecasting/gap-analysis`; initiatives moved through their
 * lifecycle, a stale screen's illegal move refused with the server's reason, and the cost curve.
 */

const READER = { email: 'rita.reader@example.com', password: 'reader-password-1234' };
const pad = (n: number) => String(n).padStart(2, '0');

/** Tonnes as the screens print them: rounded half-up to one decimal in decimal.js, grouped by Intl. */
const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const tonnes = (value: number) =>
  oneDecimal.format(new Decimal(value).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1) as `${number}`);

/** 2024 and 2025, month by month: electricity of an office whose use grows (so business as usual rises). */
async function seed(api: ApiSession): Promise<void> {
  const office = await api.json<{ id: string }>('POST', '/api/facilities', {
    name: 'Oakland office',
    country: 'US',
    gridRegion: 'US-CAMX',
  });
  for (const year of [2024, 2025]) {
    for (let month = 1; month <= 12; month++) {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      await api.json('POST', '/api/activities', {
        periodStart: `${year}-${pad(month)}-01`,
        periodEnd: `${year}-${pad(month)}-${last}`,
        facilityId: office.id,
        category: 'scope2.electricity.location_based',
        quantity: String(40000 + (year - 2024) * 12 * 400 + month * 400 + ((month * 7) % 5) * 150),
        unit: 'kWh',
        dataQuality: 'measured',
      });
    }
  }
  const started = await api.json<{ id: string; status: string }>('POST', '/api/calculations', {
    periodStart: '2024-01-01',
    periodEnd: '2025-12-31',
  });
  for (let status = started.status; status !== 'completed'; ) {
    if (status === 'failed') throw new Error('the seeding calculation failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await api.json<{ status: string }>('GET', `/api/calculations/${started.id}`)).status;
  }
  await api.json('POST', '/api/users', {
    email: READER.email,
    name: 'Rita Reader',
    role: 'READ_ONLY',
    password: READER.password,
  });
}

/** The text of every body row of a table, cell by cell. */
async function rows(page: Page, table: string): Promise<string[][]> {
  return page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** The text field whose label starts with `label` (a required field's label ends in an asterisk). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`) });

/** Chooses an option of a Mantine select by the select's label and the option's text. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .locator('input')
    .and(page.getByLabel(label, { exact: true }))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

interface GapAnswer {
  gap: {
    years: { year: number; projected: number; target: number; gap: number; gapPercent: number | null }[];
    yearOfAlignment: number | null;
    additionalReductionNeeded: number;
    finalYear: number;
    recommendations: {
      measures: { name: string; annualAbatement: number; costPerTonne: number; gapClosed: number }[];
      uncovered: number;
    };
  };
}

describe.skipIf(!chromiumAvailable)('targets, scenarios and initiatives', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Admin;
  let api: ApiSession;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await setUpOrganization(server);
    api = await apiSession(server, admin);
    await seed(api);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('compares a custom target with business as usual, and shows its gap table as the API computes it', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Targets & scenarios' })
      .click();
    await page.getByRole('heading', { name: 'Targets and scenarios', level: 1 }).waitFor();
    await quiet(page);

    // A custom absolute target: half of 2024's emissions by 2030, on a linear pathway.
    const form = page.getByRole('form', { name: 'New scenario' });
    await form.getByRole('button', { name: 'Save the scenario' }).click();
    await form.getByText('Give the scenario a name.').waitFor();
    await field(form, 'Name').fill('Halve by 2030');
    await field(form, 'Base year').fill('2024');
    await field(form, 'Target year').fill('2030');
    await field(form, 'Reduction by the target year (%)').fill('50');
    await form.getByRole('button', { name: 'Save the scenario' }).click();
    const stored = page.getByRole('row', { name: /Halve by 2030/ });
    await stored.waitFor();
    expect(await stored.textContent()).toContain(
      'base year 2024 · target year 2030 · 50% below the base year · Linear',
    );
    await expectAccessible(page, 'targets-scenarios');
    await screenshot(page, 'planning-scenarios');

    // Compared with business as usual on one chart, with the numbers in a table.
    await page.getByRole('tab', { name: 'Compare with business as usual' }).click();
    await page.getByRole('checkbox', { name: 'Halve by 2030' }).check();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const compareTable = 'Emissions by year: business as usual and each scenario’s pathway';
    await page.getByRole('table', { name: compareTable }).waitFor();
    await page.locator('canvas').first().waitFor();
    const scenarioId = (
      await api.json<{ items: { id: string; name: string }[] }>('GET', '/api/forecasting/scenarios')
    ).items.find((s) => s.name === 'Halve by 2030')?.id as string;
    const compared = await api.json<{
      businessAsUsual: { year: number; value: number }[];
      scenarios: { pathway: { points: { year: number; target: number }[] } }[];
    }>('POST', '/api/forecasting/scenarios/compare', { endYear: 2030, scenarioIds: [scenarioId] });
    const compareRows = await rows(page, compareTable);
    expect(compareRows.map((r) => r[0]?.slice(0, 4))).toEqual(
      compared.businessAsUsual.map((a) => String(a.year)),
    );
    const row2030 = compareRows.find((r) => r[0] === '2030') as string[];
    const target2030 = compared.scenarios[0]?.pathway.points.find((p) => p.year === 2030)?.target as number;
    expect(row2030.slice(1)).toEqual([
      tonnes(compared.businessAsUsual.at(-1)?.value as number),
      tonnes(target2030),
    ]);
    // The 2030 target is half the 2024 emissions.
    const base = compared.businessAsUsual.find((a) => a.year === 2024)?.value as number;
    expect(target2030).toBeCloseTo(base / 2, 6);
    await expectAccessible(page, 'targets-compare');
    await screenshot(page, 'planning-compare');

    // The gap per year: chart and table, the year of alignment and the reduction still needed.
    await page.getByRole('tab', { name: 'Gap analysis' }).click();
    await choose(page, 'Target scenario', 'Halve by 2030');
    await page.getByRole('button', { name: 'Analyse the gap' }).click();
    await page.getByRole('table', { name: 'Gap analysis by year' }).waitFor();
    const answer = await api.json<GapAnswer>('POST', '/api/forecasting/gap-analysis', { scenarioId });
    const pct = (v: number | null) => (v === null ? '—' : `${tonnes(v)}%`);
    expect(await rows(page, 'Gap analysis by year')).toEqual(
      answer.gap.years.map((y) => [
        String(y.year),
        tonnes(y.projected),
        tonnes(y.target),
        tonnes(y.gap),
        pct(y.gapPercent),
      ]),
    );
    expect(answer.gap.years.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(answer.gap.additionalReductionNeeded).toBeGreaterThan(0);
    expect(await page.getByTestId('gap-additional').textContent()).toBe(
      `${tonnes(answer.gap.additionalReductionNeeded)} t`,
    );
    expect(await page.getByTestId('gap-alignment').textContent()).toBe(
      answer.gap.yearOfAlignment === null
        ? 'Not within the years analysed'
        : String(answer.gap.yearOfAlignment),
    );
    await page.locator('canvas').first().waitFor();
    await expectAccessible(page, 'targets-gap');
    await screenshot(page, 'planning-gap');
    expect(problems).toEqual([]);
  }, 300_000);

  it('moves initiatives through their lifecycle, shows a refused move with its reason, and draws the cost curve', async () => {
    const { page, problems } = await openPage(browser, server, { allowConsole: [/status of 409/] });
    await signIn(page, server, admin);
    await page.goto(`${server.url}/initiatives`);
    await page.getByRole('heading', { name: 'Reduction initiatives', level: 1 }).waitFor();
    await quiet(page);

    const create = async (fields: Record<string, string>, impactType?: string) => {
      const form = page.getByRole('form', { name: 'New initiative' });
      if (impactType) await choose(page, 'Impact', impactType);
      for (const [label, value] of Object.entries(fields)) await field(form, label).fill(value);
      await form.getByRole('button', { name: 'Save the initiative' }).click();
      await page.getByRole('row', { name: new RegExp(fields.Name as string) }).waitFor();
    };
    await create({
      Name: 'LED retrofit',
      'Tonnes avoided a year': '2.5',
      Start: '2026-01',
      'Ramp-up (months)': '6',
      Capex: '12000',
      'Opex a year': '0',
      'Savings a year': '1500',
    });
    await create(
      {
        Name: 'Green tariff',
        'Percent avoided': '20',
        Start: '2026-04',
        Capex: '0',
        'Opex a year': '900',
        'Savings a year': '0',
      },
      'Percentage of the scope',
    );
    await create({
      Name: 'Heat pumps',
      'Tonnes avoided a year': '1.2',
      Start: '2027-01',
      Capex: '30000',
      'Savings a year': '400',
    });

    const statusOf = (name: string) =>
      page.getByTestId(`initiative-${name}`).getByTestId('status').textContent();
    expect(await statusOf('LED retrofit')).toBe('Planned');
    // Only the moves the lifecycle allows are offered: a planned initiative can only start.
    const led = page.getByTestId('initiative-LED retrofit');
    expect(await led.getByRole('button', { name: /completed|planned/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Start: LED retrofit' }).click();
    await page.getByRole('button', { name: 'Back to planned: LED retrofit' }).waitFor();
    expect(await statusOf('LED retrofit')).toBe('In progress');
    await page.getByRole('button', { name: 'Back to planned: LED retrofit' }).click();
    await page.getByRole('button', { name: 'Start: LED retrofit' }).waitFor();
    expect(await statusOf('LED retrofit')).toBe('Planned');
    await page.getByRole('button', { name: 'Start: LED retrofit' }).click();
    await page.getByRole('button', { name: 'Mark completed: LED retrofit' }).waitFor();

    await page.getByRole('button', { name: 'Start: Green tariff' }).click();
    await page.getByRole('button', { name: 'Mark completed: Green tariff' }).waitFor();

    // A second tab opened now still shows Green tariff in progress after the first completes it.
    const stale = await page.context().newPage();
    await stale.goto(`${server.url}/initiatives`);
    await stale.getByRole('button', { name: 'Back to planned: Green tariff' }).waitFor();
    await page.getByRole('button', { name: 'Mark completed: Green tariff' }).click();
    await page.getByTestId('initiative-Green tariff').getByText('Completed', { exact: true }).waitFor();
    expect(
      await page
        .getByTestId('initiative-Green tariff')
        .getByRole('button', { name: /Start|Mark|Back/ })
        .count(),
    ).toBe(0);

    await stale.getByRole('button', { name: 'Back to planned: Green tariff' }).click();
    const refusal = stale.getByRole('alert').filter({ hasText: 'The server refused this status change' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      'cannot change status from completed to planned; allowed from completed: none',
    );
    await stale.getByTestId('initiative-Green tariff').getByText('Completed', { exact: true }).waitFor();
    await expectAccessible(stale, 'initiatives-refused');
    await screenshot(stale, 'planning-initiatives-refused');
    await stale.close();
    const stored = await api.json<{ items: { name: string; status: string }[] }>(
      'GET',
      '/api/forecasting/initiatives',
    );
    expect(Object.fromEntries(stored.items.map((i) => [i.name, i.status]))).toEqual({
      'LED retrofit': 'in_progress',
      'Green tariff': 'completed',
      'Heat pumps': 'planned',
    });
    await expectAccessible(page, 'initiatives');
    await screenshot(page, 'planning-initiatives');

    // Their effect on the projection.
    await page.getByRole('tab', { name: 'Effect on the projection' }).click();
    await page.getByRole('button', { name: 'Model the effect' }).click();
    await page.getByRole('table', { name: 'Each initiative’s abatement and economics' }).waitFor();
    const effect = await rows(page, 'Each initiative’s abatement and economics');
    expect(effect.map((r) => r[0])).toEqual(['LED retrofit', 'Green tariff', 'Heat pumps']);
    expect(effect[1]?.[1]).toBe('Completed (already in the history, not applied)');
    await page.locator('canvas').first().waitFor();
    await expectAccessible(page, 'initiatives-effect');
    await screenshot(page, 'planning-effect');

    // The cost curve against a 1.5°C target: the planned and in-progress initiatives, cheapest first.
    await api.json('POST', '/api/forecasting/scenarios', {
      name: '1.5°C from 2024',
      template: { type: 'sbti_1_5c', baseYear: 2024, targetYear: 2030 },
    });
    await page.getByRole('tab', { name: 'Cost curve' }).click();
    await choose(page, 'Target scenario', '1.5°C from 2024');
    await page.getByRole('button', { name: 'Draw the cost curve' }).click();
    const curveTable = 'Initiatives on the cost curve, cheapest first';
    await page.getByRole('table', { name: curveTable }).waitFor();
    await page.locator('canvas').first().waitFor();
    const scenarioId = (
      await api.json<{ items: { id: string; name: string }[] }>('GET', '/api/forecasting/scenarios')
    ).items.find((s) => s.name === '1.5°C from 2024')?.id as string;
    const answer = await api.json<GapAnswer>('POST', '/api/forecasting/gap-analysis', { scenarioId });
    const measures = answer.gap.recommendations.measures;
    expect(measures.map((m) => m.name).sort()).toEqual(['Heat pumps', 'LED retrofit']);
    const shown = await rows(page, curveTable);
    expect(shown.slice(0, -1).map((r) => [r[1], r[2], r[4]])).toEqual(
      measures.map((m) => [m.name, tonnes(m.annualAbatement), tonnes(m.gapClosed)]),
    );
    expect(shown.at(-1)?.[1]).toBe('Not covered by any initiative');
    expect(shown.at(-1)?.[4]).toBe(tonnes(answer.gap.recommendations.uncovered));
    expect(await page.getByTestId('curve-summary').textContent()).toContain(
      `${tonnes(answer.gap.recommendations.uncovered)} t`,
    );
    await expectAccessible(page, 'initiatives-curve');
    await screenshot(page, 'planning-cost-curve');

    // Keyboard alone: the arrow keys move between the tabs, Enter presses a status move.
    await page.getByRole('tab', { name: 'Cost curve' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const start = page.getByRole('button', { name: 'Start: Heat pumps' });
    await start.waitFor();
    await start.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mark completed: Heat pumps' }).waitFor();
    expect(await statusOf('Heat pumps')).toBe('In progress');
    expect(problems).toEqual([]);
  }, 300_000);

  it('shows a READ_ONLY user the scenarios and initiatives without any write control', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, { ...admin, ...READER });
    await page.goto(`${server.url}/targets`);
    await page.getByRole('row', { name: /Halve by 2030/ }).waitFor();
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    await page.getByRole('tab', { name: 'Gap analysis' }).click();
    await page.getByText('Running an analysis records a forecast run').waitFor();
    await page.goto(`${server.url}/initiatives`);
    await page.getByRole('row', { name: /LED retrofit/ }).waitFor();
    expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'initiatives-read-only');
    await screenshot(page, 'planning-initiatives-read-only');
    expect(problems).toEqual([]);
  }, 180_000);
});
