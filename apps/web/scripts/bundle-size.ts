/**
 * The JavaScript a browser loads for a route, gzip-compressed, from the Vite manifest of `vite build`:
 * the entry chunk, the route's lazily imported page chunk, and every chunk they import statically.
 * Dynamic imports inside a page (ECharts on the dashboard) are counted separately: they load after
 * the screen is interactive.
 *
 *   pnpm --filter @ctp/web build && pnpm --filter @ctp/web size
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const BUDGET_KB = 250;

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk keys a set of roots loads before running (static imports, transitively). */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entry === undefined) throw new Error('no entry chunk in the manifest');
const page = (name: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(`/${name}.tsx`));
  if (key === undefined) throw new Error(`no chunk for ${name}`);
  return key;
};

const total = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);
let failed = false;
for (const [route, name] of [
  ['/sign-in', 'SignInPage'],
  ['/ (dashboard)', 'DashboardPage'],
  ['/results', 'ResultsPage'],
] as const) {
  const keys = closure([entry, page(name)]);
  const initial = total(keys);
  const later = new Set<string>();
  for (const key of keys)
    for (const lazy of manifest[key]?.dynamicImports ?? [])
      if (lazy.includes('charts/Chart')) later.add(lazy);
  const deferred = total(new Set([...closure([...later])].filter((key) => !keys.has(key))));
  const over = initial > BUDGET_KB;
  failed ||= over;
  process.stdout.write(
    `${route.padEnd(16)} ${initial.toFixed(1).padStart(7)} KB gzip in ${keys.size} chunks${over ? ' OVER BUDGET' : ''}` +
      (deferred > 0 ? `; charts on demand: ${deferred.toFixed(1)} KB gzip` : '') +
      '\n',
  );
}
process.stdout.write(`budget: ${BUDGET_KB} KB gzip per route (JavaScript; CSS not counted)\n`);
process.exit(failed ? 1 : 0);
