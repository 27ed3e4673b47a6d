/**
 * `pnpm ctp …` and `pnpm start`: runs the `ctp` command line from built JavaScript
 * (`apps/server/dist/bin.js`), building the server and the workspace packages it imports first
 * when their `dist/` is missing or older than their sources (once; later runs only compare
 * modification times, a few milliseconds).
 *
 *   node tools/built-start/src/ctp.js [ctp arguments]      build what is stale, then run ctp
 *   node tools/built-start/src/ctp.js --ensure-built-only  build what is stale, then exit
 *
 * JavaScript (type-checked through JSDoc), not TypeScript: a TypeScript loader, or even Node's own
 * type stripping, costs more than a second on a loaded machine before the first line runs, which is
 * the whole budget of `ctp --version`.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stalePackages } from './freshness.js';

const ENSURE_ONLY = '--ensure-built-only';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

try {
  const stale = stalePackages(root, '@ctp/server');
  if (stale.length > 0) {
    const started = performance.now();
    const { buildPackages } = await import('./build.js');
    await buildPackages(stale);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(`ctp: built ${stale.length} package(s) in ${seconds} s\n`);
  }
} catch (error) {
  process.stderr.write(
    `ctp: the server could not be built: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

if (process.argv[2] !== ENSURE_ONLY) {
  // The built entry reads its arguments from process.argv after the script, as when run directly.
  await import(pathToFileURL(join(root, 'apps', 'server', 'dist', 'bin.js')).href);
}
