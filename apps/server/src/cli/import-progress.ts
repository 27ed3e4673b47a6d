import cliProgress from 'cli-progress';

/** A stream the progress bar can draw on: a terminal, or anything with `write` and `isTTY`. */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

/** Progress of the store phase of an import. */
export interface ImportProgress {
  /** Rows stored so far of `total`; the first call starts the bar. */
  update(stored: number, total: number): void;
  /** Ends the bar (if it started). */
  stop(): void;
}

/**
 * A progress bar on `stream` (cli-progress). Drawn only when the stream is a terminal, so logs of
 * CI runs and pipes are not filled with redraws; the command prints a summary line either way.
 */
export function importProgress(stream: ProgressStream): ImportProgress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format:
        'importing [{bar}] {percentage}% | {value}/{total} rows | {duration_formatted} elapsed, ETA {eta_formatted}',
      hideCursor: true,
      clearOnComplete: false,
      gracefulExit: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (stored, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(stored);
    },
    stop: () => {
      if (started) bar.stop();
      started = false;
    },
  };
}
