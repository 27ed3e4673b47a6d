/**
 * Before the end-to-end suites: build the web application when its build is missing or stale (the
 * server under test serves `apps/web/dist`). Skipped where no Chromium is installed, since every
 * suite is skipped then too.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumAvailable } from './browser.js';

export default function setup(): void {
  if (!chromiumAvailable) return;
  const webRoot = fileURLToPath(new URL('../', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
}
