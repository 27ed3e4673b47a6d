import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSession,
  chromiumAvailable,
  type E2eServer,
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  startServer,
} from './harness';

const ADMIN = {
  organizationName: 'Northwind Foods',
  slug: 'northwind',
  name: 'Nadia Admin',
  email: 'nadia@northwind.example',
  password: 'a long enough passphrase',
};

/**
 * Sign-in and setup (issue 14, screen 1) in Chromium against a real server on a fresh data folder:
 * first-time setup through the app's /setup screen, sign-in by keyboard, the validation messages, and
 * a single sign-on failure (the provider is down) that ends on a page with words and a way back.
 */
describe.skipIf(!chromiumAvailable)('sign-in and setup', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sets up through /setup, then signs in with the keyboard and lands on the dashboard', async () => {
    const { page, problems } = await openPage(browser, server);
    // Before setup, every page leads to the setup screen.
    await page.goto(`${server.url}/results`);
    await page.waitForURL(`${server.url}/setup`);
    await page.getByRole('heading', { name: 'Set up CTP' }).waitFor();
    await expectAccessible(page, 'setup');
    await screenshot(page, 'setup');

    // Field errors in words, next to their fields, before anything is sent.
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.getByText('This field is needed.').first().waitFor();
    await screenshot(page, 'setup-validation');

    await page.getByLabel('Organization name').fill(ADMIN.organizationName);
    await page.getByLabel(/^Short name/).fill(ADMIN.slug);
    await page.getByLabel('Your name').fill(ADMIN.name);
    await page.getByLabel('Your email').fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByLabel(/^Password/).press('Enter');
    await page.getByText(`Organization ${ADMIN.organizationName} created.`, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/sign-in?organization=${ADMIN.slug}`);

    // Setup is done: /setup now leads to sign-in.
    await page.goto(`${server.url}/setup`);
    await page.waitForURL(/\/sign-in$/);

    // The old address still works and keeps the organization.
    await page.goto(`${server.url}/login?organization=${ADMIN.slug}`);
    await page.waitForURL(`${server.url}/sign-in?organization=${ADMIN.slug}`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('textbox', { name: /Organization/ }).inputValue()).toBe(ADMIN.slug);
    // No single sign-on configured: no button for it.
    expect(await page.getByRole('button', { name: /Sign in with/ }).count()).toBe(0);
    await expectAccessible(page, 'sign-in');
    await screenshot(page, 'sign-in-prefilled');

    // Keyboard only: Tab to the email, type, Tab to the password, Enter.
    await page.getByRole('textbox', { name: /Organization/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await page.getByText('The organization, email or password is not right.').waitFor();
    await screenshot(page, 'sign-in-refused');
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  }, 120_000);

  it('says an unknown organization and a malformed one next to the field', async () => {
    const { page, problems } = await openPage(browser, server, {
      viewport: { width: 390, height: 844 },
      allowConsole: [/status of 404/],
    });
    await page.goto(`${server.url}/sign-in`);
    const organization = page.getByRole('textbox', { name: /Organization/ });
    await organization.fill('no-such-org');
    await organization.press('Tab');
    await page.getByText('There is no organization with this short name.').waitFor();
    await organization.fill('Northwind Foods');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/A short name has only letters, digits and dashes/).waitFor();
    await page.getByText('Enter your email address.').waitFor();
    await expectAccessible(page, 'sign-in-validation');
    await screenshot(page, 'sign-in-validation-390');
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('signs in with single sign-on through the real provider, and shows its failure as a page with words and a way back', async () => {
    const api = await apiSession(server, { slug: ADMIN.slug, email: ADMIN.email, password: ADMIN.password });
    const { startLoopbackProvider } = await import('@ctp/auth/testing');
    const client = {
      clientId: 'ctp-web',
      clientSecret: 'e2e-secret',
      redirectUris: [`${server.url}/api/auth/oidc/callback`],
    };
    const accounts = new Map<string, Record<string, unknown>>([
      ['sam', { email: 'sam@northwind.example', email_verified: true, name: 'Sam Reader' }],
    ]);
    const provider = await startLoopbackProvider({ clients: [client], accounts });
    const configure = (issuer: string) =>
      api.json<{ id: string }>('POST', '/api/admin/auth-config', {
        issuer,
        clientId: 'ctp-web',
        clientSecret: 'e2e-secret',
        allowInsecureHttp: true,
        displayName: 'Northwind ID',
      });
    const { id: authConfigId } = await configure(provider.issuer);
    await api.json('POST', '/api/admin/role-mappings', {
      authConfigId,
      kind: 'default',
      role: 'READ_ONLY',
      priority: 0,
    });

    // Through the provider's own login and consent pages, in the browser, back to the dashboard.
    const reader = await openPage(browser, server);
    // The provider's development pages fetch things of their own (a favicon, web fonts) that fail
    // here; what counts is what happens on this server's pages.
    const ours: string[] = [];
    reader.page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(server.url))
        ours.push(message.text());
    });
    reader.page.on('pageerror', (error) => {
      if (reader.page.url().startsWith(server.url)) ours.push(error.message);
    });
    await reader.page.goto(`${server.url}/sign-in?organization=${ADMIN.slug}`);
    await reader.page.getByRole('button', { name: 'Sign in with Northwind ID' }).click();
    await reader.page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await reader.page.locator('input[name="login"]').fill('sam');
    await reader.page.locator('input[name="password"]').fill('any');
    await reader.page.locator('button[type="submit"]').click();
    await reader.page.locator('button[type="submit"]').click(); // consent
    await reader.page.waitForURL(`${server.url}/`);
    await reader.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await reader.page.getByText('Sam Reader').first().waitFor();
    expect(ours).toEqual([]);
    expect(reader.problems.filter((p) => !p.startsWith('console: Failed to load resource'))).toEqual([]);
    await reader.page.close();
    await provider.close();

    // The organization's provider is down (moved to an address where nothing answers).
    const gone = await startLoopbackProvider({ clients: [client], accounts });
    await gone.close();
    await configure(gone.issuer);

    const { page, problems } = await openPage(browser, server);
    await page.goto(`${server.url}/sign-in?organization=${ADMIN.slug}`);
    const sso = page.getByRole('button', { name: 'Sign in with Northwind ID' });
    await sso.waitFor();
    await sso.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign-in\/failed\?/);
    await page.getByRole('heading', { name: 'Sign-in did not work' }).waitFor();
    const message = await page.getByRole('alert').textContent();
    expect(message).toContain('could not be reached');
    expect(message).not.toMatch(/[A-Z]{2,}_[A-Z]+|[{}]/);
    await expectAccessible(page, 'sign-in-failed');
    await screenshot(page, 'sign-in-failed');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.waitForURL(`${server.url}/sign-in?organization=${ADMIN.slug}`);

    // An old link naming an organization that does not exist ends the same way.
    await page.goto(`${server.url}/api/auth/oidc/authorize?organizationId=gone-co`);
    await page.waitForURL(/\/sign-in\/failed\?/);
    expect(await page.getByRole('alert').textContent()).toContain(
      'There is no organization with this short name',
    );
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);
});
