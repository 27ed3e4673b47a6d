import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built web application of this checkout: `apps/web/dist` beside the server's package. Found by
 * walking up from this module to the `@ctp/server` package (the same from `src/` under tsx and from
 * the bundled `dist/`), so the default needs no configuration in the monorepo. A server installed
 * elsewhere sets `CTP_WEB_DIR`.
 */
export function defaultWebDir(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && isServerPackage(manifest)) return join(dir, '..', 'web', 'dist');
    const parent = dirname(dir);
    if (parent === dir) return join(process.cwd(), 'apps', 'web', 'dist');
    dir = parent;
  }
}

function isServerPackage(manifest: string): boolean {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === '@ctp/server';
  } catch {
    return false;
  }
}
