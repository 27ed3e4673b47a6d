import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
  type ApiSession,
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

const gas = (quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
});
const FY = { periodStart: '2025-01-01', periodEnd: '2025-12-31' };

/** The Periods screen: the base year, the close steps by role, reopening, and the restatement it records. */
describe.skipIf(!chromiumAvailable)('period close', () => {
  let server: E2eServer;
  let browser: Browser;
  let ada: Admin;
  let api: ApiSession;
  let bobApi: ApiSession;
  let activityId = '';
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
    bobApi = await apiSession(server, bob);
    activityId = (await api.json<{ id: string }>('POST', '/api/activities', gas('182000'))).id;
    await api.json('POST', '/api/calculations', FY);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('an administrator sets the base year, creates and submits FY2025; another approves and locks it', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ada);
    await a.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Periods' })
      .click();
    await a.page.getByRole('heading', { name: 'Periods', level: 1 }).waitFor();
    await a.page.getByText('No base year set.').waitFor();
    await a.page.getByRole('textbox', { name: 'Base year' }).fill('2025');
    await a.page.getByRole('button', { name: 'Save policy' }).click();
    await a.page
      .getByText(/Base year 2025; a restatement of 5% of its total or more is significant/)
      .waitFor();

    await a.page.getByRole('textbox', { name: /Calendar year/ }).fill('2025');
    await a.page.getByRole('button', { name: 'Create period' }).click();
    const table = a.page.getByRole('table', { name: 'Reporting periods' });
    await table.getByRole('rowheader', { name: 'FY2025' }).waitFor();
    // 2024 has no results: Scope 1 moved from zero, so submitting is refused until it is explained.
    await table.getByRole('button', { name: 'Submit FY2025' }).click();
    await table
      .getByRole('alert')
      .getByText(/without an explanation/)
      .waitFor();
    const moves = a.page.getByRole('table', { name: 'Movements against the previous period' });
    const scope1 = moves.getByRole('row', { name: /Scope 1/ });
    await scope1.getByText('Required, missing').waitFor();
    await scope1.getByRole('button', { name: 'Explain Scope 1' }).click();
    const explainForm = a.page.getByRole('form', { name: 'Explain the movement of Scope 1' });
    await explainForm
      .getByRole('textbox', { name: /Why did Scope 1 move/ })
      .fill('The first year we report: 2024 was not measured.');
    await expectAccessible(a.page, 'periods, explaining a movement');
    await screenshot(a.page, 'periods-movement-explain');
    await explainForm.getByRole('button', { name: 'Save explanation' }).click();
    await scope1.getByText('Explained', { exact: true }).waitFor();
    await a.page.getByText('Every total beyond the threshold is explained.').waitFor();
    // The refusal no longer holds: its alert leaves the period's row.
    await table.getByRole('alert').waitFor({ state: 'detached' });
    await screenshot(a.page, 'periods-movements-explained');
    await table.getByRole('button', { name: 'Submit FY2025' }).focus();
    await a.page.keyboard.press('Enter');
    await table.getByText('Submitted', { exact: true }).waitFor();
    await table
      .getByRole('note')
      .getByText(/another administrator approves/)
      .waitFor();
    expect(await table.getByRole('button', { name: 'Approve FY2025' }).count()).toBe(0);
    await expectAccessible(a.page, 'periods, submitted');
    await screenshot(a.page, 'periods-submitted');
    // The one problem is the deliberate refusal above: Chromium logs the 409 of the first submission.
    expect(a.problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);

    const b = await openPage(browser, server);
    await signIn(b.page, server, bob);
    await b.page.goto(`${server.url}/periods`);
    const bobTable = b.page.getByRole('table', { name: 'Reporting periods' });
    // Bob sends it back to draft with a reason; Ada submits it again (its explanation stays).
    await bobTable.getByRole('button', { name: 'Return FY2025 to draft' }).click();
    const returnForm = b.page.getByRole('form', { name: 'Return FY2025 to draft' });
    await returnForm.getByRole('textbox', { name: 'Reason' }).fill('Check the January meter reading first.');
    await expectAccessible(b.page, 'periods, return to draft');
    await screenshot(b.page, 'periods-return');
    await returnForm.getByRole('button', { name: 'Return to draft' }).click();
    await bobTable.getByText('Draft', { exact: true }).waitFor();
    const [returned] = (await api.json<{ items: { id: string; status: string }[] }>('GET', '/api/periods'))
      .items;
    expect(returned?.status).toBe('draft');
    await api.json('POST', `/api/periods/${returned?.id}/submit`);
    await b.page.reload();
    await bobTable.getByRole('button', { name: 'Approve FY2025' }).click();
    await bobTable.getByRole('button', { name: 'Lock FY2025' }).click();
    await bobTable.getByText('Locked', { exact: true }).waitFor();
    // The total it was locked with: 182 000 kWh of gas, in tonnes.
    const locked = await bobTable
      .getByRole('row', { name: /FY2025/ })
      .getByRole('cell')
      .nth(2)
      .textContent();
    expect(Number(locked?.replace(/,/g, ''))).toBeGreaterThan(30);
    await expectAccessible(b.page, 'periods, locked');
    await screenshot(b.page, 'periods-locked');
    expect(b.problems).toEqual([]);
  });

  it('refuses writes into the locked period, records a restatement on reopening, and shows old, new and delta', async () => {
    const refused = await api.request('POST', `/api/activities/${activityId}/corrections`, {
      ...gas('150000'),
      reason: 'meter re-read',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { type: string }).type).toBe('urn:ctp:problem:period-locked');

    const a = await openPage(browser, server);
    await signIn(a.page, server, ada);
    await a.page.goto(`${server.url}/periods`);
    const table = a.page.getByRole('table', { name: 'Reporting periods' });
    await table.getByRole('button', { name: 'Reopen FY2025' }).click();
    const form = a.page.getByRole('form', { name: 'Reopen FY2025' });
    await form.getByRole('button', { name: 'Reopen and record a restatement' }).click();
    await form.getByText('Enter a reason.').waitFor();
    await form.getByRole('textbox', { name: 'Reason' }).fill('January gas was read from the wrong meter.');
    await expectAccessible(a.page, 'periods, reopen form');
    await screenshot(a.page, 'periods-reopen');
    await form.getByRole('button', { name: 'Reopen and record a restatement' }).click();
    await a.page.getByRole('article', { name: 'FY2025: Discovered error' }).getByText(/^Open/).waitFor();

    // The correction, the recalculation and the next close, through the API.
    await api.json('POST', `/api/activities/${activityId}/corrections`, {
      ...gas('150000'),
      reason: 'meter re-read',
    });
    await api.json('POST', '/api/calculations', FY);
    // The corrected figures are not the ones Scope 1's explanation was written for: explain again.
    await a.page.reload();
    const moves = a.page.getByRole('table', { name: 'Movements against the previous period' });
    const scope1 = moves.getByRole('row', { name: /Scope 1/ });
    await scope1.getByText('Figures changed, explain again').waitFor();
    await scope1
      .getByText(/^Written for .* t CO2e; a calculation or correction has changed the figures since\.$/)
      .waitFor();
    await expectAccessible(a.page, 'periods, stale explanation');
    await screenshot(a.page, 'periods-movement-stale');
    await scope1.getByRole('button', { name: 'Revise the explanation of Scope 1' }).click();
    const explainForm = a.page.getByRole('form', { name: 'Explain the movement of Scope 1' });
    await explainForm
      .getByRole('textbox', { name: /Why did Scope 1 move/ })
      .fill('The first year we report; January gas re-read from the right meter.');
    await explainForm.getByRole('button', { name: 'Save explanation' }).click();
    await scope1.getByText('Explained', { exact: true }).waitFor();
    const [period] = (await api.json<{ items: { id: string }[] }>('GET', '/api/periods')).items;
    await api.json('POST', `/api/periods/${period?.id}/submit`);
    await bobApi.json('POST', `/api/periods/${period?.id}/approve`);
    await bobApi.json('POST', `/api/periods/${period?.id}/lock`);

    await a.page.reload();
    const card = a.page.getByRole('article', { name: 'FY2025: Discovered error' });
    await card.getByText('Completed', { exact: true }).first().waitFor();
    const byScope = card.getByRole('table', { name: 'Old and new totals of FY2025 by scope' });
    const [restatement] = (
      await api.json<{ items: { oldTotalCo2eKg: string; newTotalCo2eKg: string; deltaCo2eKg: string }[] }>(
        'GET',
        '/api/restatements',
      )
    ).items;
    const tonnes = (kg: string | undefined) =>
      new Intl.NumberFormat('en', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }).format(Math.round(Number(kg) / 100) / 10);
    const totalRow = byScope.getByRole('row', { name: /Total/ });
    await totalRow.getByText(tonnes(restatement?.deltaCo2eKg)).waitFor();
    expect(Number(restatement?.deltaCo2eKg)).toBeLessThan(0);
    await card.getByText(/Significant: .* of the base-year \(2025\) total/).waitFor();
    await expectAccessible(a.page, 'periods, restatement');
    await screenshot(a.page, 'periods-restatement');
    expect(a.problems).toEqual([]);
  });

  it('shows a reader the status and restatements without any write control', async () => {
    const r = await openPage(browser, server);
    await signIn(r.page, server, rita);
    await r.page.goto(`${server.url}/periods`);
    await r.page
      .getByRole('table', { name: 'Reporting periods' })
      .getByText('Locked', { exact: true })
      .waitFor();
    await r.page.getByRole('article', { name: 'FY2025: Discovered error' }).waitFor();
    expect(
      await r.page
        .getByRole('button')
        .filter({ hasText: /Submit|Approve|Lock|Reopen|Save|Create/ })
        .count(),
    ).toBe(0);
    await expectAccessible(r.page, 'periods, read only');
    await screenshot(r.page, 'periods-read-only');
    expect(r.problems).toEqual([]);
  });
});
