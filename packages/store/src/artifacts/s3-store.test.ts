import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeArtifactStoreConformance } from './conformance.testkit.js';
import { createArtifactStore } from './create.js';
import { parseListObjectsV2 } from './s3-list.js';
import { bucketUrl } from './s3-store.js';
import type { ArtifactStore, S3ArtifactStoreConfig } from './types.js';

let directory: string;
let server: ChildProcess;
let config: S3ArtifactStoreConfig;
let store: ArtifactStore;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ctp-s3rver-'));
  // A real s3rver in its own process (see s3rver-process.testkit.mjs for why).
  const script = new URL('./s3rver-process.testkit.mjs', import.meta.url).pathname;
  server = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, 'artifacts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: server.stdout as NodeJS.ReadableStream }), 'line')) as [
    string,
  ];
  const { address, port } = JSON.parse(line) as { address: string; port: number };
  config = {
    driver: 's3',
    endpoint: `http://${address}:${port}`,
    region: 'us-east-1',
    bucket: 'artifacts',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  store = createArtifactStore(config);
});
afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await rm(directory, { recursive: true, force: true });
});

describeArtifactStoreConformance('s3 (s3rver)', () => store);

describe('s3 artifact store', () => {
  it('lists more than 1000 keys under a prefix by following continuation tokens', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `many/batch/item-${String(i).padStart(4, '0')}.txt`);
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        await store.put(key, new Uint8Array([1]), { contentType: 'text/plain' });
      }
    };
    await Promise.all(Array.from({ length: 25 }, worker));
    await store.put('many/other.txt', new Uint8Array([1]), { contentType: 'text/plain' });
    const listed = await store.list('many/batch/');
    expect(listed).toHaveLength(1005);
    expect(listed).toEqual(keys);
  }, 60_000);

  it('reports a missing bucket and an unreachable endpoint as ARTIFACT_STORE_UNAVAILABLE', async () => {
    const noBucket = createArtifactStore({ ...config, bucket: 'no-such-bucket' });
    await expect(noBucket.ping()).rejects.toMatchObject({
      code: 'ARTIFACT_STORE_UNAVAILABLE',
      details: { status: 404 },
    });
    const down = createArtifactStore({ ...config, endpoint: 'http://127.0.0.1:1' });
    await expect(down.ping()).rejects.toMatchObject({ code: 'ARTIFACT_STORE_UNAVAILABLE' });
    await expect(down.get('a.txt')).rejects.toMatchObject({ code: 'ARTIFACT_STORE_UNAVAILABLE' });
  });

  it('builds path-style and virtual-hosted bucket URLs', () => {
    expect(bucketUrl({ ...config, endpoint: 'https://s3.eu-west-1.amazonaws.com/' })).toBe(
      'https://s3.eu-west-1.amazonaws.com/artifacts',
    );
    expect(
      bucketUrl({ ...config, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false }),
    ).toBe('https://artifacts.s3.eu-west-1.amazonaws.com');
  });

  it('parses ListObjectsV2 pages with escaped keys and tokens', () => {
    const xml = `<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated>
      <Contents><Key>a/b&amp;c.txt</Key><Size>1</Size></Contents><Contents><Key>a/d.txt</Key></Contents>
      <NextContinuationToken>tok&#43;1</NextContinuationToken></ListBucketResult>`;
    expect(parseListObjectsV2(xml)).toEqual({ keys: ['a/b&c.txt', 'a/d.txt'], nextToken: 'tok+1' });
    expect(
      parseListObjectsV2('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>'),
    ).toEqual({
      keys: [],
      nextToken: undefined,
    });
  });
});
