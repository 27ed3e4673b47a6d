import { CtpError } from '@ctp/factors';

/** A dataset pin names a dataset (or version) the organization's factor library does not hold. */
export class DatasetNotLoadedError extends CtpError {
  constructor(details: { datasetId: string; version: string; loaded: readonly string[] }) {
    super(
      'DATASET_NOT_LOADED',
      `no dataset ${details.datasetId} version ${details.version} is loaded (loaded versions: ${
        details.loaded.length > 0 ? details.loaded.join(', ') : 'none'
      })`,
      details,
    );
  }
}

/** A recalculation preview past its expiry can no longer be accepted. */
export class PreviewExpiredError extends CtpError {
  constructor(details: { previewId: string; expiresAt: string }) {
    super(
      'PREVIEW_EXPIRED',
      `recalculation preview ${details.previewId} expired at ${details.expiresAt}; preview again`,
      details,
    );
  }
}

/**
 * A preview no longer matches the stored results: a result it would supersede was superseded
 * since (by another run or a correction), so accepting it would store something nobody reviewed.
 */
export class PreviewStaleError extends CtpError {
  constructor(details: { previewId: string; activityIds: readonly string[] }) {
    super(
      'PREVIEW_STALE',
      `recalculation preview ${details.previewId} is out of date: the results of ${details.activityIds.length} activities changed since; preview again`,
      details,
    );
  }
}

/** A preview was accepted already. */
export class PreviewAlreadyAcceptedError extends CtpError {
  constructor(details: { previewId: string; runId: string }) {
    super(
      'PREVIEW_ACCEPTED',
      `recalculation preview ${details.previewId} was already accepted (run ${details.runId})`,
      details,
    );
  }
}
