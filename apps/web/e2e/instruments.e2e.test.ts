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

/**
 * The Scope 2 instrument ledger screen (issue 17): a writer records a certificate bundle, allocates
 * part of it to a facility, and meets each refusal of the ledger with the criterion named: the same
 * certificate twice, a facility outside the market boundary, more than the volume. A reader sees the
 * ledger without any control that writes.
 */
describe.skipIf(!chromiumAvailable)('Scope 2 instrument ledger', () => {
  let server: E2eServer;
  let browser: Browser;
  let ada: Admin;
  let api: ApiSession;
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
    await api.json('POST', '/api/facilities', { name: 'Stockholm office', country: 'SE' });
    await api.json('POST', '/api/facilities', { name: 'Oslo warehouse', country: 'NO' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('records an instrument, allocates it, and names the criterion of every refusal', async () => {
    const a = await openPage(browser, server);
    await signIn(a.page, server, ada);
    await a.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Scope 2 instruments' })
      .click();
    await a.page.getByRole('heading', { name: 'Scope 2 instruments', level: 1 }).waitFor();
    const form = a.page.getByRole('form', { name: 'Record an instrument' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Nordic wind GOs');
    await form.getByRole('textbox', { name: /^Registry/ }).fill('Cesar (SE)');
    await form.getByRole('textbox', { name: /^Volume/ }).fill('40');
    await form.getByRole('textbox', { name: /^Market boundary/ }).fill('SE');
    await form.getByLabel(/^Generation from/).fill('2025-01-01');
    await form.getByLabel(/^Generation to/).fill('2025-12-31');
    await form.getByLabel(/^Issued on/).fill('2025-03-01');
    await form.getByLabel(/^Retired on/).fill('2026-01-15');
    await form.getByRole('textbox', { name: /^Certificate ids/ }).fill('GO-1\nGO-2');
    await expectAccessible(a.page, 'instruments, form filled');
    await form.getByRole('button', { name: 'Record instrument' }).click();
    await form.getByText('Nordic wind GOs is recorded.').waitFor();

    // The same certificate again is refused: QC2, named.
    await form.getByRole('textbox', { name: /^Name/ }).fill('Nordic wind GOs, again');
    await form.getByRole('textbox', { name: /^Registry/ }).fill('Cesar (SE)');
    await form.getByRole('textbox', { name: /^Volume/ }).fill('5');
    await form.getByRole('textbox', { name: /^Market boundary/ }).fill('SE');
    await form.getByLabel(/^Generation from/).fill('2025-01-01');
    await form.getByLabel(/^Generation to/).fill('2025-12-31');
    await form.getByRole('textbox', { name: /^Certificate ids/ }).fill('GO-2');
    await form.getByRole('button', { name: 'Record instrument' }).click();
    await form
      .getByRole('alert')
      .getByText(/QC2-unique-claim/)
      .waitFor();

    // The recorded instrument's ledger opens from the table (it opened on creation too).
    const table = a.page.getByRole('table', { name: 'Instruments' });
    const row = table.getByRole('row', { name: /Nordic wind GOs/ });
    expect(await row.textContent()).toContain('Retired');
    await row.getByRole('button', { name: 'Open Nordic wind GOs' }).click();
    const ledger = a.page.getByRole('region', { name: 'Ledger of Nordic wind GOs' });
    await ledger.getByText('GO-1, GO-2').waitFor();
    const allocate = ledger.getByRole('form', { name: 'Allocate to consumption' });
    const fill = async (facility: string, mwh: string) => {
      await allocate.getByRole('combobox', { name: /^Facility/ }).click();
      await a.page.getByRole('option', { name: facility }).click();
      await allocate.getByLabel(/^From/).fill('2025-01-01');
      await allocate.getByLabel(/^To/).fill('2025-12-31');
      await allocate.getByRole('textbox', { name: /^MWh/ }).fill(mwh);
      await allocate.getByRole('button', { name: 'Allocate' }).click();
    };
    await fill('Stockholm office', '30');
    await allocate.getByText('30 MWh allocated to Stockholm office.').waitFor();
    await ledger
      .getByRole('table', { name: 'Allocations' })
      .getByRole('row', { name: /Stockholm office/ })
      .waitFor();
    await row.getByText('10', { exact: true }).waitFor();

    // The registry's cancellation statement, attached to the instrument: a certificate by default.
    const evidence = ledger.getByRole('region', { name: 'Evidence of this instrument' });
    await evidence.locator('input[type=file]').setInputFiles({
      name: 'cesar-cancellation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\nCesar cancellation statement GO-1, GO-2\n%%EOF\n'),
    });
    expect(await evidence.getByRole('combobox', { name: 'Kind of evidence' }).inputValue()).toBe(
      'Certificate',
    );
    await evidence.getByRole('button', { name: 'Upload' }).click();
    await evidence.getByText('cesar-cancellation.pdf was attached.').waitFor();
    await evidence.getByRole('table', { name: 'Evidence' }).getByText('Certificate').waitFor();

    // A facility in another market: QC5.
    await fill('Oslo warehouse', '1');
    await allocate
      .getByRole('alert')
      .getByText(/QC5-market-boundary/)
      .waitFor();
    // More than is left: refused, with the volume in words.
    await fill('Stockholm office', '11');
    await allocate
      .getByRole('alert')
      .getByText(/holds 40 MWh with 30 MWh allocated/)
      .waitFor();
    await expectAccessible(a.page, 'instruments, refused allocation');
    await screenshot(a.page, 'instruments-ledger');

    // A release takes a reason and gives the volume back.
    const allocations = ledger.getByRole('table', { name: 'Allocations' });
    await allocations.getByRole('button', { name: 'Release 30 MWh to Stockholm office' }).click();
    const release = ledger.getByRole('form', { name: 'Release 30 MWh to Stockholm office' });
    await release.getByRole('button', { name: 'Release allocation' }).click();
    await release.getByText('Enter a reason.').waitFor();
    await release.getByRole('textbox', { name: /^Reason/ }).fill('Allocated to the wrong year.');
    await release.getByRole('button', { name: 'Release allocation' }).click();
    await allocations.getByText('Released: Allocated to the wrong year.').waitFor();
    await row.getByText('40', { exact: true }).nth(1).waitFor();
    expect(a.problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
  });

  it('shows a reader the ledger without any control that writes', async () => {
    const r = await openPage(browser, server);
    await signIn(r.page, server, rita);
    await r.page.goto(`${server.url}/instruments`);
    const table = r.page.getByRole('table', { name: 'Instruments' });
    await table.getByRole('button', { name: 'Open Nordic wind GOs' }).click();
    const ledger = r.page.getByRole('region', { name: 'Ledger of Nordic wind GOs' });
    await ledger.getByText('Released: Allocated to the wrong year.').waitFor();
    expect(await r.page.getByRole('form', { name: 'Record an instrument' }).count()).toBe(0);
    expect(await ledger.getByRole('form').count()).toBe(0);
    expect(await ledger.getByRole('button', { name: /Release|Cancel this instrument/ }).count()).toBe(0);
    await expectAccessible(r.page, 'instruments, reader');
    await screenshot(r.page, 'instruments-read-only');
    expect(r.problems).toEqual([]);
  });
});
