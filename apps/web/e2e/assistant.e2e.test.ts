import type { Browser, Page } from 'playwright-core';
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

// Screens 7 and 8 end to end: a real `ctp start` on PGlite and Debian's Chromium. The assistant is
// the server's default provider, the BUILT-IN one (packages/assistant/src/providers/builtin.ts): it
// runs in the server process, needs no model, and answers from the organization's data through the
// same context builder, guard, log and server-sent event stream a model server would go through.
// Nothing is mocked: the answers below are the server's own.

const YEAR = new Date().getUTCFullYear() - 1;
const READER = { email: 'rita.reader@example.com', password: 'reader-password-1234' };
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Two facilities and two years of electricity and gas (gas missing in Oct–Dec of the later year), calculated. */
async function seed(api: ApiSession): Promise<void> {
  const oakland = await api.json<{ id: string }>('POST', '/api/facilities', {
    name: 'Oakland office',
    country: 'US',
    gridRegion: 'US-CAMX',
  });
  for (const year of [YEAR - 1, YEAR]) {
    for (let month = 1; month <= 12; month++) {
      const period = {
        periodStart: `${year}-${pad(month)}-01`,
        periodEnd: `${year}-${pad(month)}-${lastDay(year, month)}`,
      };
      await api.json('POST', '/api/activities', {
        ...period,
        facilityId: oakland.id,
        category: 'scope2.electricity.location_based',
        quantity: String((year === YEAR ? 39000 : 41000) + month * 113),
        unit: 'kWh',
        dataQuality: 'measured',
      });
      if (year < YEAR || month <= 9) {
        await api.json('POST', '/api/activities', {
          ...period,
          facilityId: oakland.id,
          category: 'scope1.stationary_combustion',
          quantity: `${(year === YEAR ? 1350 : 1400) + month * 7}.25`,
          unit: 'therm',
          attributes: { fuel: 'natural_gas' },
          dataQuality: 'measured',
        });
      }
    }
  }
  const started = await api.json<{ id: string; status: string }>('POST', '/api/calculations', {
    periodStart: `${YEAR - 1}-01-01`,
    periodEnd: `${YEAR}-12-31`,
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

/**
 * Asks in the open panel and waits for the answer. The stream's pieces are counted by the panel
 * itself as they arrive (`data-pieces`: guarded text events, `data-generated`: characters the
 * provider generated, from progress events), so the test reads what the browser received.
 */
async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog', { name: 'Assistant' });
  const box = panel.getByRole('textbox', { name: /^Your question/ });
  await box.fill(question);
  const streamed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/ai-assistant/chat/stream' && r.request().method() === 'POST',
  );
  await box.press('Enter');
  const response = await streamed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
  const turn = panel.getByRole('article').last();
  await expect.poll(() => turn.getAttribute('data-done'), { timeout: 60_000 }).toBe('true');
  return {
    panel,
    turn,
    answer: turn.getByTestId('assistant-answer'),
    pieces: Number(await turn.getAttribute('data-pieces')),
    generated: Number(await turn.getAttribute('data-generated')),
  };
}

describe.skipIf(!chromiumAvailable)('assistant panel and organization settings (screens 7 and 8)', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Admin;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await setUpOrganization(server);
    await seed(await apiSession(server, admin));
    ({ page, problems } = await openPage(browser, server));
    await signIn(page, server, admin);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the panel from a screen by keyboard, streams the answer in pieces, and links every figure', async () => {
    await page.goto(`${server.url}/facilities`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const launcher = page.getByRole('button', { name: 'Ask the assistant' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await panel.waitFor();
    // Focus moves into the panel, on the question.
    const question = panel.getByRole('textbox', { name: /^Your question/ });
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);

    const { answer, pieces, generated } = await ask(page, `What were our total emissions in ${YEAR}?`);
    // The answer arrived in several pieces (one per sentence, after the guard checked the whole of
    // it), after progress events while the provider generated it.
    expect(pieces).toBeGreaterThan(1);
    expect(generated).toBeGreaterThan(0);
    expect(await answer.textContent()).toContain(`Emissions of Demo Manufacturing in ${YEAR}:`);

    // Every figure is a link to the results it sums; the Scope 1 total opens Scope 1 of that year.
    const links = answer.getByRole('link');
    expect(await links.count()).toBeGreaterThan(2);
    for (const text of await links.allTextContents()) expect(text).toMatch(/^[\d,.]+ t CO2e$/);
    await screenshot(page, 'screen-assistant-panel');
    await expectAccessible(page, 'assistant-panel');

    const scope1 = answer.locator('a[href*="scope=1"]').first();
    const scope1Text = (await scope1.textContent()) ?? '';
    expect(await answer.textContent()).toContain(`Scope 1: ${scope1Text}`);
    await scope1.click();
    await page.waitForURL((url) => url.pathname === '/results');
    const search = new URL(page.url()).searchParams;
    expect(search.get('scope')).toBe('1');
    expect(search.get('from')).toBe(`${YEAR}-01-01`);
    expect(search.get('to')).toBe(`${YEAR}-12-31`);
    await expect.poll(() => panel.isVisible()).toBe(false); // the panel closed to show the results
    // …and a result there opens the calculation record behind the figure.
    const row = page.locator('[data-clickable]').first();
    await row.waitFor();
    await row.click();
    await page.waitForURL((url) => url.pathname.startsWith('/results/records/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('shows a suggested change for a person to confirm, links its screen, and records what was done', async () => {
    await page.goto(`${server.url}/activities`);
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const { panel } = await ask(page, `Which months are missing data in ${YEAR}?`);
    const suggestions = panel.getByRole('region', { name: 'Suggested changes (a person must confirm)' });
    await expect
      .poll(() => suggestions.getByRole('link', { name: 'Make this change in Activity data' }).count())
      .toBeGreaterThan(0);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/human-actions') && r.status() === 201);
    await suggestions.getByRole('button', { name: 'Confirm suggestion 1' }).click();
    const interactionId = /interactions\/([0-9a-f-]{36})\/human-actions$/.exec((await recorded).url())?.[1];
    await suggestions.getByText('Recorded: accepted.').waitFor();

    // What the asker did with the answer as a whole, with a note.
    const form = panel.getByRole('form', { name: 'What did you do with this answer?' }).last();
    await form.getByRole('radio', { name: 'Used it with changes' }).check();
    await form
      .getByRole('textbox', { name: 'Note (optional)' })
      .fill('Asked the Oakland site for the gas bills');
    const whole = page.waitForResponse((r) => r.url().endsWith('/human-actions') && r.status() === 201);
    await form.getByRole('button', { name: 'Record' }).click();
    await whole;
    await panel.getByText('Recorded: modified.').waitFor();
    await screenshot(page, 'screen-assistant-suggestion');
    await expectAccessible(page, 'assistant-suggestion');

    // The administrator's log shows the exchange and both recorded actions.
    await panel.getByRole('link', { name: 'Interaction log' }).click();
    await page.waitForURL((url) => url.pathname === '/assistant/interactions');
    await page.getByRole('table', { name: 'Assistant log' }).waitFor();
    await expect
      .poll(() => page.getByRole('table', { name: 'Assistant log' }).getByRole('row').count())
      .toBe(3);
    await screenshot(page, 'screen-assistant-log');
    await expectAccessible(page, 'assistant-log');
    await page
      .getByRole('link', { name: /^Open the exchange of / })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === `/assistant/interactions/${interactionId}`);
    const actions = page.getByRole('table', { name: 'What people did with it' });
    await actions.waitFor();
    expect(await actions.getByRole('row').count()).toBe(3);
    expect(await actions.textContent()).toContain('Asked the Oakland site for the gas bills');
    expect(await actions.textContent()).toContain('suggestion 1');
    await screenshot(page, 'screen-assistant-interaction');
    await expectAccessible(page, 'assistant-interaction');
  });

  it('lets the administrator edit the settings the reports read, with errors next to the fields', async () => {
    await page.goto(`${server.url}/`); // a fresh start, whatever the test before left open
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Organization settings' })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings');
    const form = page.getByRole('form', { name: 'Organization settings' });
    await form.getByRole('textbox', { name: /^Country/ }).fill('G');
    await form.getByRole('button', { name: 'Add a year' }).click();
    await form.getByRole('textbox', { name: 'Year', exact: true }).fill('20x5');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('Use a country code of 2 to 64 characters, e.g. US.').waitFor();
    await form.getByText('Use a year between 1990 and 2100.').waitFor();
    // The base year is not edited here: it is stated from its one home, with the way there.
    const baseYear = form.getByRole('group', { name: 'Base year' });
    await baseYear.getByText('No base year is set yet.').waitFor();
    expect(await form.getByRole('textbox', { name: /^Base year/ }).count()).toBe(0);
    await screenshot(page, 'screen-settings-errors');
    await expectAccessible(page, 'settings-errors');

    await form.getByRole('textbox', { name: /^Name/ }).fill('Demo Manufacturing Ltd');
    await form.getByRole('textbox', { name: /^Country/ }).fill('gb');
    await form.getByRole('combobox', { name: /^Consolidation approach/ }).click();
    await page.getByRole('option', { name: 'Financial control' }).click();
    await form.getByRole('textbox', { name: 'Year', exact: true }).fill(String(YEAR));
    await form.getByRole('textbox', { name: 'Amount', exact: true }).fill('12500000');
    await form.getByRole('textbox', { name: 'Currency', exact: true }).fill('eur');
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/organizations/current' && r.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await form.getByText('Settings saved.').waitFor();
    // The header names the organization by its new name (the session was read again).
    await page.locator('header').getByText('Demo Manufacturing Ltd').waitFor();
    await screenshot(page, 'screen-settings');
    await expectAccessible(page, 'settings');

    const stored = await (await apiSession(server, admin)).json<{
      name: string;
      settings: { reporting: unknown };
    }>('GET', '/api/organizations/current');
    expect(stored.name).toBe('Demo Manufacturing Ltd');
    expect(stored.settings.reporting).toMatchObject({
      country: 'GB',
      consolidationApproach: 'financial_control',
      netRevenue: { [String(YEAR)]: { amount: '12500000', currency: 'EUR' } },
    });
    expect(stored.settings.reporting).not.toHaveProperty('baseYear');

    // The base year set on the periods screen is what this screen (and every report) states.
    await (await apiSession(server, admin)).json('PUT', '/api/organizations/current/base-year', {
      baseYear: YEAR - 1,
    });
    await page.reload();
    await form
      .getByRole('group', { name: 'Base year' })
      .getByText(`${YEAR - 1}; recalculated when a change reaches 5 % of the base-year total.`)
      .waitFor();
    await screenshot(page, 'screen-settings-base-year');
    await form.getByRole('link', { name: 'Open the Periods screen' }).click();
    await page.waitForURL((url) => url.pathname === '/periods');
    expect(problems).toEqual([]);
  });

  it('shows a READ_ONLY user the settings without a way to change them, and no assistant log', async () => {
    const reader = await openPage(browser, server);
    await signIn(reader.page, server, { slug: admin.slug, ...READER });
    await reader.page.goto(`${server.url}/settings`);
    const form = reader.page.getByRole('form', { name: 'Organization settings' });
    await form.getByText('Only an administrator can change these settings.').waitFor();
    expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Demo Manufacturing Ltd');
    expect(await form.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
    const nav = reader.page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Assistant log' }).count()).toBe(0);
    await screenshot(reader.page, 'screen-settings-read-only');
    await expectAccessible(reader.page, 'settings-read-only');
    // The reader may ask too (every role may), and sees no link to the log in the panel.
    await reader.page.getByRole('button', { name: 'Ask the assistant' }).click();
    const panel = reader.page.getByRole('dialog', { name: 'Assistant' });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: 'Interaction log' }).count()).toBe(0);
    await reader.page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Focus goes back to the button that opened the panel.
    expect(
      await reader.page
        .getByRole('button', { name: 'Ask the assistant' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(reader.problems).toEqual([]);
  });
});
