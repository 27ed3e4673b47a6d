import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  type ApiSession,
  apiSession,
  type Credentials,
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

/** A select's input by its label (the label also names its listbox, so the input is asked for). */
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: false }).and(page.locator('input')).first();

/** Screen 7 and the activity form's documented inputs, through the UI of a real server. */
describe.skipIf(!chromiumAvailable)('algorithms and overrides', () => {
  let server: E2eServer;
  let browser: Browser;
  let ada: Admin;
  let api: ApiSession;
  const bob: Credentials = { slug: 'demo', email: 'bob@example.com', password: 'another long passphrase' };
  const rita: Credentials = { slug: 'demo', email: 'rita@example.com', password: 'a reader passphrase 42' };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ada = await setUpOrganization(server);
    api = await apiSession(server, ada);
    await api.json('POST', '/api/users', {
      email: bob.email,
      password: bob.password,
      name: 'Bob Admin',
      role: 'ORG_ADMIN',
    });
    await api.json('POST', '/api/users', {
      email: rita.email,
      password: rita.password,
      name: 'Rita Reader',
      role: 'READ_ONLY',
    });
    // Gas burnt in January 2025, calculated: what an override of its category would change.
    await api.json('POST', '/api/activities', {
      category: 'scope1.stationary_combustion',
      quantity: '182000',
      unit: 'kWh',
      region: 'GB',
      attributes: { fuel: 'natural_gas' },
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
    });
    await api.json('POST', '/api/calculations', { periodStart: '2025-01-01', periodEnd: '2025-12-31' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("browses the algorithms and one algorithm's methodology, references and inputs", async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, ada);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Algorithms & overrides' })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Algorithms', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Algorithms' });
    await table.getByRole('link', { name: 'Stationary combustion, fuel-based' }).waitFor();
    expect(await table.getByText('us/egrid-location').count()).toBe(1);
    await expectAccessible(page, 'algorithms list');
    await screenshot(page, 'algorithms-list');

    await page.getByRole('textbox', { name: 'Search' }).fill('stationary');
    const link = table.getByRole('link', { name: 'Stationary combustion, fuel-based' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/algorithms\/ctp\/stationary-combustion$/);
    await page.getByRole('heading', { name: 'Methodology' }).waitFor();
    await page.getByText(/Fuel-based method of the GHG Protocol/).waitFor();
    const attributes = page.getByRole('table', { name: 'Attributes' });
    await attributes.getByRole('cell', { name: 'fuel', exact: true }).waitFor();
    await attributes.getByText('gross, net').waitFor();
    expect(await page.getByRole('link', { name: /EPA/ }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'algorithm detail');
    await screenshot(page, 'algorithms-detail');

    // A method that follows a draft says so in the list and on its page.
    await page.goto(`${server.url}/algorithms`);
    await page.getByRole('textbox', { name: 'Search' }).fill('hourly');
    await table.getByText(/^Follows a draft: GHG Protocol Scope 2 revision/).waitFor();
    await page.goto(`${server.url}/algorithms/ctp/electricity-market-based-hourly`);
    const draft = page.getByRole('alert').filter({ hasText: 'This method follows a draft' });
    await draft.getByText(/never in place of the reported default method/).waitFor();
    await expectAccessible(page, 'draft algorithm detail');
    await screenshot(page, 'algorithms-detail-draft');
    expect(problems).toEqual([]);
  });

  it('an administrator proposes an override, cannot approve it, a second one approves it, and it is ended by date', async () => {
    const a = await openPage(browser, server, { allowConsole: [/status of 40[03]/] });
    await signIn(a.page, server, ada);
    await a.page.goto(`${server.url}/algorithms/overrides`);
    await a.page.getByRole('heading', { name: 'Overrides', level: 1 }).waitFor();
    await a.page.getByText('No override in this list.').waitFor();
    await a.page.getByRole('button', { name: 'Propose an override' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Propose an override' });
    await dialog.waitFor();
    // Submitting the empty form explains each field in words.
    await dialog.getByRole('button', { name: 'Propose for approval' }).click();
    expect(await dialog.getByText('This field is needed.').count()).toBe(4);
    await chooseByKeyboard(a.page, field(a.page, 'Category'), 'scope1.stationary_combustion', 'stationary');
    await dialog.getByRole('textbox', { name: 'Factor multiplier' }).fill('1.05');
    await dialog.getByLabel('Effective from').fill('2025-01-01');
    await dialog
      .getByRole('textbox', { name: 'Justification' })
      .fill('Supplier-specific gas composition measured in 2025.');
    await expectAccessible(a.page, 'override form');
    await screenshot(a.page, 'algorithms-override-form');
    await dialog.getByRole('button', { name: 'Propose for approval' }).focus();
    await a.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    const card = a.page.getByRole('article', { name: /Factor multiplier: scope1.stationary_combustion/ });
    await card.getByText('Pending approval').waitFor();
    await card
      .getByRole('note')
      .getByText(/another administrator must \(two-person rule\)/)
      .waitFor();
    expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Show what it changes' }).click();
    await card.getByText(/Current results of scope1.stationary_combustion inside its dates: 1,/).waitFor();
    await card.getByText(/Estimated change when recalculated: \+/).waitFor();
    await expectAccessible(a.page, 'overrides pending');
    await screenshot(a.page, 'algorithms-overrides-pending');

    const b = await openPage(browser, server);
    await signIn(b.page, server, bob);
    await b.page.goto(`${server.url}/algorithms/overrides`);
    const bobsCard = b.page.getByRole('article', { name: /Factor multiplier: scope1.stationary_combustion/ });
    await bobsCard.getByText('Ada Admin,', { exact: false }).waitFor();
    await bobsCard.getByRole('button', { name: 'Approve' }).focus();
    await b.page.keyboard.press('Enter');
    await bobsCard
      .getByRole('status')
      .getByText(/Approved/)
      .waitFor();
    await bobsCard.getByText('In force').waitFor();
    await screenshot(b.page, 'algorithms-overrides-approved');

    // The algorithm now shows the override touching it.
    await b.page.goto(`${server.url}/algorithms/ctp/stationary-combustion`);
    await b.page.getByText('Adjusts its results', { exact: false }).waitFor();

    await a.page.reload();
    const ended = a.page.getByRole('article', { name: /Factor multiplier: scope1.stationary_combustion/ });
    await ended.getByRole('button', { name: 'End it' }).click();
    await ended.getByLabel('Last activity date it applies to').fill('2024-12-01');
    await ended.getByRole('textbox', { name: 'Reason' }).fill('Supplier changed in July.');
    await ended.getByRole('button', { name: 'End the override' }).click();
    expect(await ended.getByText(/Ending only shortens its dates: on or after Jan 1, 2025/).count()).toBe(2);
    await ended.getByLabel('Last activity date it applies to').fill('2025-06-30');
    await ended.getByRole('button', { name: 'End the override' }).click();
    await ended.getByText('Ended', { exact: true }).first().waitFor();
    await ended.getByText(/it no longer changes calculations after Jun 30, 2025/).waitFor();
    expect(await ended.getByRole('button', { name: 'End it' }).count()).toBe(0);
    await expectAccessible(a.page, 'overrides ended');
    await screenshot(a.page, 'algorithms-overrides-ended');
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  it('shows a READ_ONLY user the overrides without any control', async () => {
    const { page, problems } = await openPage(browser, server, { viewport: { width: 390, height: 844 } });
    await signIn(page, server, rita);
    await page.goto(`${server.url}/algorithms/overrides`);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: 'Propose an override' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'End it' }).count()).toBe(0);
    await expectAccessible(page, 'overrides read-only');
    await screenshot(page, 'algorithms-overrides-readonly-390');
    expect(problems).toEqual([]);
  });

  it('enters an activity through the form built from the documented inputs', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, ada);
    await page.goto(`${server.url}/activities/new`);
    await page.getByRole('heading', { name: 'Enter activity data' }).waitFor();
    await chooseByKeyboard(page, field(page, 'Category'), 'scope1.mobile_combustion', 'mobile');
    await page.getByRole('textbox', { name: 'Fuel', exact: false }).first().waitFor();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('1200');
    await chooseByKeyboard(page, field(page, 'Unit'), 'L (litre)', 'litre');
    await page.getByLabel('Period start').fill('2025-03-01');
    await page.getByLabel('Period end').fill('2025-03-31');
    await page.getByRole('textbox', { name: 'Fuel', exact: false }).first().fill('Diesel fuel');
    await page.getByRole('button', { name: 'Save activity' }).click();
    await page.getByText('Use lower-case letters, digits and _ only, e.g. natural_gas.').waitFor();
    await page.getByRole('textbox', { name: 'Fuel', exact: false }).first().fill('diesel');
    await chooseByKeyboard(page, field(page, 'Vehicle type'), 'heavy duty truck', 'heavy');
    await expectAccessible(page, 'activity form with attributes');
    await screenshot(page, 'activity-form-attributes');
    await page.getByRole('button', { name: 'Save activity' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Activity saved.', { exact: false }).waitFor();

    const stored = await api.json<{
      items: { id: string; unit: string; attributes: Record<string, unknown> }[];
    }>('GET', '/api/activities?category=scope1.mobile_combustion');
    expect(stored.items).toEqual([
      expect.objectContaining({ unit: 'L', attributes: { fuel: 'diesel', vehicleType: 'heavy_duty_truck' } }),
    ]);

    // Correcting it asks for the reason and keeps its attributes.
    const id = stored.items[0]?.id ?? '';
    await page.goto(`${server.url}/activities/${id}`);
    await page.getByRole('button', { name: 'Correct this activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct this activity' });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1250');
    await dialog.getByRole('button', { name: 'Save the correction' }).click();
    await dialog.getByText('Say why the activity is corrected; auditors read it.').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Reason for the correction' })
      .fill('Second fuel card statement');
    await expectAccessible(page, 'activity correction');
    await screenshot(page, 'activity-correction');
    await dialog.getByRole('button', { name: 'Save the correction' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Second fuel card statement').first().waitFor();
    const history = await api.json<{ versions: { quantity: string; attributes: Record<string, unknown> }[] }>(
      'GET',
      `/api/activities/${id}/versions`,
    );
    expect(history.versions.map((v) => [v.quantity, v.attributes])).toEqual([
      ['1200', { fuel: 'diesel', vehicleType: 'heavy_duty_truck' }],
      ['1250', { fuel: 'diesel', vehicleType: 'heavy_duty_truck' }],
    ]);
    expect(problems).toEqual([]);
  });
});
