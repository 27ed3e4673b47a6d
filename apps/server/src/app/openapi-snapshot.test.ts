import { readFile, writeFile } from 'node:fs/promises';
import { testTargets } from '@ctp/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerHarness, type ServerHarness } from '../testing/server-harness.js';

/**
 * The served OpenAPI document equals the committed snapshot (member order aside: JSON objects are
 * unordered). It was saved before the server was reorganised into features, so the reorganisation is
 * shown to change no operation, schema or example. An intended API change updates the snapshot with
 * `CTP_UPDATE_OPENAPI_SNAPSHOT=1 pnpm vitest run --project server src/app/openapi-snapshot.test.ts`
 * and shows up in review as a diff of this file.
 */
const SNAPSHOT = new URL('./openapi.snapshot.json', import.meta.url);
const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, sortKeys(v)]),
        )
      : value;

describe('the OpenAPI document', () => {
  let h: ServerHarness;
  beforeAll(async () => {
    const [pglite] = testTargets(undefined);
    if (pglite === undefined) throw new Error('no PGlite target');
    h = await openServerHarness(pglite);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is the committed snapshot', async () => {
    const served = sortKeys(await (await h.request('/api/openapi.json')).json());
    if (process.env.CTP_UPDATE_OPENAPI_SNAPSHOT === '1') {
      await writeFile(SNAPSHOT, `${JSON.stringify(served, null, 1)}\n`);
    }
    const saved = JSON.parse(await readFile(SNAPSHOT, 'utf8')) as unknown;
    expect(served).toEqual(saved);
  });
});
