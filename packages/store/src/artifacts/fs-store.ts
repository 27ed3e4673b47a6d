import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import { ArtifactKeyInvalidError, ArtifactStoreUnavailableError } from './errors.js';
import { validateArtifactKey, validateArtifactPrefix, validateContentType } from './keys.js';
import {
  type ArtifactStore,
  DEFAULT_CONTENT_TYPE,
  type FsArtifactStoreConfig,
  sha256Hex,
  toUint8Array,
} from './types.js';

/** Stored beside each object by unstorage's meta convention (`{key}$`). */
type FsMeta = {
  contentType?: string;
  sha256?: string;
  size?: number;
};

/**
 * Filesystem artifact store on unstorage's fs driver. The bytes go to `{baseDir}/{key}`; the media
 * type goes to unstorage's meta sidecar `{baseDir}/{key}$` (valid keys never contain `$`).
 */
export function createFsArtifactStore(config: FsArtifactStoreConfig): ArtifactStore {
  const base = resolve(config.baseDir);
  const storage = createStorage({ driver: fsDriver({ base }) });

  /** Second line of defence after key validation: the path must stay inside `base`. */
  const inside = (key: string): string => {
    validateArtifactKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) {
      throw new ArtifactKeyInvalidError({
        field: 'key',
        value: key,
        reason: 'resolves outside the base directory',
      });
    }
    return key;
  };
  const fail = (operation: string, key: string | undefined, cause: unknown): never => {
    throw new ArtifactStoreUnavailableError(
      key === undefined ? { driver: 'fs', operation } : { driver: 'fs', operation, key },
      { cause },
    );
  };

  return {
    driver: 'fs',
    async put(key, bytes, { contentType }) {
      inside(key);
      validateContentType(contentType);
      const meta: FsMeta = { contentType, sha256: sha256Hex(bytes), size: bytes.byteLength };
      try {
        await storage.setItemRaw(key, bytes);
        await storage.setMeta(key, meta);
      } catch (cause) {
        fail('put', key, cause);
      }
      return { key, size: bytes.byteLength, sha256: meta.sha256 as string };
    },
    async get(key) {
      inside(key);
      try {
        const raw: unknown = await storage.getItemRaw(key);
        if (raw === null || raw === undefined) return null;
        const meta = (await storage.getItem<FsMeta>(`${key}$`)) ?? {};
        const bytes =
          typeof raw === 'string' ? new TextEncoder().encode(raw) : toUint8Array(raw as Uint8Array);
        return { bytes, contentType: meta.contentType ?? DEFAULT_CONTENT_TYPE };
      } catch (cause) {
        return fail('get', key, cause);
      }
    },
    async list(prefix) {
      validateArtifactPrefix(prefix);
      // A driver rooted at the prefix directory reads only that subtree.
      const sub = createStorage({ driver: fsDriver({ base: join(base, prefix) }) });
      let keys: string[];
      try {
        keys = await (sub as Storage).getKeys();
      } catch (cause) {
        return fail('list', prefix, cause);
      }
      return keys
        .filter((key) => !key.endsWith('$'))
        .map((key) => prefix + key.replaceAll(':', '/'))
        .sort();
    },
    async delete(key) {
      inside(key);
      try {
        await storage.removeItem(key, { removeMeta: true });
      } catch (cause) {
        fail('delete', key, cause);
      }
    },
    async ping() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.R_OK | constants.W_OK);
      } catch (cause) {
        fail('ping', undefined, cause);
      }
    },
  };
}
