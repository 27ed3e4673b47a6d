import { ArtifactKeyInvalidError } from './errors.js';

/** One path segment: starts with a letter or digit, then letters, digits, `.`, `_` or `-`. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** An organization or report id: letters, digits, `_` and `-` (UUIDs, slugs, ULIDs). */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
/** A media type such as `application/pdf` or `text/csv; charset=utf-8`, on one line. */
const CONTENT_TYPE =
  /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\s*;[\x20-\x7e]*)?$/;
const MAX_KEY_LENGTH = 1024;

function refuse(field: string, value: string, reason: string): never {
  throw new ArtifactKeyInvalidError({ field, value, reason });
}

function checkSegments(field: string, value: string, segments: string[]): void {
  for (const segment of segments) {
    if (segment === '') refuse(field, value, 'empty path segment (leading, trailing or double slash)');
    if (segment.includes('..')) refuse(field, value, 'contains ".."');
    if (!SEGMENT.test(segment)) {
      refuse(
        field,
        value,
        `segment ${JSON.stringify(segment)} may only contain letters, digits, ".", "_" and "-"`,
      );
    }
  }
}

/**
 * Checks an object key such as `reports/org-1/rep-1/report.pdf` and returns it unchanged.
 * Segments are separated by `/`; each starts with a letter or digit and contains only letters,
 * digits, `.`, `_` and `-`; `..` never appears, so a key cannot leave the store's base directory.
 * @throws {ArtifactKeyInvalidError} code `ARTIFACT_KEY_INVALID`
 */
export function validateArtifactKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0) refuse('key', String(key), 'must be a non-empty string');
  if (key.length > MAX_KEY_LENGTH) refuse('key', key, `longer than ${MAX_KEY_LENGTH} characters`);
  checkSegments('key', key, key.split('/'));
  return key;
}

/**
 * Checks a listing prefix: empty, or whole segments each followed by `/` (`reports/org-1/`).
 * @throws {ArtifactKeyInvalidError} code `ARTIFACT_KEY_INVALID`
 */
export function validateArtifactPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  if (!prefix.endsWith('/')) refuse('prefix', prefix, 'must be empty or end with "/"');
  if (prefix.length > MAX_KEY_LENGTH) refuse('prefix', prefix, `longer than ${MAX_KEY_LENGTH} characters`);
  checkSegments('prefix', prefix, prefix.slice(0, -1).split('/'));
  return prefix;
}

/**
 * Checks a media type (no line breaks, no control characters) and returns it unchanged.
 * @throws {ArtifactKeyInvalidError} code `ARTIFACT_KEY_INVALID`, field `contentType`
 */
export function validateContentType(contentType: string): string {
  if (typeof contentType !== 'string' || !CONTENT_TYPE.test(contentType) || contentType.length > 255) {
    refuse('contentType', String(contentType), 'must be a media type such as "application/pdf"');
  }
  return contentType;
}

/**
 * Builds the key of a report file, `reports/{orgId}/{reportId}/{file}`, after checking each part.
 * Ids: letters, digits, `_`, `-` (at most 128). File: one segment, no slash and no `..`.
 *
 * @example
 * reportArtifactKey('0b6c…', '5f1e…', 'report.pdf') // 'reports/0b6c…/5f1e…/report.pdf'
 * @throws {ArtifactKeyInvalidError} code `ARTIFACT_KEY_INVALID`
 */
export function reportArtifactKey(orgId: string, reportId: string, file: string): string {
  if (!ID.test(orgId)) refuse('orgId', String(orgId), 'only letters, digits, "_" and "-" (1 to 128)');
  if (!ID.test(reportId))
    refuse('reportId', String(reportId), 'only letters, digits, "_" and "-" (1 to 128)');
  if (typeof file !== 'string' || file.includes('/') || file.includes('\\')) {
    refuse('file', String(file), 'must be a single file name without slashes');
  }
  if (file.length > 255) refuse('file', file, 'longer than 255 characters');
  checkSegments('file', file, [file]);
  return `reports/${orgId}/${reportId}/${file}`;
}

/**
 * Builds the key of one evidence file version, `evidence/{orgId}/{evidenceId}/{fileId}`: one object
 * per version, written once (a changed file is a new version with a new key).
 * @throws {ArtifactKeyInvalidError} code `ARTIFACT_KEY_INVALID`
 */
export function evidenceArtifactKey(orgId: string, evidenceId: string, fileId: string): string {
  for (const [field, value] of [
    ['orgId', orgId],
    ['evidenceId', evidenceId],
    ['fileId', fileId],
  ] as const) {
    if (!ID.test(value)) refuse(field, String(value), 'only letters, digits, "_" and "-" (1 to 128)');
  }
  return `evidence/${orgId}/${evidenceId}/${fileId}`;
}
