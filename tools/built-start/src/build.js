import { utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUILD_STAMP } from './freshness.js';

/**
 * Builds packages with their own tsup configuration, JavaScript only: what `ctp` needs to run. The
 * declaration files (`.d.ts`), which only publishing needs and which take most of a build's time,
 * come from `pnpm build`. Sequential, because tsup reads its configuration from the working
 * directory; each package's dependencies are external to its bundle, so the order does not matter
 * for correctness. Imported only when something is stale, so a fresh `ctp` never loads tsup.
 * @param {readonly import('./freshness.js').WorkspacePackage[]} packages the stale packages
 * @param {(line: string) => void} [log] where progress goes (default stderr)
 * @returns {Promise<void>}
 */
export async function buildPackages(packages, log = (line) => process.stderr.write(line)) {
  const { build } = await import('tsup');
  const cwd = process.cwd();
  try {
    for (const pkg of packages) {
      const started = Date.now();
      const where = relative(cwd, pkg.dir) || pkg.dir;
      log(`ctp: building ${pkg.name} (${where}/dist is missing or older than its sources)…\n`);
      process.chdir(pkg.dir);
      // esbuild resolves entries against the folder its service started in, not the current one.
      const absWorkingDir = pkg.dir;
      await build({
        dts: false,
        silent: true,
        esbuildOptions: (options) => {
          options.absWorkingDir = absWorkingDir;
        },
      });
      // Written last and dated when the build started: an interrupted build leaves no stamp, and a
      // source saved during the build is newer than the stamp, so the next run builds again.
      const stamp = join(pkg.dir, 'dist', BUILD_STAMP);
      writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
      utimesSync(stamp, started / 1000, started / 1000);
    }
  } finally {
    process.chdir(cwd);
  }
}
