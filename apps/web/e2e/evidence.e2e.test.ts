import { readFile } from 'node:fs/promises';
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

const gas = {
  category: 'scope1.stationary_combustion',
  quantity: '18200',
  unit: 'kWh',
  region: 'GB',
  attributes: { fuel: 'natural_gas' },
  periodStart: '2025-01-01',
  periodEnd: '2025-01-31',
};
/** A small but real PDF header and trailer, with bytes that are not text, so a changed byte shows. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  Buffer.from('1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);

/** Evidence on the activity page: upload, the list, the download's bytes, the record's trail, and a reader's view. */
describe.skipIf(!chromiumAvailable)('evidence', () => {
  let server: E2eServer;
  let browser: Browser;
  let ada: Admin;
  let api: ApiSession;
  let activityId = '';
  let recordId = '';
  const rita: Credentials = { slug: 'demo', email: 'rita@example.com', password: 'a reader passphrase 42' };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ada = await setUpOrganization(server);
    api = await apiSession(server, ada);
    await api.json('POST', '/api/users', {
      email: rita.email,
      password: rita.password,
      name: 'Rita Reader',
      role: 'READ_ONLY',
    });
    activityId = (await api.json<{ id: string }>('POST', '/api/activities', gas)).id;
    await api.json('POST', '/api/calculations', { periodStart: '2025-01-01', periodEnd: '2025-01-31' });
    const records = await api.json<{ items: { id: string }[] }>(
      'GET',
      `/api/records?activityId=${activityId}`,
    );
    recordId = records.items[0]?.id as string;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a writer attaches an invoice; the download is the same bytes; the record’s trail lists it', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ada);
    await a.page.goto(`${server.url}/activities/${activityId}`);
    await a.page.getByRole('heading', { name: 'Evidence', level: 2 }).waitFor();
    await a.page.getByText('No evidence attached yet.').waitFor();
    await a.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'invoice-jan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await a.page.getByRole('button', { name: 'Upload' }).click();
    await a.page.getByText('invoice-jan.pdf was attached.').waitFor();
    const table = a.page.getByRole('table', { name: 'Evidence' });
    await table.getByRole('link', { name: 'Download invoice-jan.pdf' }).waitFor();
    await expectAccessible(a.page, 'activity with evidence');
    await screenshot(a.page, 'evidence-activity');

    const [download] = await Promise.all([
      a.page.waitForEvent('download'),
      table.getByRole('link', { name: 'Download invoice-jan.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('invoice-jan.pdf');
    expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);

    await a.page.goto(`${server.url}/results/records/${recordId}`);
    const trail = a.page.getByRole('region', { name: 'Evidence of this activity' });
    await trail.getByRole('link', { name: 'invoice-jan.pdf' }).waitFor();
    expect(await trail.textContent()).toContain('Invoice');
    await expectAccessible(a.page, 'record trail with evidence');
    await screenshot(a.page, 'evidence-trail');
    expect(a.problems).toEqual([]);
  });

  it('a writer attaches a meter reading to a facility on the facilities screen', async () => {
    await api.json('POST', '/api/facilities', { name: 'Leeds plant', country: 'GB' });
    const a = await openPage(browser, server);
    await signIn(a.page, server, ada);
    await a.page.goto(`${server.url}/facilities`);
    await a.page.getByRole('combobox', { name: 'Facility' }).click();
    await a.page.getByRole('option', { name: 'Leeds plant' }).click();
    await a.page.getByRole('heading', { name: 'Evidence of a facility', level: 2 }).waitFor();
    await a.page.locator('input[type=file]').setInputFiles({
      name: 'meter-2025-01.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('meter,read_at,kwh\nM-17,2025-01-31,18200\n'),
    });
    const form = a.page.getByRole('form', { name: 'Attach a file' });
    await form.getByRole('combobox', { name: 'Kind of evidence' }).click();
    await a.page.getByRole('option', { name: 'Meter reading' }).click();
    await form.getByRole('button', { name: 'Upload' }).click();
    await a.page.getByText('meter-2025-01.csv was attached.').waitFor();
    await a.page.getByRole('table', { name: 'Evidence' }).getByText('Meter reading').waitFor();
    await expectAccessible(a.page, 'facility evidence');
    await screenshot(a.page, 'evidence-facility');
    expect(a.problems).toEqual([]);
  });

  it('a reader sees the evidence and downloads it, with no upload control', async () => {
    const r = await openPage(browser, server);
    await signIn(r.page, server, rita);
    await r.page.goto(`${server.url}/activities/${activityId}`);
    const table = r.page.getByRole('table', { name: 'Evidence' });
    await table.getByRole('link', { name: 'Download invoice-jan.pdf' }).waitFor();
    expect(await r.page.getByRole('button', { name: /Upload|New version/ }).count()).toBe(0);
    expect(await r.page.locator('input[type=file]').count()).toBe(0);
    await expectAccessible(r.page, 'activity evidence, reader');
    expect(r.problems).toEqual([]);
  });
});
