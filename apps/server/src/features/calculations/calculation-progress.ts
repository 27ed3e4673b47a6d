import type { ReportProgress } from '@ctp/store';

/** Percent steps between two reports: at most 21 steps for a run of any size. */
const STEP = 5;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How a queued calculation tells the queue how far it is, for `GET /api/calculations/jobs/{id}` and
 * the screen of calculations in progress: called with the activities done so far, it reports a step
 * each time the percentage of `total` reaches the next multiple of 5 (and once at 0). It never
 * waits for the report: the run's transaction is open, and on PGlite (one connection) a step is
 * written only once that transaction ends. A report that fails is passed to `onError` and the
 * calculation goes on: progress is a courtesy, the run is what counts.
 */
export function calculationProgress(
  total: number,
  report: ReportProgress,
  onError: (error: unknown) => void,
): (done: number) => void {
  let reported = -STEP;
  const send = (done: number, percent: number) => {
    reported = percent;
    report({ percent, message: `Calculated ${count(done)} of ${count(total)} activities` }).catch(onError);
  };
  send(0, 0);
  return (done) => {
    // Failures of named activities that do not exist are counted too: never past 100.
    const percent = total === 0 ? 100 : Math.min(100, Math.floor((done * 100) / total));
    if (percent >= reported + STEP) send(Math.min(done, total), percent - (percent % STEP));
  };
}
