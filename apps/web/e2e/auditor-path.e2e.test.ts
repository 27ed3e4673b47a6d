import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
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

const gas = (month: number, quantity: string) => ({
  category: 'scope1.stationary_combustion',
  quantity,
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: `2025-${String(month).padStart(2, '0')}-01`,
  periodEnd: `2025-${String(month).padStart(2, '0')}-28`,
});
/** A small real PDF, with bytes that are not text, so a changed byte shows in the hash. */
const INVOICE = Buffer.concat([
  Buffer.from('%PDF-1.7\n%'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  Buffer.from('1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);
const INVOICE_SHA = createHash('sha256').update(INVOICE).digest('hex');
const ASK = 'Please attach the gas invoice for this month.';

/**
 * The auditor's path (issue 18): the AUDITOR reads the audit log, draws a seeded sample, opens an
 * item (record, evidence, recalculation) and asks for a document; the organization attaches a file
 * to the request; the auditor sees it attached, with its SHA-256, and downloads the same bytes.
 */
describe.skipIf(!chromiumAvailable)('the auditor’s path, end to end', () => {
  let server: E2eServer;
  let browser: Browser;
  let ada: Admin;
  let itemUrl = '';
  const ann: Credentials = { slug: 'demo', email: 'ann@example.com', password: 'an auditor passphrase 7' };

  beforeAll(async () => {
    // A loaded machine takes a while to migrate PGlite: wait longer than the default for `serving on`.
    [server, browser] = await Promise.all([startServer({ timeoutMs: 400_000 }), launchBrowser()]);
    ada = await setUpOrganization(server);
    const api = await apiSession(server, ada);
    // The administrator assigns the AUDITOR role to Ann.
    await api.json('POST', '/api/users', {
      email: ann.email,
      password: ann.password,
      name: 'Ann Auditor',
      role: 'AUDITOR',
    });
    for (let m = 1; m <= 4; m++) await api.json('POST', '/api/activities', gas(m, String(10000 * m)));
    await api.json('POST', '/api/calculations', { periodStart: '2025-01-01', periodEnd: '2025-12-31' });
    await api.json('POST', '/api/periods', { year: 2025 });
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the auditor reads the audit log, read-only, from the navigation', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ann);
    const nav = a.page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await a.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const log = a.page.getByRole('table', { name: 'Audit log' });
    await log.getByText('activity.create').first().waitFor();
    // The auditor reads who did it by name, not by id.
    const created = log.getByRole('row').filter({ hasText: 'activity.create' }).first();
    expect(await created.getByRole('cell').nth(1).textContent()).toBe('Ada Admin');
    expect(await nav.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(
      await nav.getByRole('link', { name: 'Audit', exact: true }).getAttribute('aria-current'),
    ).toBeNull();
    await a.page.getByRole('button', { name: 'Verify the hash chain' }).click();
    await a.page.getByText('The hash chain is intact').waitFor();
    await expectAccessible(a.page, 'auditor, audit log');
    await screenshot(a.page, 'auditor-path-1-audit-log');
    expect(a.problems).toEqual([]);
  });

  it('the auditor draws a sample, opens an item and asks for a document on it', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ann);
    await a.page.goto(`${server.url}/audit`);
    await a.page.getByRole('combobox', { name: 'Reporting period' }).click();
    await a.page.getByRole('option', { name: 'FY2025' }).click();
    await a.page.getByRole('textbox', { name: 'Seed' }).fill('42');
    await a.page.getByRole('textbox', { name: 'Size' }).fill('2');
    await a.page.getByRole('button', { name: 'Draw sample' }).click();
    await a.page
      .getByTestId('sample-summary')
      .getByText(/2 of 4 results drawn/)
      .waitFor();
    await expectAccessible(a.page, 'auditor, sample');
    await screenshot(a.page, 'auditor-path-2-sample');

    const table = a.page.getByRole('table', { name: 'Sampled results' });
    await table
      .getByRole('link', { name: /^Open item/ })
      .first()
      .click();
    await a.page.getByRole('heading', { name: 'Sampled result', level: 1 }).waitFor();
    itemUrl = a.page.url();
    await a.page.getByText('Recalculated to the same value').waitFor();
    await a.page.getByRole('heading', { name: 'Evidence', level: 2 }).waitFor();
    await a.page.getByText('No evidence attached yet.').waitFor();
    await a.page.getByRole('heading', { name: 'Calculation record', level: 2 }).waitFor();
    await a.page.getByRole('heading', { name: /^Checksums/, level: 2 }).waitFor();
    // Read-only: no upload, no answer box for the auditor.
    expect(await a.page.locator('input[type=file]').count()).toBe(0);
    expect(await a.page.getByRole('textbox', { name: 'Answer' }).count()).toBe(0);

    await a.page.getByRole('textbox', { name: 'Request' }).fill(ASK);
    await a.page.getByRole('button', { name: 'Send request' }).click();
    const request = a.page.getByTestId('audit-request');
    await request.getByText(ASK).waitFor();
    await request.getByText('Open', { exact: true }).waitFor();
    await expectAccessible(a.page, 'auditor, item with its request');
    await screenshot(a.page, 'auditor-path-3-item-requested');
    expect(a.problems).toEqual([]);
  });

  it('the organization opens the request, uploads a file and answers with it', async () => {
    const b = await openPage(browser, server);
    await signIn(b.page, server, ada);
    await b.page.goto(`${server.url}/audit`);
    await b.page.getByRole('combobox', { name: 'Reporting period' }).click();
    await b.page.getByRole('option', { name: 'FY2025' }).click();
    await b.page.getByTestId('audit-request').getByRole('link', { name: 'Open the item' }).click();
    await b.page.getByRole('heading', { name: 'Sampled result', level: 1 }).waitFor();
    expect(b.page.url()).toBe(itemUrl);
    await b.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'gas-invoice.pdf', mimeType: 'application/pdf', buffer: INVOICE });
    await b.page.getByRole('button', { name: 'Upload' }).click();
    await b.page.getByText('gas-invoice.pdf was attached.').waitFor();
    const request = b.page.getByTestId('audit-request');
    // The file just uploaded is the one the answer attaches.
    await expect
      .poll(() => request.getByRole('combobox', { name: 'Attach evidence' }).inputValue())
      .toBe('gas-invoice.pdf');
    await request.getByRole('textbox', { name: 'Answer' }).fill('The invoice is attached.');
    await request.getByRole('button', { name: 'Send answer' }).click();
    await request.getByText('Answered', { exact: true }).waitFor();
    await request.getByText(INVOICE_SHA).waitFor();
    await expectAccessible(b.page, 'organization, request answered');
    await screenshot(b.page, 'auditor-path-4-answered-with-file');
    expect(b.problems).toEqual([]);
  });

  it('the auditor sees the request answered with the file, its SHA-256, and downloads the same bytes', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ann);
    await a.page.goto(itemUrl);
    const request = a.page.getByTestId('audit-request');
    await request.getByText('Answered', { exact: true }).waitFor();
    await request.getByText('Answer: The invoice is attached.').waitFor();
    await request.getByText(INVOICE_SHA).waitFor();
    const link = request.getByRole('link', { name: 'Download gas-invoice.pdf' });
    const href = await link.getAttribute('href');
    const download = await a.page.request.get(`${server.url}${href}`);
    expect(download.status()).toBe(200);
    expect(
      createHash('sha256')
        .update(await download.body())
        .digest('hex'),
    ).toBe(INVOICE_SHA);
    // The evidence list of the item shows the same file.
    await a.page.getByRole('table', { name: 'Evidence' }).getByText('gas-invoice.pdf').waitFor();
    await expectAccessible(a.page, 'auditor, request answered');
    await screenshot(a.page, 'auditor-path-5-auditor-sees-file');
    expect(a.problems).toEqual([]);
  });
});
