import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One classic public series, as stored in `data/` (copied from R's `datasets` package; `source` says which). */
export interface BenchSeries {
  readonly name: string;
  readonly source: string;
  /** Seasonal period: 12 monthly, 4 quarterly. */
  readonly frequency: number;
  readonly values: number[];
}

const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'data');

/** Every series in `data/`, sorted by name. */
export function loadSeries(): BenchSeries[] {
  return readdirSync(dataDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as BenchSeries);
}
