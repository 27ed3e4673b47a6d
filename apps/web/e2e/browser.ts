/**
 * Debian's Chromium driven by playwright-core (which never downloads a browser), with the checks
 * every end-to-end test makes of every screen: no CSP violation, no page error, no unexpected console
 * error, no serious or critical accessibility violation (axe-core), and a screenshot to look at.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Credentials } from './api-session.js';
import type { E2eServer } from './server.js';

const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
/** False where Debian's Chromium is not installed: the end-to-end suites are skipped (CI installs it). */
export const chromiumAvailable = existsSync(CHROMIUM);

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where screenshots go: `.ci/out/screens` of the repository (kept by CI), or `E2E_SCREENSHOT_DIR`. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? join(repoRoot, '.ci', 'out', 'screens');

/** Launches headless Chromium with the flags these machines need (root: no sandbox; no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page and what went wrong on it so far (CSP violations, page errors, unexpected console errors). */
export interface WatchedPage {
  page: Page;
  problems: string[];
}

/**
 * A new browser context (its own cookies) with one page on the server, recording every CSP violation,
 * uncaught error and console error. Expected answers the browser logs as errors (401 before sign-in,
 * 4xx a test provokes on purpose) are not counted: pass `allowConsole` patterns for those.
 */
export async function openPage(
  browser: Browser,
  server: E2eServer,
  options: { viewport?: { width: number; height: number }; allowConsole?: RegExp[] } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1366, height: 768 },
    baseURL: server.url,
    acceptDownloads: true,
  });
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
    });`,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed = [/status of 40[13]/, ...(options.allowConsole ?? [])];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith('CSP violation') || !allowed.some((pattern) => pattern.test(text))) {
      problems.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** Signs in through the application's sign-in screen and waits until it has left it. */
export async function signIn(page: Page, server: E2eServer, who: Credentials): Promise<void> {
  await page.goto(`${server.url}/sign-in?organization=${encodeURIComponent(who.slug)}`);
  const organization = page.getByLabel('Organization', { exact: false }).first();
  if ((await organization.inputValue().catch(() => '')) === '') await organization.fill(who.slug);
  await page.getByLabel('Email', { exact: false }).first().fill(who.email);
  await page.getByLabel('Password', { exact: false }).first().fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 30_000 });
}

let axeSource: Promise<string> | undefined;

/**
 * Runs axe-core on the page as it is now and throws on any serious or critical violation, naming
 * each rule, how many elements break it and the first of them. axe runs through the DevTools
 * protocol, which the page's CSP does not govern.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(await axeSource);
  const violations = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global the evaluated source defines
    const axe = (globalThis as any).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map(
      (v: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        count: v.nodes.length,
        first: JSON.stringify(v.nodes[0]?.target ?? []),
      }),
    );
  })) as { id: string; impact: string; help: string; count: number; first: string }[];
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map((v) => `${v.impact} ${v.id} (${v.count}: ${v.help}; e.g. ${v.first})`);
    throw new Error(`${name}: accessibility violations:\n${lines.join('\n')}`);
  }
}

/** A full-page screenshot under {@link SCREENSHOT_DIR} as `<name>.png`; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
