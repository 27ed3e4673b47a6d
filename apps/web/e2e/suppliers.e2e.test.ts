import Decimal from 'decimal.js';
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

/**
 * Issue 15, screens 5 and 6: supplier data exchange between TWO real servers on loopback, each
 * `ctp start` with its own PGlite database, and two browsers. In the supplier's browser the
 * supplier defines a product, publishes its footprint and grants the host access (the secret read
 * from the once-only dialog); in the host's browser the host registers the supplier with those
 * credentials, records a purchase, syncs, and sees the footprint, the sync's outcome and the
 * Scope 3 purchased goods resting on supplier data. Back on the supplier's screen: who read what,
 * and the host's footprint request fulfilled. The API only seeds the supplier's own emissions and
 * reads what the screens are compared with.
 */

const YEAR = new Date().getUTCFullYear() - 1;
const PERIOD = { start: `${YEAR}-01-01`, end: `${YEAR}-12-31` };
const PRODUCT = { id: 'urn:pact:product:coil-a', name: 'Coil A' };
const QUANTITY = '1200';
const READER = { email: 'rory.reader@buyer.example', password: 'reader-password-1234' };
const WRITE_CONTROL = /^(Add|Save|Record|Sync|Ask|Create|Publish|Revoke|Fulfil|Reject|Edit|Delete|Change)\b/i;

/** The supplier's own emissions for the year: natural gas, calculated (its footprints are allocated from them). */
async function seedEmissions(api: ApiSession): Promise<void> {
  await api.json('POST', '/api/activities', {
    category: 'scope1.stationary_combustion',
    quantity: '250000',
    unit: 'kWh',
    region: 'GB',
    periodStart: PERIOD.start,
    periodEnd: PERIOD.end,
    attributes: { fuel: 'natural_gas' },
  });
  const run = await api.json<{ id: string; status: string }>('POST', '/api/calculations', {
    periodStart: PERIOD.start,
    periodEnd: PERIOD.end,
  });
  for (let status = run.status; status !== 'completed'; ) {
    if (status === 'failed') throw new Error('the supplier’s calculation failed');
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await api.json<{ status: string }>('GET', `/api/calculations/${run.id}`)).status;
  }
}

/** Opens a screen and waits until it has its title and its data. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The names of the write controls in the page's main region. */
async function writeControls(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const names = [
    ...(await main.getByRole('button').allTextContents()),
    ...(await main.getByRole('link').allTextContents()),
  ];
  return names.map((name) => name.trim()).filter((name) => WRITE_CONTROL.test(name));
}

/** "1.5" as the screens print tonnes: exact kg / 1000, half-up to one decimal, grouped. */
const tonnes = (kg: Decimal) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    kg.div(1000).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1) as `${number}`,
  );

describe.skipIf(!chromiumAvailable)('supplier data exchange between two servers (screens 5 and 6)', () => {
  let supplierServer: E2eServer;
  let hostServer: E2eServer;
  let browser: Browser;
  let supplierAdmin: Admin;
  let hostAdmin: Admin;
  let supplierPage: Page;
  let hostPage: Page;
  const problems: string[][] = [];
  const shared = {
    publicOrgId: '',
    clientId: '',
    clientSecret: '',
    pcf: '',
    supplierPath: '',
    /** The host's own grant, whose credentials the supplier uses to send it events (answers). */
    inbound: { endpoint: '', clientId: '', clientSecret: '' },
  };

  beforeAll(async () => {
    [supplierServer, hostServer, browser] = await Promise.all([
      startServer(),
      startServer(),
      launchBrowser(),
    ]);
    supplierAdmin = await setUpOrganization(supplierServer, {
      name: 'Steelworks GmbH',
      slug: 'steelworks',
      adminName: 'Sven Supplier',
      email: 'sven@steelworks.example',
    });
    hostAdmin = await setUpOrganization(hostServer, {
      name: 'Buyer Manufacturing',
      slug: 'buyer',
      adminName: 'Hana Host',
      email: 'hana@buyer.example',
    });
    await seedEmissions(await apiSession(supplierServer, supplierAdmin));
    const supplierSide = await openPage(browser, supplierServer);
    const hostSide = await openPage(browser, hostServer);
    supplierPage = supplierSide.page;
    hostPage = hostSide.page;
    problems.push(supplierSide.problems, hostSide.problems);
    await signIn(supplierPage, supplierServer, supplierAdmin);
    await signIn(hostPage, hostServer, hostAdmin);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([supplierServer?.close(), hostServer?.close()]);
  });

  it('the supplier defines a product and publishes its footprint for the year', async () => {
    const page = supplierPage;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sharing' })
      .click();
    await page.getByRole('heading', { name: 'Sharing', level: 1 }).waitFor();
    shared.publicOrgId = (await page.getByTestId('public-org-id').textContent()) ?? '';
    expect(shared.publicOrgId).toMatch(/^[0-9a-f-]{36}$/);

    const form = page.getByRole('form', { name: 'Add a product' });
    await form.getByRole('textbox', { name: /^Product id/ }).fill(PRODUCT.id);
    await form.getByRole('textbox', { name: /^Name/ }).fill(PRODUCT.name);
    await form.getByRole('textbox', { name: /^Mass per declared unit/ }).fill('1');
    await form.getByRole('textbox', { name: /^Description/ }).fill('Hot-rolled steel coil, 2 mm');
    await form.getByRole('button', { name: 'Add a product' }).click();
    await page.getByText(`Product ${PRODUCT.name} added.`).waitFor();
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: PRODUCT.name }).click();
    await page.getByRole('heading', { name: PRODUCT.name, level: 1 }).waitFor();
    await page.getByText('No footprint published for this product yet.').waitFor();

    // Scope 1 only (the supplier's gas), allocated by mass: 400 of 1000 t to 50,000 kg of coil.
    const publish = page.getByRole('form', { name: 'Publish a footprint' });
    await publish.getByLabel('Reference period start').fill(PERIOD.start);
    await publish.getByLabel('Reference period end').fill(PERIOD.end);
    await publish.getByRole('checkbox', { name: 'Scope 2' }).uncheck();
    await publish.getByRole('textbox', { name: /^This product’s quantity/ }).fill('400');
    await publish.getByRole('textbox', { name: /^Total of everything produced/ }).fill('1000');
    await publish.getByRole('textbox', { name: /^Declared units produced/ }).fill('50000');
    await publish.getByRole('textbox', { name: /^System boundary/ }).fill('Cradle to gate: the plant’s gas');
    await publish.getByRole('button', { name: 'Publish footprint' }).click();
    await page.getByText(/^Version 1 published:/).waitFor();

    const api = await apiSession(supplierServer, supplierAdmin);
    const { items } = await api.json<{
      items: { version: number; pact: { pcf: { pcfExcludingBiogenicUptake: string } } }[];
    }>('GET', '/api/product-footprints');
    expect(items).toHaveLength(1);
    shared.pcf = items[0]?.pact.pcf.pcfExcludingBiogenicUptake ?? '';
    expect(new Decimal(shared.pcf).isPositive()).toBe(true);
    const versions = page.getByRole('table', { name: 'Published footprints' });
    await versions
      .getByText(
        `${new Intl.NumberFormat('en', { maximumFractionDigits: 20 }).format(shared.pcf as `${number}`)} kg CO2e per kilogram`,
      )
      .waitFor();
    expect(await versions.getByText('By mass: 40% of the period', { exact: false }).count()).toBe(1);
    await expectAccessible(page, 'sharing-product');
    await screenshot(page, 'sharing-product');
  });

  it('the host grants the supplier a way to answer its requests, on its own Sharing screen', async () => {
    const page = hostPage;
    await visit(page, `${hostServer.url}/sharing`);
    await page.getByText('Add a product first', { exact: false }).waitFor();
    const form = page.getByRole('form', { name: 'Create grant' });
    await form.getByRole('textbox', { name: /^Customer( \*)?$/ }).fill('Steelworks GmbH (events)');
    await form.getByRole('textbox', { name: /^Customer’s public organization id/ }).fill(shared.publicOrgId);
    await form.getByRole('button', { name: 'Create grant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credentials for the customer' });
    await dialog.waitFor();
    shared.inbound = {
      endpoint: ((await dialog.getByTestId('grant-endpoint').textContent()) ?? '').trim(),
      clientId: ((await dialog.getByTestId('grant-client-id').textContent()) ?? '').trim(),
      clientSecret: ((await dialog.getByTestId('grant-client-secret').textContent()) ?? '').trim(),
    };
    expect(shared.inbound.endpoint).toBe(`${hostServer.url}/pact`);
    await dialog.getByRole('button', { name: 'I have passed them on' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Sharing grants' }).getByText('Steelworks GmbH (events)').waitFor();
  });

  it('the supplier grants the host access and reads the secret once', async () => {
    const page = supplierPage;
    await page.getByRole('link', { name: 'Back to sharing' }).click();
    await page.getByRole('heading', { name: 'Sharing', level: 1 }).waitFor();
    const hostSession = await apiSession(hostServer, hostAdmin);
    const hostOrg = await hostSession.json<{ organization: { publicOrgId: string } }>(
      'GET',
      '/api/auth/session',
    );

    const form = page.getByRole('form', { name: 'Create grant' });
    await form.getByRole('textbox', { name: /^Customer( \*)?$/ }).fill('Buyer Manufacturing');
    await form
      .getByRole('textbox', { name: /^Customer’s public organization id/ })
      .fill(hostOrg.organization.publicOrgId);
    await form.getByRole('checkbox', { name: `${PRODUCT.name} (${PRODUCT.id})` }).check();
    await form.getByLabel('Readable period start').fill(PERIOD.start);
    await form.getByLabel('Readable period end').fill(PERIOD.end);
    // Where answers to the host's requests go: its PACT API, with the credentials it issued above.
    await form.getByRole('textbox', { name: /^Customer’s PACT address/ }).fill(shared.inbound.endpoint);
    await form.getByRole('textbox', { name: /^Client id it issued to you/ }).fill(shared.inbound.clientId);
    await form.getByLabel(/^Client secret it issued to you/).fill(shared.inbound.clientSecret);
    await form.getByRole('button', { name: 'Create grant' }).click();

    const dialog = page.getByRole('dialog', { name: 'Credentials for the customer' });
    await dialog.waitFor();
    shared.clientId = ((await dialog.getByTestId('grant-client-id').textContent()) ?? '').trim();
    shared.clientSecret = ((await dialog.getByTestId('grant-client-secret').textContent()) ?? '').trim();
    expect(shared.clientSecret.length).toBeGreaterThan(16);
    expect(await dialog.getByTestId('grant-endpoint').textContent()).toBe(`${supplierServer.url}/pact`);
    await expectAccessible(page, 'sharing-grant-secret');
    await screenshot(page, 'sharing-grant-secret');
    await dialog.getByRole('button', { name: 'I have passed them on' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Gone for good: the table shows the client id, never the secret.
    const grants = page.getByRole('table', { name: 'Sharing grants' });
    await grants.getByText(shared.clientId).waitFor();
    expect(await page.getByText(shared.clientSecret).count()).toBe(0);
    await expectAccessible(page, 'sharing');
    await screenshot(page, 'sharing');
  });

  it('the host registers the supplier with the grant’s credentials, records a purchase and syncs', async () => {
    const page = hostPage;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Suppliers' })
      .click();
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    await page.getByText('No suppliers yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add a supplier' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Steelworks GmbH');
    await form.getByRole('textbox', { name: /^Public organization id/ }).fill(shared.publicOrgId);
    await form.getByRole('textbox', { name: /^PACT endpoint/ }).fill(`${supplierServer.url}/pact`);
    await form.getByRole('button', { name: 'Add a supplier' }).click();
    await page.getByText('Supplier Steelworks GmbH added.').waitFor();
    await expectAccessible(page, 'suppliers');
    await page
      .getByRole('table', { name: 'Your suppliers' })
      .getByRole('link', { name: 'Steelworks GmbH' })
      .click();
    await page.getByRole('heading', { name: 'Steelworks GmbH', level: 1 }).waitFor();
    shared.supplierPath = new URL(page.url()).pathname;

    // The grant the supplier answers with (made on the host's Sharing screen).
    const details = page.getByRole('form', { name: 'Supplier details' });
    await details.getByRole('combobox', { name: /^Grant it uses to send you events/ }).click();
    await page.getByRole('option', { name: `Steelworks GmbH (events) (${shared.inbound.clientId})` }).click();
    await details.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Supplier Steelworks GmbH saved.').waitFor();

    const credentials = page.getByRole('form', { name: 'Credentials the supplier issued to you' });
    await credentials.getByRole('textbox', { name: /^Client id/ }).fill(shared.clientId);
    await credentials.getByLabel(/^Client secret/).fill(shared.clientSecret);
    await credentials.getByRole('button', { name: 'Save credentials' }).click();
    await page.getByText('Credentials saved. The secret is not shown again.').waitFor();
    await page.getByText(`Credentials are set (client id ${shared.clientId})`, { exact: false }).waitFor();
    expect(await credentials.getByLabel(/^Client secret/).inputValue()).toBe('');

    const purchase = page.getByRole('form', { name: 'Record a purchase' });
    await purchase.getByRole('textbox', { name: /^Product id/ }).fill(PRODUCT.id);
    await purchase.getByRole('textbox', { name: /^Quantity/ }).fill(QUANTITY);
    await purchase.getByRole('textbox', { name: /^Unit/ }).fill('kg');
    await purchase.getByLabel('Period start').fill(PERIOD.start);
    await purchase.getByLabel('Period end').fill(PERIOD.end);
    await purchase.getByRole('button', { name: 'Record a purchase' }).click();
    await page.getByRole('table', { name: 'Purchases' }).getByText('Not synced yet').waitFor();

    await page.getByRole('button', { name: 'Sync now' }).click();
    const syncs = page.getByRole('table', { name: 'Syncs' });
    await syncs.locator('tr[data-status="succeeded"]').waitFor({ timeout: 90_000 });
    expect(await syncs.locator('tr[data-status="succeeded"]').textContent()).toContain(
      'Footprints received: 1, new versions stored: 1; activities created: 1',
    );
    await page.getByTestId('sync-state').getByText('Last sync: succeeded.').waitFor();
    const received = page.getByRole('table', { name: 'Footprints received' });
    await received.getByText(PRODUCT.id).waitFor();
    await page
      .getByRole('table', { name: 'Purchases' })
      .getByRole('link', { name: 'Open the activity' })
      .waitFor();
    await expectAccessible(page, 'supplier');
    await screenshot(page, 'supplier');
  });

  it('the host sees its Scope 3 purchased goods resting on the supplier’s data, exactly quantity × footprint', async () => {
    const page = hostPage;
    const api = await apiSession(hostServer, hostAdmin);
    const expected = new Decimal(QUANTITY).times(shared.pcf);
    let groups: { category?: string; period?: string; co2eKg: string }[] = [];
    await expect
      .poll(
        async () => {
          ({ groups } = await api.json<{ groups: typeof groups }>(
            'GET',
            '/api/results/summary?scope=3&groupBy=category,year',
          ));
          return groups.find((g) => g.category === 'scope3.purchased_goods.supplier_specific')?.co2eKg;
        },
        { timeout: 60_000 },
      )
      .toBeDefined();
    const supplierKg =
      groups.find((g) => g.category === 'scope3.purchased_goods.supplier_specific')?.co2eKg ?? '0';
    expect(new Decimal(supplierKg).toFixed()).toBe(expected.toFixed());

    await visit(page, `${hostServer.url}/suppliers`);
    const table = page.getByRole('table', {
      name: 'Scope 3 purchased goods: supplier data and spend estimates',
    });
    const row = table.getByRole('row', { name: new RegExp(`^${YEAR}`) });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${tonnes(expected)} t CO2e (1 results)`);
    await page.getByRole('table', { name: 'Your suppliers' }).getByText('succeeded').waitFor();
    await expectAccessible(page, 'suppliers');
    await screenshot(page, 'suppliers');
  });

  it('the host asks for a footprint; the supplier sees who read what and fulfils the request', async () => {
    await visit(hostPage, `${hostServer.url}${shared.supplierPath}`);
    const ask = hostPage.getByRole('form', { name: 'Ask for footprints' });
    await ask.getByRole('textbox', { name: /^Product ids/ }).fill(PRODUCT.id);
    await ask.getByRole('button', { name: 'Ask for footprints' }).click();
    await hostPage.getByText('Request sent.', { exact: false }).waitFor();
    const sent = hostPage.getByRole('table', { name: 'Footprint requests' });
    await sent.getByText('Waiting for an answer').waitFor();
    await sent.getByText(PRODUCT.id).waitFor();

    const page = supplierPage;
    await visit(page, `${supplierServer.url}/sharing`);
    const reads = page.getByRole('table', { name: 'Who read what' });
    await reads.getByText('Listed footprints').first().waitFor();
    expect(await reads.getByText(`${PRODUCT.name} v1`).count()).toBeGreaterThan(0);
    expect(await reads.getByText('Buyer Manufacturing').count()).toBeGreaterThan(0);

    const requests = page.getByRole('table', { name: 'Incoming footprint requests' });
    await requests.getByText('Waiting for your answer.').waitFor();
    await requests.getByText(PRODUCT.id).waitFor();
    await expectAccessible(page, 'sharing-requests');
    await screenshot(page, 'sharing-requests');
    await requests.getByRole('button', { name: 'Fulfil the request of Buyer Manufacturing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fulfil the request' });
    await dialog.getByRole('checkbox', { name: new RegExp(`^${PRODUCT.name}, version 1`) }).check();
    await expectAccessible(page, 'sharing-fulfil');
    await dialog.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await requests.getByText('Fulfilled (footprints sent: 1).', { exact: true }).waitFor();
    expect(await requests.getByText('not delivered', { exact: false }).count()).toBe(0);
    expect(await requests.getByRole('button', { name: /^Fulfil/ }).count()).toBe(0);

    // The answer reached the host: its request shows it.
    await visit(hostPage, `${hostServer.url}${shared.supplierPath}`);
    await sent.getByText('Fulfilled', { exact: true }).waitFor();
    await sent.getByText('Answered (footprints: 1); sync to pull them.', { exact: false }).waitFor();
    await expectAccessible(hostPage, 'supplier-requests');
    await screenshot(hostPage, 'supplier-requests');
  });

  it('shows a READ_ONLY user of the host no write control', async () => {
    const api = await apiSession(hostServer, hostAdmin);
    await api.json('POST', '/api/users', {
      email: READER.email,
      name: 'Rory Reader',
      role: 'READ_ONLY',
      password: READER.password,
    });
    const reader = await openPage(browser, hostServer);
    problems.push(reader.problems);
    await signIn(reader.page, hostServer, { ...hostAdmin, ...READER });
    const found: string[] = [];
    for (const path of ['/suppliers', shared.supplierPath]) {
      await visit(reader.page, `${hostServer.url}${path}`);
      for (const control of await writeControls(reader.page)) found.push(`${path}: ${control}`);
    }
    await reader.page.getByRole('table', { name: 'Footprints received' }).getByText(PRODUCT.id).waitFor();
    await expectAccessible(reader.page, 'supplier-read-only');
    await screenshot(reader.page, 'supplier-read-only');
    expect(found).toEqual([]);
  });

  it('the supplier revokes the grant; the host’s next sync fails and says why', async () => {
    const page = supplierPage;
    await visit(page, `${supplierServer.url}/sharing`);
    await page.getByRole('button', { name: 'Revoke the grant of Buyer Manufacturing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this grant?' });
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page
      .getByRole('table', { name: 'Sharing grants' })
      .getByText(/^Revoked /)
      .waitFor();

    await visit(hostPage, `${hostServer.url}${shared.supplierPath}`);
    // By keyboard: the button takes focus and Enter presses it.
    await hostPage.getByRole('button', { name: 'Sync now' }).focus();
    await hostPage.keyboard.press('Enter');
    const failed = hostPage.getByRole('table', { name: 'Syncs' }).locator('tr[data-status="failed"]');
    await failed.waitFor({ timeout: 90_000 });
    expect(await failed.textContent()).toMatch(/^.*failed.*Nothing changed: .+\(unauthorized\)/);
    await hostPage.getByTestId('sync-state').getByText('Last sync: failed.', { exact: false }).waitFor();
    // What the host had stays: the footprint received before.
    await hostPage.getByRole('table', { name: 'Footprints received' }).getByText(PRODUCT.id).waitFor();
    await expectAccessible(hostPage, 'supplier-sync-failed');
    await screenshot(hostPage, 'supplier-sync-failed');
    expect(problems.flat()).toEqual([]);
  });
});
