import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeArtifactStoreConformance } from './conformance.testkit.js';
import { createArtifactStore } from './create.js';
import type { ArtifactStore } from './types.js';

let root: string;
let baseDir: string;
let store: ArtifactStore;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ctp-artifacts-'));
  baseDir = join(root, 'base');
  store = createArtifactStore({ driver: 'fs', baseDir });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeArtifactStoreConformance('fs', () => store);

describe('fs artifact store', () => {
  it('writes the bytes under baseDir at the key path and hides the metadata sidecar from listings', async () => {
    await store.put('reports/o/r/data.json', new TextEncoder().encode('{}'), {
      contentType: 'application/json',
    });
    expect(await readFile(join(baseDir, 'reports/o/r/data.json'), 'utf8')).toBe('{}');
    expect(existsSync(join(baseDir, 'reports/o/r/data.json$'))).toBe(true);
    expect(await store.list('reports/o/')).toEqual(['reports/o/r/data.json']);
    await store.delete('reports/o/r/data.json');
    expect(await readdir(join(baseDir, 'reports/o/r'))).toEqual([]);
  });

  it('never writes outside baseDir, whatever the key', async () => {
    const attempts = [
      '../escape.txt',
      'reports/../../escape.txt',
      '/tmp/escape.txt',
      '..\\escape.txt',
      '..:escape.txt',
    ];
    for (const key of attempts) {
      await expect(store.put(key, new Uint8Array([1]), { contentType: 'text/plain' })).rejects.toMatchObject({
        code: 'ARTIFACT_KEY_INVALID',
      });
      await expect(store.delete(key)).rejects.toMatchObject({ code: 'ARTIFACT_KEY_INVALID' });
    }
    expect((await readdir(root)).sort()).toEqual(['base']);
    expect(existsSync('/tmp/escape.txt')).toBe(false);
  });

  it('reports an unusable base directory as ARTIFACT_STORE_UNAVAILABLE', async () => {
    const file = join(root, 'a-file');
    await createArtifactStore({ driver: 'fs', baseDir: root }).put('a-file', new Uint8Array([1]), {
      contentType: 'text/plain',
    });
    const broken = createArtifactStore({ driver: 'fs', baseDir: join(file, 'below') });
    await expect(broken.ping()).rejects.toMatchObject({ code: 'ARTIFACT_STORE_UNAVAILABLE' });
    await expect(
      broken.put('x.txt', new Uint8Array([1]), { contentType: 'text/plain' }),
    ).rejects.toMatchObject({
      code: 'ARTIFACT_STORE_UNAVAILABLE',
    });
    await rm(file);
    await rm(`${file}$`);
  });
});
