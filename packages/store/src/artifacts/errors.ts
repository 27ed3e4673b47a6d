import { CtpError } from '@ctp/factors';

/**
 * An artifact key, prefix, file name or content type was refused before any I/O.
 * Code `ARTIFACT_KEY_INVALID`; `details` names the field, the value and the reason.
 */
export class ArtifactKeyInvalidError extends CtpError {
  constructor(details: { field: string; value: string; reason: string }) {
    super(
      'ARTIFACT_KEY_INVALID',
      `invalid artifact ${details.field} ${JSON.stringify(details.value)}: ${details.reason}`,
      details,
    );
  }
}

/**
 * The object store could not be reached or answered with an unexpected status.
 * Code `ARTIFACT_STORE_UNAVAILABLE`; the underlying error, if any, is the `cause`.
 */
export class ArtifactStoreUnavailableError extends CtpError {
  constructor(
    details: { driver: 'fs' | 's3'; operation: string; key?: string; status?: number },
    options?: ErrorOptions,
  ) {
    const status = details.status === undefined ? '' : ` (HTTP ${details.status})`;
    const key = details.key === undefined ? '' : ` for ${details.key}`;
    const reason = options?.cause instanceof Error ? `: ${options.cause.message}` : '';
    super(
      'ARTIFACT_STORE_UNAVAILABLE',
      `${details.driver} artifact store failed to ${details.operation}${key}${status}${reason}`,
      details,
      options,
    );
  }
}
