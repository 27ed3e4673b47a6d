export { createArtifactStore } from './create.js';
export { ArtifactKeyInvalidError, ArtifactStoreUnavailableError } from './errors.js';
export {
  evidenceArtifactKey,
  reportArtifactKey,
  validateArtifactKey,
  validateArtifactPrefix,
  validateContentType,
} from './keys.js';
export type {
  ArtifactObject,
  ArtifactStore,
  ArtifactStoreConfig,
  FsArtifactStoreConfig,
  S3ArtifactStoreConfig,
  StoredArtifact,
} from './types.js';
