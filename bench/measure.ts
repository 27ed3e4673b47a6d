/** Peak resident set size and heap seen while a measured function runs, sampled by the caller. */
export class MemoryPeak {
  rssBytes = 0;
  heapBytes = 0;
  sample(): void {
    const { rss, heapUsed } = process.memoryUsage();
    if (rss > this.rssBytes) this.rssBytes = rss;
    if (heapUsed > this.heapBytes) this.heapBytes = heapUsed;
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
