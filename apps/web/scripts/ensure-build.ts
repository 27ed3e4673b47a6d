/**
 * Builds the web application into `dist/` when the build is missing or stale, so that `pnpm start`
 * on a fresh clone (or after a `git pull`) serves the application that matches the sources.
 *
 *   node --import tsx scripts/ensure-build.ts           build only when needed (`pnpm start` runs this)
 *   node --import tsx scripts/ensure-build.ts --force   always build (`pnpm --filter @ctp/web build`)
 *
 * "Stale" is decided by a fingerprint, not by timestamps (a fresh clone gives every file a new
 * mtime): the SHA-256 of every input of the build (the sources, `public/`, `index.html`, the Vite,
 * PostCSS and TypeScript configuration, the package manifest and the workspace lockfile, which pins
 * every library bundled). It is written to `dist/.ctp-build-fingerprint` after a successful build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const stampFile = join(dist, '.ctp-build-fingerprint');
const INPUT_FILES = ['index.html', 'package.json', 'vite.config.ts', 'postcss.config.cjs', 'tsconfig.json'];
const INPUT_DIRS = ['src', 'public'];
/** Tests and their setup do not go into the bundle. */
const NOT_AN_INPUT = /\.test\.tsx?$|(^|\/)src\/test\//;

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** SHA-256 over the inputs of the build, each as its path and its bytes, in a stable order. */
export async function buildFingerprint(): Promise<string> {
  const files = [
    ...INPUT_FILES.map((f) => join(webRoot, f)).filter((f) => existsSync(f)),
    ...(await Promise.all(INPUT_DIRS.map((d) => filesUnder(join(webRoot, d))))).flat(),
    join(webRoot, '..', '..', 'pnpm-lock.yaml'),
  ]
    .map((file) => relative(webRoot, file).split('\\').join('/'))
    .filter((file) => !NOT_AN_INPUT.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(webRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `dist/` holds a complete build of exactly these inputs. */
export async function buildIsCurrent(fingerprint: string): Promise<boolean> {
  if (!existsSync(join(dist, 'index.html'))) return false;
  const stamp = await readFile(stampFile, 'utf8').catch(() => '');
  return stamp.trim() === fingerprint;
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const fingerprint = await buildFingerprint();
  if (!force && (await buildIsCurrent(fingerprint))) return;
  if (!force) {
    process.stderr.write(
      'ctp: building the web application (its build is missing or older than its sources)…\n',
    );
  }
  const started = performance.now();
  await build({ root: webRoot, logLevel: force ? 'info' : 'warn' });
  // Written last: an interrupted build leaves no stamp, so the next start builds again.
  await writeFile(stampFile, `${fingerprint}\n`);
  if (!force) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stderr.write(
      `ctp: web application built in ${seconds} s (${relative(process.cwd(), dist) || dist})\n`,
    );
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `ctp: the web application could not be built: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
