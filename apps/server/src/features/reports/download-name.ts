/**
 * The name a downloaded artifact is saved under: organization, framework and period, then the
 * artifact's own file name, e.g. `demo-manufacturing_tcfd_2025_report.pdf`. The stored artifact keeps
 * its canonical name (`report.pdf`): the manifest and the content hash are computed over those.
 */
export function downloadName(o: {
  organizationSlug: string;
  frameworkCode: string;
  periodStart: string;
  periodEnd: string;
  file: string;
}): string {
  return [o.organizationSlug, o.frameworkCode, periodLabel(o.periodStart, o.periodEnd), o.file].join('_');
}

/** `2025` for a calendar year, `2025-01-01_2025-06-30` for any other period. */
export function periodLabel(periodStart: string, periodEnd: string): string {
  const year = periodStart.slice(0, 4);
  return periodStart === `${year}-01-01` && periodEnd === `${year}-12-31`
    ? year
    : `${periodStart}_${periodEnd}`;
}

/** RFC 5987 `value-chars`: what encodeURIComponent leaves alone, minus `'()*`, which must be encoded. */
const encode5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` with a safe ASCII `filename` (every character outside letters,
 * digits, `.`, `-` and `_` replaced by `_`, so no quote, backslash, slash or control character can
 * reach the header) and the exact name as RFC 5987 `filename*` (RFC 6266 §4.3: a browser that
 * understands `filename*` prefers it).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encode5987(name)}`;
}
