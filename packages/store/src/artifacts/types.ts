import { createHash } from 'node:crypto';

/** Configuration of the filesystem artifact store (the embedded default). */
export interface FsArtifactStoreConfig {
  driver: 'fs';
  /** Directory that holds every artifact; created on first write. Keys never resolve outside it. */
  baseDir: string;
}

/** Configuration of an S3-compatible artifact store (AWS S3, MinIO, Ceph RGW, R2, s3rver…). */
export interface S3ArtifactStoreConfig {
  driver: 's3';
  /** Service endpoint, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * `true` (default): `{endpoint}/{bucket}/{key}`, which every S3-compatible server accepts.
   * `false`: virtual-hosted style, `{scheme}://{bucket}.{endpoint host}/{key}`.
   */
  forcePathStyle?: boolean;
}

/** Where artifacts live; passed by the caller (the server reads it from its configuration). */
export type ArtifactStoreConfig = FsArtifactStoreConfig | S3ArtifactStoreConfig;

/** What {@link ArtifactStore.put} stored. */
export interface StoredArtifact {
  key: string;
  /** Size in bytes. */
  size: number;
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: string;
}

/** An artifact read back by {@link ArtifactStore.get}. */
export interface ArtifactObject {
  bytes: Uint8Array;
  /** The media type given to `put` (`application/octet-stream` if the store lost it). */
  contentType: string;
}

/**
 * Binary object storage for report files and other artifacts. Keys are checked by
 * `validateArtifactKey` before any I/O; every method rejects with `ARTIFACT_KEY_INVALID` on a bad
 * key and `ARTIFACT_STORE_UNAVAILABLE` when the backend fails.
 */
export interface ArtifactStore {
  /** Which backend this is. */
  readonly driver: 'fs' | 's3';
  /** Writes (or replaces) one object with its media type; returns its size and SHA-256. */
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<StoredArtifact>;
  /** Reads one object; `null` when it does not exist. */
  get(key: string): Promise<ArtifactObject | null>;
  /** Every key under a prefix (`''` or ending with `/`), sorted, across all pages. */
  list(prefix: string): Promise<string[]>;
  /** Removes one object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Readiness check: resolves when the store can be used, else rejects `ARTIFACT_STORE_UNAVAILABLE`. */
  ping(): Promise<void>;
}

/** Used when a stored object carries no media type. */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** SHA-256 of bytes as lowercase hex. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Copies any Buffer/ArrayBuffer/typed array into a plain Uint8Array (never a Buffer subclass). */
export function toUint8Array(value: ArrayBuffer | ArrayBufferView): Uint8Array {
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
}
