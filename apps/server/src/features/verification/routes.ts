import { CONTENT_HASH_METHOD, verificationQrSvg } from '@ctp/reporting';
import { findPublicReport, type PublicReport, withSystem } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiModule } from '../../http/app-env.js';
import { clientAddress } from '../../http/client-address.js';
import { escapeHtml, page } from '../../http/html.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { VERIFY_SCRIPT, VERIFY_SCRIPT_PATH } from './verify-script.js';

const CodeParam = z.object({
  code: z
    .string()
    .max(64)
    .openapi({ example: 'CTP-2026-7KQM', description: 'The code printed on the report' }),
});

export const VerificationView = z
  .object({
    verificationCode: z.string(),
    organizationName: z.string(),
    framework: z.object({ code: z.string(), version: z.string(), name: z.string() }),
    title: z.string(),
    period: z.object({ start: z.string(), end: z.string() }),
    generatedAt: z.string(),
    contentHash: z.string(),
    contentHashMethod: z.string(),
    artifacts: z.record(z.string(), z.string()).openapi({ description: 'File name → SHA-256 (hex)' }),
    totalsKgCo2e: z.record(z.string(), z.string()).openapi({
      description: 'Exact totals by scope, kg CO2e: scope1, scope2LocationBased, scope2MarketBased, scope3',
    }),
  })
  .openapi('ReportVerification');

/** The public view of a complete report: what is printed on it, plus the hashes. Nothing private. */
export function verificationView(r: PublicReport): z.infer<typeof VerificationView> {
  return {
    verificationCode: r.verificationCode,
    organizationName: r.organizationName,
    framework: {
      code: r.frameworkCode,
      version: r.frameworkVersion,
      name: r.frameworkName ?? r.frameworkCode,
    },
    title: r.title,
    period: { start: r.periodStart, end: r.periodEnd },
    generatedAt: r.generatedAt.toISOString(),
    contentHash: r.contentHash,
    contentHashMethod: CONTENT_HASH_METHOD,
    artifacts: Object.fromEntries(r.artifacts.map((a) => [a.file, a.sha256])),
    // In the report's own order (jsonb keeps keys in its own order).
    totalsKgCo2e: Object.fromEntries(
      [...TOTAL_LABELS.keys()]
        .filter((k) => r.totals[k] !== undefined)
        .map((k) => [k, r.totals[k] as string]),
    ),
  };
}

/** The totals the lookup shows, in order, with the labels the report prints. */
const TOTAL_LABELS = new Map([
  ['scope1', 'Scope 1'],
  ['scope2LocationBased', 'Scope 2 (location-based)'],
  ['scope2MarketBased', 'Scope 2 (market-based)'],
  ['scope3', 'Scope 3'],
]);

/**
 * Counts lookups per client address (API and page together) with rate-limiter-flexible; refuses
 * with the seconds to wait once the minute's budget is spent. Counters live in this process, so
 * each server enforces its own budget: the codes' 20 bits of randomness per year still cannot be
 * enumerated at this rate from any realistic number of addresses.
 */
function lookupLimiter(perMinute: number) {
  const limiter = new RateLimiterMemory({ keyPrefix: 'verify-lookup', points: perMinute, duration: 60 });
  return async (c: Context): Promise<number | null> => {
    try {
      await limiter.consume(clientAddress(c));
      return null;
    } catch (reason) {
      if (reason instanceof RateLimiterRes) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
      throw reason;
    }
  };
}

/**
 * The lookup, the same work for every code: one indexed query (a malformed code queries a
 * placeholder), so neither the status nor the time tells a malformed code from an unknown one or
 * from a report that is not complete.
 */
async function lookup(runtime: Runtime, code: string): Promise<PublicReport | undefined> {
  return withSystem(runtime.database.db, (scope) => findPublicReport(scope, code.trim().toUpperCase()));
}

async function verifyPage(r: PublicReport, url: string): Promise<string> {
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

/**
 * Public verification: `GET /api/verify/{code}` (JSON) and the page `/verify/{code}` the QR code
 * opens, both without sign-in, rate limited per address, 404 for any code that does not name a
 * complete report.
 */
export function verifyModule(runtime: Runtime): ApiModule {
  const limited = lookupLimiter(runtime.config.verifyLookupsPerMinute);
  const tooMany = (c: Context, wait: number) => {
    const res = problemFor(c, 'TOO_MANY_VERIFICATION_LOOKUPS', { detail: `try again in ${wait} s` });
    res.headers.set('retry-after', String(wait));
    return res;
  };
  return (app) => {
    app.get(VERIFY_SCRIPT_PATH, (c) =>
      c.body(VERIFY_SCRIPT, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/verify/{code}',
        tags: ['Verification'],
        summary: 'Public: the recorded metadata and hashes of a report, by its verification code',
        description:
          'No sign-in. Returns only what the report itself prints plus its hashes. Rate limited per client address ' +
          '(`CTP_VERIFY_LOOKUPS_PER_MINUTE`). Any code that does not name a complete report gets the same 404.',
        ...accessOf('GET', '/api/verify/{code}'),
        request: { params: CodeParam },
        responses: {
          200: {
            description: 'The report is genuine',
            content: { 'application/json': { schema: VerificationView } },
          },
          404: problem('No complete report has this code'),
          429: problem('Too many lookups from this address (see Retry-After)'),
        },
      }),
      async (c) => {
        const wait = await limited(c);
        if (wait !== null) return tooMany(c, wait) as never;
        const found = await lookup(runtime, c.req.valid('param').code);
        if (found === undefined) throw new ProblemError('NOT_FOUND', { detail: 'no report has this code' });
        return c.json(verificationView(found), 200, { 'cache-control': 'no-store' });
      },
    );

    app.get('/verify/:code', async (c) => {
      const wait = await limited(c);
      if (wait !== null) {
        return c.html(page('Too many lookups', `<p>Try again in ${wait} seconds.</p>`), 429, {
          'retry-after': String(wait),
        });
      }
      const code = c.req.param('code');
      const found = code.length <= 64 ? await lookup(runtime, code) : undefined;
      if (found === undefined) {
        return c.html(
          page(
            'Unknown code',
            '<p>No report has this verification code. Check the code printed on the report.</p>',
          ),
          404,
        );
      }
      return c.html(
        await verifyPage(found, `${runtime.config.publicUrl}/verify/${found.verificationCode}`),
        200,
        {
          'cache-control': 'no-store',
        },
      );
    });
  };
}
