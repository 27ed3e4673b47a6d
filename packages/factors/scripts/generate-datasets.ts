/**
 * Regenerates the shipped datasets in packages/factors/data from the official files in
 * packages/factors/sources: `pnpm factors:generate`. With `--check` nothing is written and the
 * exit code is 1 when a committed file differs from what the importers produce (for CI).
 */
import { parseArgs } from 'node:util';
import { generateDatasetTexts, PACKAGE_DIRS } from './dataset-sources.js';
import { syncDatasetFiles } from './sync-dataset-files.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } }, strict: true });
const statuses = await syncDatasetFiles(await generateDatasetTexts(), PACKAGE_DIRS.data, values.check);
for (const { file, status } of statuses) {
  const line = `${status.padEnd(11)} packages/factors/data/${file}`;
  if (status === 'differs') console.error(`${line} (regenerate with pnpm factors:generate)`);
  else console.log(line);
}
const differing = statuses.filter((s) => s.status === 'differs').map((s) => s.file);
if (differing.length > 0) {
  console.error(`${differing.length} dataset file(s) differ from their sources: ${differing.join(', ')}`);
  process.exitCode = 1;
}
