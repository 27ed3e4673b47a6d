import { verificationQrSvg } from '@ctp/reporting';
import type { PublicReport } from '@ctp/store';
import { escapeHtml, page } from '../../http/html.js';
import { TOTAL_LABELS, verificationView } from './schemas.js';
import { VERIFY_SCRIPT_PATH } from './verify-script.js';

/** The HTML page `/verify/{code}` shows for a complete report: what it prints, its hashes, a file check. */
export async function verifyPage(r: PublicReport, url: string): Promise<string> {
  const v = verificationView(r);
  const qr = await verificationQrSvg(url);
  const totals = Object.entries(v.totalsKgCo2e)
    .map(
      ([k, kg]) =>
        `<tr><th scope="row">${escapeHtml(TOTAL_LABELS.get(k) ?? k)}</th><td class="num">${escapeHtml(kg)}</td></tr>`,
    )
    .join('');
  const files = Object.entries(v.artifacts)
    .map(
      ([file, sha]) =>
        `<tr data-file="${escapeHtml(file)}" data-sha256="${escapeHtml(sha)}"><td>${escapeHtml(file)}</td><td><code>${escapeHtml(sha)}</code></td></tr>`,
    )
    .join('');
  return page(
    `Report ${v.verificationCode}`,
    `<p>This report was issued through CTP and is recorded as follows. Compare it with the copy you hold.</p>
<dl>
<dt>Organization</dt><dd id="organization">${escapeHtml(v.organizationName)}</dd>
<dt>Report</dt><dd>${escapeHtml(v.title)}</dd>
<dt>Framework</dt><dd id="framework">${escapeHtml(v.framework.name)} (${escapeHtml(v.framework.code)}, version ${escapeHtml(v.framework.version)})</dd>
<dt>Period</dt><dd id="period">${escapeHtml(v.period.start)} to ${escapeHtml(v.period.end)}</dd>
<dt>Generated</dt><dd>${escapeHtml(v.generatedAt)}</dd>
<dt>Content hash</dt><dd><code id="content-hash">${escapeHtml(v.contentHash)}</code></dd>
</dl>
<h2>Totals (kg CO2e, exact)</h2>
<table>${totals}</table>
<h2>Check a file</h2>
<p>Drop a downloaded file of this report below, or choose it. Its SHA-256 is computed in your browser; the file is not uploaded.</p>
<div id="drop" class="drop" tabindex="0"><label for="file">Choose or drop a file</label><input id="file" type="file"></div>
<p id="result" role="status" aria-live="polite"></p>
<table id="artifacts"><thead><tr><th>File</th><th>SHA-256</th></tr></thead><tbody>${files}</tbody></table>
<p class="hint">${escapeHtml(v.contentHashMethod)}</p>
<div class="qr" aria-hidden="true">${qr}</div>
<script src="${VERIFY_SCRIPT_PATH}" defer></script>`,
  );
}
