import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Admin,
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

/** The application as the server serves it: addresses, reloads, sign-in and sign-out, the keyboard. */
describe.skipIf(!chromiumAvailable)('the application served by ctp start', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Admin;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    admin = await setUpOrganization(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends a visitor without a session to sign-in, and back to the address they asked for', async () => {
    const { page, problems } = await openPage(browser, server);
    await page.goto(`${server.url}/results`);
    await page.waitForURL(/\/sign-in/);
    await expectAccessible(page, 'sign-in');
    await screenshot(page, 'sign-in');
    await signIn(page, server, admin);
    await page.goto(`${server.url}/results?scope=1`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/results');
    expect(problems).toEqual([]);
  });

  it('answers a reload of any client address with the application, under the strict CSP', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    for (const path of ['/activities', '/facilities', '/results']) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    }
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('No results for this period').waitFor();
    await expectAccessible(page, 'dashboard');
    await screenshot(page, 'dashboard-empty');
    expect(problems).toEqual([]);
  });

  it('moves through the navigation with the keyboard alone, and signs out', async () => {
    const { page, problems } = await openPage(browser, server);
    await signIn(page, server, admin);
    const facilities = page.getByRole('link', { name: 'Facilities', exact: true });
    for (let i = 0; i < 40 && !(await facilities.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/facilities$/);
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign-in/);
    const session = await page.request.get(`${server.url}/api/auth/session`);
    expect(session.status()).toBe(401);
    expect(problems).toEqual([]);
  });
});
