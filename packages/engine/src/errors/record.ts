import { CtpError } from '@ctp/factors';

/** A calculation record does not have the shape of record version 1. Code `INVALID_RECORD`. */
export class InvalidRecordError extends CtpError {
  constructor(details: { reason: string; activityId?: string }) {
    const who = details.activityId === undefined ? '' : ` of activity ${JSON.stringify(details.activityId)}`;
    super('INVALID_RECORD', `calculation record${who} cannot be read: ${details.reason}`, details);
  }
}
