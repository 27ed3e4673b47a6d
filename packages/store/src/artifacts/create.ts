import { createFsArtifactStore } from './fs-store.js';
import { createS3ArtifactStore } from './s3-store.js';
import type { ArtifactStore, ArtifactStoreConfig } from './types.js';

/**
 * Opens the artifact store the configuration names: `fs` (a directory, the embedded default) or
 * `s3` (any S3-compatible service). No I/O happens until the first call; use `ping()` for
 * readiness.
 *
 * @example
 * const store = createArtifactStore({ driver: 'fs', baseDir: './data/artifacts' });
 * const key = reportArtifactKey(orgId, reportId, 'report.pdf');
 * const { sha256 } = await store.put(key, pdfBytes, { contentType: 'application/pdf' });
 * const file = await store.get(key); // { bytes, contentType: 'application/pdf' }
 */
export function createArtifactStore(config: ArtifactStoreConfig): ArtifactStore {
  switch (config.driver) {
    case 'fs':
      return createFsArtifactStore(config);
    case 's3':
      return createS3ArtifactStore(config);
    default:
      throw new TypeError(
        `unknown artifact store driver ${JSON.stringify((config as { driver: unknown }).driver)}`,
      );
  }
}
