import { sha256Hex } from '../verify/hash.js';

/** The files of a report, in `reports/{orgId}/{reportId}/`, with the download format that serves each. */
export const ARTIFACTS = Object.freeze([
  { name: 'activity-data.csv', format: 'activity-csv', contentType: 'text/csv; charset=utf-8' },
  { name: 'data.json', format: 'json', contentType: 'application/json; charset=utf-8' },
  { name: 'emissions.csv', format: 'csv', contentType: 'text/csv; charset=utf-8' },
  { name: 'methodology.md', format: 'methodology', contentType: 'text/markdown; charset=utf-8' },
  { name: 'report.html', format: 'html', contentType: 'text/html; charset=utf-8' },
  { name: 'report.pdf', format: 'pdf', contentType: 'application/pdf' },
] as const);

/** A report file name. */
export type ArtifactName = (typeof ARTIFACTS)[number]['name'];
/** A download format (`GET /api/reports/{id}/download/{format}`). */
export type ArtifactFormat = (typeof ARTIFACTS)[number]['format'];

/** One rendered file. */
export interface ArtifactFile {
  readonly name: ArtifactName;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  /** SHA-256 of `bytes`, 64 lower-case hex digits. */
  readonly sha256: string;
}

/** The artifact for a download format, or undefined for an unknown format. */
export function artifactForFormat(format: string): (typeof ARTIFACTS)[number] | undefined {
  return ARTIFACTS.find((a) => a.format === format);
}

/** An artifact file from its bytes: content type from {@link ARTIFACTS}, SHA-256 computed. */
export function artifactFile(name: ArtifactName, bytes: Uint8Array): ArtifactFile {
  const entry = ARTIFACTS.find((a) => a.name === name) as (typeof ARTIFACTS)[number];
  return { name, contentType: entry.contentType, bytes, sha256: sha256Hex(bytes) };
}
