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

const gas = (month: number, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: `2025-${String(month).padStart(2, '0')}-01`,
  periodEnd: `2025-${String(month).padStart(2, '0')}-28`,
});

/** The Audit screen: an AUDITOR draws a seeded sample, recalculates a result, asks; a writer answers. */
describe.skipIf(!chromiumAvailable)('the auditor’s workspace', () => {
  let server: E2eServer;
  let browser: Browser;
  let ada: Admin;
  let api: ApiSession;
  const ann: Credentials = { slug: 'demo', email: 'ann@example.com', password: 'an auditor passphrase 7' };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ada = await setUpOrganization(server);
    api = await apiSession(server, ada);
    await api.json('POST', '/api/users', {
      email: ann.email,
      password: ann.password,
      name: 'Ann Auditor',
      role: 'AUDITOR',
    });
    for (let m = 1; m <= 6; m++) await api.json('POST', '/api/activities', gas(m, String(10000 * m)));
    await api.json('POST', '/api/calculations', { periodStart: '2025-01-01', periodEnd: '2025-12-31' });
    await api.json('POST', '/api/periods', { year: 2025 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('draws the same sample twice, recalculates a result to the same value, and asks for a document', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ann);
    await a.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Audit', exact: true })
      .click();
    await a.page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();
    await a.page.getByRole('combobox', { name: 'Reporting period' }).click();
    await a.page.getByRole('option', { name: 'FY2025' }).click();
    await a.page.getByRole('link', { name: /Download the population/ }).waitFor();
    await a.page.getByRole('textbox', { name: 'Seed' }).fill('42');
    await a.page.getByRole('textbox', { name: 'Size' }).fill('3');
    await a.page.getByRole('button', { name: 'Draw sample' }).click();
    const table = a.page.getByRole('table', { name: 'Sampled results' });
    await a.page
      .getByTestId('sample-summary')
      .getByText(/3 of 6 results drawn/)
      .waitFor();
    const firstDraw = await table.textContent();
    await table
      .getByRole('button', { name: /^Recalculate result/ })
      .first()
      .click();
    await table.getByText(/^Same value: /).waitFor();
    // No write control of the organization's for the auditor: no answer box.
    expect(await a.page.getByRole('textbox', { name: 'Answer' }).count()).toBe(0);

    await a.page
      .getByRole('textbox', { name: 'Request' })
      .fill('Please attach the gas invoice for this month.');
    await a.page.getByRole('button', { name: 'Send request' }).click();
    await a.page
      .getByTestId('audit-request')
      .getByText('Please attach the gas invoice for this month.')
      .waitFor();
    await expectAccessible(a.page, 'audit, sample and request');
    await screenshot(a.page, 'audit-auditor');

    await a.page.reload();
    await a.page.getByRole('combobox', { name: 'Reporting period' }).click();
    await a.page.getByRole('option', { name: 'FY2025' }).click();
    await a.page.getByRole('textbox', { name: 'Seed' }).fill('42');
    await a.page.getByRole('textbox', { name: 'Size' }).fill('3');
    await a.page.getByRole('button', { name: 'Draw sample' }).click();
    await a.page.getByTestId('sample-summary').waitFor();
    expect(await a.page.getByRole('table', { name: 'Sampled results' }).textContent()).toBe(firstDraw);
    expect(a.problems).toEqual([]);
  });

  it('lets the organization answer the request', async () => {
    const b = await openPage(browser, server);
    await signIn(b.page, server, ada);
    await b.page.goto(`${server.url}/audit`);
    await b.page.getByRole('combobox', { name: 'Reporting period' }).click();
    await b.page.getByRole('option', { name: 'FY2025' }).click();
    await b.page.getByRole('textbox', { name: 'Answer' }).fill('Invoice GS-2025-03, page 2.');
    await b.page.getByRole('button', { name: 'Send answer' }).click();
    await b.page.getByText('Answer: Invoice GS-2025-03, page 2.').waitFor();
    await expectAccessible(b.page, 'audit, answered');
    await screenshot(b.page, 'audit-answered');
    expect(b.problems).toEqual([]);
  });
});
