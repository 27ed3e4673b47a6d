/**
 * The results table with 100,000 rows loaded, scrolled from top to bottom in Chromium (issue 14:
 * "scrolls 100,000 rows smoothly"). Frame intervals while scrolling are printed next to the same
 * page's frame intervals at rest, measured in the same run: the ratio says how much the table costs
 * per frame on this machine. Printed, never asserted.
 */
import type { Page } from 'playwright-core';

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Row count the table announces (`aria-rowcount` counts the heading row too). */
async function loadedRows(page: Page): Promise<number> {
  const count = await page.locator('.ctp-vtable table').getAttribute('aria-rowcount');
  return Number(count ?? '1') - 1;
}

/**
 * Frame intervals over `frames` animation frames; when `step` is given, the table's scroller moves
 * down by `step` pixels every frame (wrapping to the top at the end), as a fast wheel or a dragged
 * scroll bar does. Also returns the most table rows seen in the DOM at once.
 */
function frameIntervals(page: Page, frames: number, step: number | null) {
  // A string, not a function: tsx's transform would wrap a function's inner closures in a helper
  // that does not exist in the page.
  return page.evaluate<{ intervals: number[]; maxRowsInDom: number; travelled: number }>(`
    new Promise((resolve) => {
      const frames = ${frames};
      const step = ${step === null ? 'null' : step};
      const scroller = document.querySelector('.ctp-vtable');
      const intervals = [];
      let maxRowsInDom = 0;
      let travelled = 0;
      let last = 0;
      const tick = (now) => {
        intervals.push(now - last);
        last = now;
        maxRowsInDom = Math.max(maxRowsInDom, scroller ? scroller.querySelectorAll('tbody tr').length : 0);
        if (scroller && step !== null) {
          const end = scroller.scrollHeight - scroller.clientHeight;
          const next = scroller.scrollTop + step >= end ? 0 : scroller.scrollTop + step;
          travelled += Math.abs(next - scroller.scrollTop);
          scroller.scrollTop = next;
        }
        if (intervals.length < frames) requestAnimationFrame(tick);
        else resolve({ intervals: intervals.slice(1), maxRowsInDom, travelled });
      };
      requestAnimationFrame((now) => {
        last = now;
        requestAnimationFrame(tick);
      });
    })`);
}

/**
 * Opens `/results` (the results of the organization, newest first), lets the table load pages by
 * scrolling to its end until `rows` rows are loaded, then measures frame intervals at rest and while
 * scrolling the whole table.
 */
export async function benchResultsScroll(page: Page, url: string, rows: number): Promise<void> {
  await page.goto(`${url}/results`);
  await page.locator('.ctp-vtable tbody tr').first().waitFor({ timeout: 60_000 });
  const loadStart = performance.now();
  // The table fetches the next page (500 rows) when its last rendered row nears the end.
  while ((await loadedRows(page)) < rows) {
    const before = await loadedRows(page);
    await page.evaluate("document.querySelector('.ctp-vtable').scrollTop = 1e9");
    await page
      .waitForFunction(
        `Number(document.querySelector('.ctp-vtable table').getAttribute('aria-rowcount')) - 1 > ${before}`,
        undefined,
        { timeout: 30_000, polling: 50 },
      )
      .catch(() => undefined);
    if ((await loadedRows(page)) === before) break; // no more results
  }
  const loaded = await loadedRows(page);
  const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);
  await page.evaluate("document.querySelector('.ctp-vtable').scrollTop = 0");
  const rest = await frameIntervals(page, 240, null);
  // 480 frames at 36 rows per frame would cover about 17,000 rows; scroll faster, wrapping at the end,
  // so the whole table is crossed at least once.
  const height = await page.evaluate<number>("document.querySelector('.ctp-vtable').scrollHeight");
  const step = Math.ceil(height / 480);
  const scrolling = await frameIntervals(page, 600, step);
  const atRest = [...rest.intervals].sort((a, b) => a - b);
  const moving = [...scrolling.intervals].sort((a, b) => a - b);
  const budget = p(atRest, 0.5) * 1.5;
  const late = moving.filter((v) => v > budget).length;
  console.log(
    `  results table: ${loaded.toLocaleString('en-US')} rows loaded page by page in ${loadSeconds} s; at most ${scrolling.maxRowsInDom} rows in the DOM while scrolling`,
  );
  console.log(
    `  baseline: frame interval at rest                        p50 ${ms(p(atRest, 0.5))}  p95 ${ms(p(atRest, 0.95))}`,
  );
  console.log(
    `  scrolling ${Math.round(scrolling.travelled / 36).toLocaleString('en-US')} rows (${step} px per frame)         p50 ${ms(p(moving, 0.5))}  p95 ${ms(p(moving, 0.95))}  max ${ms(moving[moving.length - 1] ?? 0)}; p95 ${(p(moving, 0.95) / p(atRest, 0.95)).toFixed(2)}× rest; ${late} of ${moving.length} frames later than 1.5× the resting frame`,
  );
}
