import { setImmediate } from 'node:timers/promises';

/**
 * Lets pending I/O (other requests, `/healthz`) run before long work goes on. Work that loops over
 * request-sized input in one process (validating tens of thousands of rows, inserting them through the
 * embedded database, which runs on this thread) calls it between slices, so no request holds the event
 * loop for long.
 */
export function yieldToLoop(): Promise<void> {
  return setImmediate();
}
