/** Peak resident set size and heap seen while a measured function runs, sampled by the caller. */
export class MemoryPeak {
  rssBytes = 0;
  heapBytes = 0;
  /** Largest heap still in use right after a full garbage collection: what the run really keeps. */
  liveHeapBytes = 0;
  sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    if (rss > this.rssBytes) this.rssBytes = rss;
    if (heapUsed > this.heapBytes) this.heapBytes = heapUsed;
  }

  /** Collects garbage (the bench runs with --expose-gc) and records the live heap. */
  sampleLive(): void {
    this.sample();
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc === undefined) return;
    gc();
    const { heapUsed } = process.memoryUsage();
    if (heapUsed > this.liveHeapBytes) this.liveHeapBytes = heapUsed;
  }
}

/** Formats bytes as MiB with one decimal. */
export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** Formats a rate with thousands separators. */
export function perSecond(count: number, seconds: number): string {
  return `${Math.round(count / seconds).toLocaleString('en-US')}/s`;
}
