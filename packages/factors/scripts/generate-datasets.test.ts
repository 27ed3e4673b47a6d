import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_SOURCES, generateDatasetTexts, PACKAGE_DIRS } from './dataset-sources.js';
import { syncDatasetFiles } from './sync-dataset-files.js';

let generated: Map<string, string>;
let scratch: URL;
beforeAll(async () => {
  generated = await generateDatasetTexts(); // each source file is parsed once, here
  scratch = pathToFileURL(`${await mkdtemp(join(tmpdir(), 'ctp-factors-'))}/`);
}, 120_000);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('generate-datasets', () => {
  it.each(DATASET_SOURCES.map((s) => s.dataFile))(
    'data/%s is exactly what the importer produces from its source',
    async (file) => {
      const committed = await readFile(new URL(file, PACKAGE_DIRS.data));
      expect(committed.equals(Buffer.from(generated.get(file) ?? '', 'utf8'))).toBe(true);
    },
  );

  it('writes deterministic files: sorted rows, 2-space indent, trailing newline', () => {
    for (const text of generated.values()) {
      expect(text.endsWith('}\n')).toBe(true);
      expect(text.split('\n')[1]).toMatch(/^ {2}"datasetId"/);
      const rows = (JSON.parse(text) as { factors: { category: string; subcategory: string }[] }).factors;
      const keys = rows.map((r) => `${r.category}\u0000${r.subcategory}`);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('in check mode writes nothing and names each file that differs', async () => {
    const [first, second] = [...generated.keys()];
    await writeFile(new URL(first ?? '', scratch), generated.get(first ?? '') ?? '');
    await writeFile(new URL(second ?? '', scratch), `${generated.get(second ?? '')} `);
    const statuses = await syncDatasetFiles(generated, scratch, true);
    expect(statuses.filter((s) => s.status === 'differs').map((s) => s.file)).toEqual(
      [...generated.keys()].slice(1),
    );
    expect((await readdir(scratch)).sort()).toEqual([first, second].sort());
  });

  it('in write mode brings every file up to date', async () => {
    await syncDatasetFiles(generated, scratch, false);
    const again = await syncDatasetFiles(generated, scratch, true);
    expect(again.every((s) => s.status === 'up to date')).toBe(true);
  });
});
