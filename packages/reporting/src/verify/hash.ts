import { createHash } from 'node:crypto';
import type { ArtifactFile } from '../render/artifacts.js';

/** SHA-256 of bytes (or of a text's UTF-8 bytes), 64 lower-case hex digits. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The content hash of a report and what it is computed from. */
export interface ContentHash {
  /**
   * The manifest: one line per artifact, sorted by file name (code-unit order), each
   * `<sha256 hex><two spaces><file name>\n`: exactly what `sha256sum <files sorted by name>` prints.
   */
  readonly manifest: string;
  /** SHA-256 (hex) of the manifest's UTF-8 bytes: `sha256sum <files> | sha256sum` gives it. */
  readonly contentHash: string;
  /** File name → SHA-256 hex of that file. */
  readonly files: Readonly<Record<string, string>>;
}

/**
 * The report's content hash. A third party recomputes it from the downloaded files with
 * `sha256sum activity-data.csv data.json emissions.csv methodology.md report.html report.pdf | sha256sum`.
 */
export function contentHash(files: readonly Pick<ArtifactFile, 'name' | 'bytes'>[]): ContentHash {
  const sorted = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const byName: Record<string, string> = {};
  let manifest = '';
  for (const file of sorted) {
    if (byName[file.name] !== undefined) throw new TypeError(`artifact ${file.name} given twice`);
    const hex = sha256Hex(file.bytes);
    byName[file.name] = hex;
    manifest += `${hex}  ${file.name}\n`;
  }
  return { manifest, contentHash: sha256Hex(manifest), files: Object.freeze(byName) };
}
