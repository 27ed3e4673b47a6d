/**
 * Screenshots of the application against a running preview (`vite preview`, which sends the
 * server's strict CSP) proxying `/api` to a server with the demo organization:
 *
 *   CTP_WEB_URL=http://127.0.0.1:5400 CTP_DEMO_PASSWORD=… node --import tsx scripts/screenshots.ts /tmp/web-shots
 *
 * Fails when the page reports a CSP violation or a console error. Uses Debian's Chromium.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const base = process.env.CTP_WEB_URL ?? 'http://127.0.0.1:5400';
const password = process.env.CTP_DEMO_PASSWORD ?? '';
const organization = process.env.CTP_DEMO_SLUG ?? 'demo';
const out = process.argv[2] ?? '/tmp/web-shots';

const problems: string[] = [];
function watch(page: Page) {
  page.on('console', (message) => {
    // The browser logs every 4xx answer; the expected ones (no session yet, a refused sign-in) are not faults.
    if (message.type() === 'error' && !/status of 40[13]/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

// axe-core runs through the DevTools protocol (page.evaluate), which the page's CSP does not govern.
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical accessibility violations of the page as it is now. */
async function accessibility(page: Page, name: string) {
  await page.evaluate(axeSource);
  const found = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the evaluated source defines
    const axe = (globalThis as any).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v: { id: string; impact: string; nodes: unknown[] }) => ({
      id: v.id,
      impact: v.impact,
      count: v.nodes.length,
    }));
  })) as { id: string; impact: string; count: number }[];
  for (const violation of found) {
    const line = `${name}: axe ${violation.impact} ${violation.id} (${violation.count} elements)`;
    if (violation.impact === 'serious' || violation.impact === 'critical') problems.push(line);
    else process.stdout.write(`  note ${line}\n`);
  }
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await accessibility(page, name);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  process.stdout.write(`${join(out, `${name}.png`)}\n`);
}

async function main() {
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
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
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    // CSP violations are reported to the page as events: record them on every document.
    await context.addInitScript({
      content: `document.addEventListener('securitypolicyviolation', (event) => {
        console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
      });`,
    });
    const page = await context.newPage();
    watch(page);

    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shot(page, '01-sign-in-validation');
    await page.getByLabel('Organization').fill(organization);
    await page.getByLabel('Email').fill(`admin@${organization}.example`);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('The organization, email or password is not right.').waitFor();
    await shot(page, '02-sign-in-refused');
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByRole('heading', { name: 'Totals by scope' }).waitFor();
    await page.locator('canvas').first().waitFor();
    await page.waitForTimeout(500);
    await shot(page, '03-dashboard');

    // Drill down from a total to the results behind it.
    await page.getByRole('link', { name: 'See the results' }).nth(2).click();
    await page.getByRole('table', { name: 'Results' }).waitFor();
    await shot(page, '03b-results-scope2-market');

    await page.goto(`${base}/results?groupBy=category&from=2025-01-01&to=2025-12-31`);
    await page.getByRole('table', { name: 'Groups' }).waitFor();
    await shot(page, '04-results-grouped');

    await page.getByRole('table', { name: 'Results' }).locator('tbody tr').first().click();
    await page.getByRole('heading', { name: 'Calculation record' }).waitFor();
    await page.getByRole('button', { name: 'Verify this record' }).click();
    await page.getByText('Verified:').waitFor();
    await shot(page, '05-record-verified');

    await page.goto(`${base}/activities`);
    await page.getByRole('table', { name: 'Activity data' }).waitFor();
    await shot(page, '06-activities');
    await page.getByRole('table', { name: 'Activity data' }).locator('tbody tr').first().click();
    await page.getByRole('heading', { name: 'Version history' }).waitFor();
    await page.getByRole('link', { name: 'Open the record' }).first().waitFor();
    await shot(page, '06a-activity-history');
    await page.goto(`${base}/activities`);
    await page.getByRole('link', { name: 'Enter activity data' }).click();
    await page.getByRole('button', { name: 'Save activity' }).click();
    await page.getByText('This field is needed.').first().waitFor();
    await shot(page, '06b-activity-form-validation');
    // A real write through the app: session cookie, CSRF token and idempotency key against the server.
    const category = page.locator('input[data-path="category"]');
    await category.click();
    await page.getByRole('option', { name: 'scope1.stationary_combustion' }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('1250.5');
    await page.getByRole('textbox', { name: 'Unit' }).fill('m3');
    await page.getByLabel('Period start').fill('2026-01-01');
    await page.getByLabel('Period end').fill('2026-01-31');
    await page.getByRole('button', { name: 'Save activity' }).click();
    await page.getByText('Activity saved.').waitFor();
    await shot(page, '06c-activity-saved');

    await page.goto(`${base}/facilities`);
    await page.getByRole('table', { name: 'Facilities' }).waitFor();
    await shot(page, '07-facilities');

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: await context.storageState(),
    });
    const small = await phone.newPage();
    watch(small);
    await small.goto(`${base}/`);
    await small.getByRole('heading', { name: 'Totals by scope' }).waitFor();
    await small.locator('canvas').first().waitFor();
    await shot(small, '08-dashboard-390');

    // READ_ONLY sees no write control (a reader made with POST /api/users beforehand).
    const readerEmail = process.env.CTP_READER_EMAIL;
    if (readerEmail) {
      const reader = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
      watch(reader);
      await reader.goto(`${base}/sign-in?organization=${organization}`);
      await reader.getByLabel('Email').fill(readerEmail);
      await reader.getByRole('textbox', { name: 'Password' }).fill(process.env.CTP_READER_PASSWORD ?? '');
      await reader.getByRole('button', { name: 'Sign in', exact: true }).click();
      await reader.getByRole('heading', { name: 'Totals by scope' }).waitFor();
      await reader.goto(`${base}/activities`);
      await reader.getByRole('table', { name: 'Activity data' }).waitFor();
      if ((await reader.getByRole('link', { name: 'Enter activity data' }).count()) !== 0) {
        problems.push('READ_ONLY: the "Enter activity data" control is shown');
      }
      await shot(reader, '10-activities-read-only');
    }

    // The CSP watcher itself: an inline <style> must be reported (and is then not a fault).
    const before = problems.length;
    await page.addStyleTag({ content: 'body { outline: 1px solid red; }' }).catch(() => {});
    await page.waitForTimeout(300);
    const probe = problems.splice(before);
    if (!probe.some((problem) => problem.includes('CSP violation: style-src-elem'))) {
      problems.push('the CSP watcher did not report an inline <style> (is the CSP header missing?)');
    }

    const anonymous = await browser.newPage();
    watch(anonymous);
    await anonymous.goto(`${base}/setup`);
    await anonymous.getByRole('button', { name: 'Create organization' }).click();
    await shot(anonymous, '09-setup-validation');
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    process.exit(1);
  }
}

await main();
