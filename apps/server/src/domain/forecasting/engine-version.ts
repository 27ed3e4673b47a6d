import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Version of @ctp/forecast, stamped on every forecast run as `engineVersion`. The package exports
 * no version constant and its `exports` map hides its package.json, so it is read from the first
 * `node_modules/@ctp/forecast` on Node's resolution path (the same copy `import` loads).
 */
export const FORECAST_ENGINE_VERSION: string = readForecastVersion();

function readForecastVersion(): string {
  const paths = createRequire(import.meta.url).resolve.paths('@ctp/forecast') ?? [];
  for (const dir of paths) {
    const file = join(dir, '@ctp', 'forecast', 'package.json');
    if (existsSync(file)) {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      if (typeof version === 'string') return version;
    }
  }
  throw new Error('[ctp] cannot find the package.json of @ctp/forecast to read its version');
}
