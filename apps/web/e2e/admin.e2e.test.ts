import { type LoopbackProvider, startLoopbackProvider } from '@ctp/auth/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
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

// Screen 9 end to end: a real `ctp start` on PGlite, Debian's Chromium, and a REAL OpenID provider
// (oidc-provider, the one the auth tests use) on 127.0.0.1 for single sign-on.
const SECRET = 'web-client-secret-for-the-admin-e2e-test';
const READER = { name: 'Rita Reader', email: 'rita@example.com', password: 'rita reads but never writes' };
const WRITE_CONTROL =
  /^(Enter activity data|New|Add|Create|Save|Delete|Upload|Import|Calculate|Start|Revoke|Deactivate|Edit|Change|Approve)\b/i;

describe.skipIf(!chromiumAvailable)('administration (screen 9)', () => {
  let server: E2eServer;
  let admin: Admin;
  let op: LoopbackProvider;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    server = await startServer();
    admin = await setUpOrganization(server);
    op = await startLoopbackProvider({
      clients: [
        { clientId: 'ctp-web', clientSecret: SECRET, redirectUris: [`${server.url}/api/auth/oidc/callback`] },
      ],
    });
    browser = await launchBrowser();
    // Answers the browser logs and this test provokes: GET /api/admin/auth-config is 404 until single
    // sign-on is configured; deactivating the last administrator is refused with 409.
    ({ page, problems } = await openPage(browser, server, {
      allowConsole: [/status of 404/, /status of 409/],
    }));
    await signIn(page, server, admin);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await op?.close();
    await server?.close();
  });

  it('reaches the administration from the navigation, its sections by keyboard', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Administration' })
      .click();
    await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    const sections = page.getByRole('navigation', { name: 'Administration sections' });
    await sections.getByRole('link', { name: 'Single sign-on' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Single sign-on', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-on');
  });

  it('configures single sign-on against the loopback provider and tests the connection', async () => {
    await page.getByRole('textbox', { name: /^Issuer/ }).fill(op.issuer);
    await page.getByRole('textbox', { name: /^Client ID/ }).fill('ctp-web');
    await page.getByLabel(/^Client secret/).fill(SECRET);
    await page.getByRole('textbox', { name: /^Button label/ }).fill('Acme login');
    // The provider runs on plain HTTP on this computer: the development-only switch.
    await page.getByRole('switch', { name: /plain-HTTP issuer/ }).check();
    await page.getByRole('button', { name: 'Test connection' }).click();
    const result = page.getByTestId('connection-test-result');
    await expect
      .poll(() => result.textContent(), { timeout: 30_000 })
      .toContain('Connection successful! OIDC configuration is valid.');
    await expectAccessible(page, 'admin-sign-on');
    await screenshot(page, 'admin-sign-on-test-success');

    await page.getByRole('button', { name: 'Save configuration' }).click();
    await page.getByText('Single sign-on configuration saved.').waitFor();
    // The secret is write-only: the form shows only that one is set.
    await page.getByText('A secret is set.', { exact: false }).waitFor();
    expect(await page.getByLabel(/^Client secret/).inputValue()).toBe('');

    // A wrong secret, tested before saving: the provider refuses the client.
    await page.getByLabel(/^Client secret/).fill('not-the-secret');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await result.getByText('Client authentication failed', { exact: true }).waitFor();
    expect(await result.textContent()).toContain('The provider said:');
    await screenshot(page, 'admin-sign-on-test-bad-secret');
    await page.getByLabel(/^Client secret/).fill('');

    const api = await apiSession(server, admin);
    const stored = await api.json<{ issuer: string; clientSecretSet: boolean }>(
      'GET',
      '/api/admin/auth-config',
    );
    expect(stored).toMatchObject({ issuer: op.issuer, clientSecretSet: true });
  });

  it('adds role mappings and reorders them with the keyboard', async () => {
    const addMapping = async (kind: string, value: string, role: string) => {
      await page.getByRole('button', { name: 'Add role mapping' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a role mapping' });
      await dialog.getByRole('combobox', { name: /^Kind/ }).click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      await dialog.getByRole('textbox', { name: /^Value/ }).fill(value);
      await dialog.getByRole('combobox', { name: /^Role/ }).click();
      await page.getByRole('option', { name: role, exact: true }).click();
      await dialog.getByRole('button', { name: 'Save mapping' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await addMapping('Email domain', '@example.com', 'Member');
    await page.getByText('email ends with @example.com').waitFor();
    await addMapping('Group', 'auditors', 'Read only');
    await page.getByText('member of group auditors').waitFor();

    const rows = page.getByRole('table', { name: 'Role mappings' }).locator('tbody tr');
    const order = async () => (await rows.allTextContents()).map((text) => text.replace(/\s+/g, ' '));
    // The second was added with a higher priority: it is tried first.
    expect((await order())[0]).toContain('member of group auditors');
    await page.getByRole('button', { name: 'Move up: email ends with @example.com' }).focus();
    await page.keyboard.press('Enter');
    await rows.first().getByText('email ends with @example.com').waitFor();
    await expectAccessible(page, 'admin-role-mappings');
    await screenshot(page, 'admin-role-mappings');

    const api = await apiSession(server, admin);
    const { items } = await api.json<{ items: { value: string; priority: number }[] }>(
      'GET',
      '/api/admin/role-mappings',
    );
    expect(items.map((m) => m.value)).toEqual(['@example.com', 'auditors']);
  });

  it('creates a READ_ONLY user', async () => {
    await page
      .getByRole('navigation', { name: 'Administration sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a user' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(READER.name);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(READER.email);
    await dialog.getByLabel(/^Password/).fill(READER.password);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`${READER.name} can now sign in as Read only.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(READER.email) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    await expectAccessible(page, 'admin-users');
    await screenshot(page, 'admin-users');
  });

  it('creates a token (secret shown once) and revokes it', async () => {
    await page
      .getByRole('navigation', { name: 'Administration sections' })
      .getByRole('link', { name: 'API tokens' })
      .click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('ERP export');
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy the token now' });
    await dialog.waitFor();
    const secret = ((await dialog.getByTestId('token-secret').textContent()) ?? '').trim();
    expect(secret.length).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: 'Copy token' }).waitFor();
    await expectAccessible(page, 'admin-token-secret');
    await screenshot(page, 'admin-token-secret');
    const session = () =>
      fetch(`${server.url}/api/auth/session`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await session()).status).toBe(200);
    await dialog.getByRole('button', { name: 'I have stored it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: 'Revoke ERP export' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke ERP export?' });
    await confirm.getByRole('button', { name: 'Revoke' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('ERP export is revoked.').waitFor();
    expect((await session()).status).toBe(401);
    await expectAccessible(page, 'admin-tokens');
    await screenshot(page, 'admin-tokens');
  });

  it('verifies the audit hash chain and opens an entry', async () => {
    await page
      .getByRole('navigation', { name: 'Administration sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    // Signed in through the API first: that sign-in is an entry too, before the one verified here.
    const api = await apiSession(server, admin);
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    await page.getByRole('button', { name: 'Verify the hash chain' }).click();
    await page.getByText('The hash chain is intact').waitFor();
    const verification = await api.json<{ valid: boolean; headHash: string }>('GET', '/api/audit/verify');
    expect(verification.valid).toBe(true);
    await page.getByText(verification.headHash, { exact: false }).waitFor();
    await page
      .getByRole('button', { name: /^Show details of entry/ })
      .first()
      .click();
    await page.getByText('Entry hash').waitFor();
    const log = (await page.getByRole('table', { name: 'Audit log' }).textContent()) ?? '';
    expect(log).toContain('api_token.revoke');
    // The refused use of the revoked token names it.
    expect(log).toContain('API token “ERP export”');
    // The results against their calculation records (issue 19), on the same screen.
    await page.getByRole('button', { name: 'Verify the results against their records' }).click();
    await page.getByText('Every result agrees with its calculation record').waitFor();
    await expectAccessible(page, 'admin-audit');
    await screenshot(page, 'admin-audit');

    // Filtered by a family of actions, from the keyboard; the address keeps the filter.
    const filters = page.getByRole('form', { name: 'Audit log filters' });
    await filters.getByRole('textbox', { name: /^Action/ }).fill('api_token');
    await page.keyboard.press('Enter');
    await page.waitForURL(/action=api_token/);
    await page.getByText('api_token.create').first().waitFor();
    const actions = await page
      .getByRole('table', { name: 'Audit log' })
      .locator('tbody tr td.ctp-mono')
      .allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action.startsWith('api_token.'))).toBe(true);
    await expectAccessible(page, 'admin-audit-filtered');
    await screenshot(page, 'admin-audit-filtered');
  });

  it('shows a READ_ONLY user no write control, and refuses them the administration', async () => {
    const reader = await openPage(browser, server);
    await signIn(reader.page, server, { slug: admin.slug, email: READER.email, password: READER.password });
    const writeControls = async (on: Page) => {
      const main = on.getByRole('main');
      const names = [
        ...(await main.getByRole('button').allTextContents()),
        ...(await main.getByRole('link').allTextContents()),
      ];
      return names.map((name) => name.trim()).filter((name) => WRITE_CONTROL.test(name));
    };
    // The check sees write controls where there are some: the administrator's activity data.
    await page.goto(`${server.url}/activities`);
    await page.getByRole('heading', { name: 'Activity data', level: 1 }).waitFor();
    expect(await writeControls(page)).toContain('Enter activity data');
    const nav = reader.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    for (const [path, heading] of [
      ['/', 'Dashboard'],
      ['/activities', 'Activity data'],
      ['/results', 'Results'],
    ] as const) {
      await reader.page.goto(`${server.url}${path}`);
      await reader.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await reader.page.waitForLoadState('networkidle');
      expect(await writeControls(reader.page), path).toEqual([]);
    }
    await reader.page.goto(`${server.url}/admin`);
    await reader.page.getByText('Your role does not allow this.').waitFor();
    await reader.page.goto(`${server.url}/admin/tokens`);
    await reader.page.getByText('Your role does not allow this.').waitFor();
    expect(await reader.page.getByRole('button', { name: 'Create token' }).count()).toBe(0);
    await expectAccessible(reader.page, 'admin-refused');
    await screenshot(reader.page, 'admin-refused-read-only');
    expect(reader.problems).toEqual([]);

    // Deactivated by the administrator: the reader's session ends and sign-in is refused.
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('button', { name: `Deactivate: ${READER.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${READER.name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(`${READER.name} is deactivated.`).waitFor();
    await page
      .getByRole('row', { name: new RegExp(READER.email) })
      .getByText('Deactivated')
      .waitFor();
    await reader.page.goto(`${server.url}/results`);
    await reader.page.waitForURL(/\/sign-in/);
    const refused = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ organizationSlug: admin.slug, email: READER.email, password: READER.password }),
    });
    expect(refused.status).toBe(401);
    // The last administrator cannot be deactivated: the refusal is said in words.
    await page.getByRole('button', { name: 'Deactivate: Ada Admin' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate Ada Admin?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByText('This is the last active administrator.', { exact: false }).waitFor();
    await expectAccessible(page, 'admin-users-last-admin');
    await screenshot(page, 'admin-users-last-admin');
    expect(problems).toEqual([]);
  });
});
