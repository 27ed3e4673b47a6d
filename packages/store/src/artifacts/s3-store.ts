import { AwsClient } from 'aws4fetch';
import { ArtifactStoreUnavailableError } from './errors.js';
import { validateArtifactKey, validateArtifactPrefix, validateContentType } from './keys.js';
import { listAllKeys } from './s3-list.js';
import {
  type ArtifactStore,
  DEFAULT_CONTENT_TYPE,
  type S3ArtifactStoreConfig,
  sha256Hex,
  toUint8Array,
} from './types.js';

/** Base URL of the bucket, without a trailing slash. */
export function bucketUrl(config: S3ArtifactStoreConfig): string {
  const endpoint = new URL(config.endpoint);
  if (config.forcePathStyle === false) {
    endpoint.hostname = `${config.bucket}.${endpoint.hostname}`;
    return endpoint.toString().replace(/\/$/, '');
  }
  return `${endpoint.toString().replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`;
}

/**
 * S3-compatible artifact store that speaks the S3 REST API through aws4fetch (SigV4). Objects are
 * written with their real `Content-Type` header and the SHA-256 as `x-amz-content-sha256`, so the
 * server checks the upload's integrity; listing follows ListObjectsV2 continuation tokens.
 */
export function createS3ArtifactStore(config: S3ArtifactStoreConfig): ArtifactStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 3,
    initRetryMs: 50,
  });
  const root = bucketUrl(config);
  const objectUrl = (key: string) => `${root}/${key.split('/').map(encodeURIComponent).join('/')}`;

  const send = async (operation: string, key: string | undefined, url: string, init: RequestInit) => {
    const details =
      key === undefined ? { driver: 's3' as const, operation } : { driver: 's3' as const, operation, key };
    let response: Response;
    try {
      response = await client.fetch(url, init);
    } catch (cause) {
      throw new ArtifactStoreUnavailableError(details, { cause });
    }
    if (response.ok || (response.status === 404 && (operation === 'get' || operation === 'delete'))) {
      return response;
    }
    const body = await response.text().catch(() => '');
    throw new ArtifactStoreUnavailableError(
      { ...details, status: response.status },
      { cause: new Error(body.slice(0, 500) || response.statusText) },
    );
  };

  return {
    driver: 's3',
    async put(key, bytes, { contentType }) {
      validateArtifactKey(key);
      validateContentType(contentType);
      const sha256 = sha256Hex(bytes);
      const response = await send('put', key, objectUrl(key), {
        method: 'PUT',
        body: bytes,
        headers: {
          'Content-Type': contentType,
          'Content-Length': String(bytes.byteLength),
          'X-Amz-Content-Sha256': sha256,
          'x-amz-meta-sha256': sha256,
        },
      });
      await response.body?.cancel();
      return { key, size: bytes.byteLength, sha256 };
    },
    async get(key) {
      validateArtifactKey(key);
      const response = await send('get', key, objectUrl(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const bytes = toUint8Array(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get('content-type') ?? DEFAULT_CONTENT_TYPE };
    },
    async list(prefix) {
      validateArtifactPrefix(prefix);
      const keys = await listAllKeys(prefix, async (query) => {
        const response = await send('list', prefix, `${root}?${query}`, { method: 'GET' });
        return response.text();
      });
      return keys.sort();
    },
    async delete(key) {
      validateArtifactKey(key);
      const response = await send('delete', key, objectUrl(key), { method: 'DELETE' });
      await response.body?.cancel();
    },
    async ping() {
      const response = await send('ping', undefined, root, { method: 'HEAD' });
      await response.body?.cancel();
    },
  };
}
