/**
 * The end-to-end harness: a real server (`ctp start` on PGlite) serving the built application,
 * Debian's Chromium through playwright-core, the public API for seeding, and the checks of every
 * screen. Tests are `e2e/<area>.e2e.test.ts`, run by the `web-e2e` project:
 *
 *   pnpm vitest run --project web-e2e                 every flow (builds the app first when stale)
 *   pnpm vitest run --project web-e2e e2e/x.e2e.test.ts
 *
 * @example
 * describe.skipIf(!chromiumAvailable)('results', () => {
 *   let server: E2eServer; let browser: Browser; let admin: Admin;
 *   beforeAll(async () => {
 *     server = await startServer();
 *     admin = await setUpOrganization(server);
 *     browser = await launchBrowser();
 *   });
 *   afterAll(async () => { await browser?.close(); await server?.close(); });
 *   it('shows the totals', async () => {
 *     const { page, problems } = await openPage(browser, server);
 *     await signIn(page, server, admin);
 *     await expectAccessible(page, 'dashboard');
 *     await screenshot(page, 'dashboard');
 *     expect(problems).toEqual([]);
 *   });
 * });
 */
export {
  type Admin,
  type ApiSession,
  apiSession,
  type Credentials,
  setUpOrganization,
} from './api-session.js';
export {
  chromiumAvailable,
  expectAccessible,
  launchBrowser,
  openPage,
  SCREENSHOT_DIR,
  screenshot,
  signIn,
  type WatchedPage,
} from './browser.js';
export { chooseByKeyboard } from './combobox.js';
export { type E2eServer, runCtp, type StartServerOptions, startServer } from './server.js';
