import { CONTENT_HASH_METHOD } from '@ctp/reporting';
import type { PublicReport } from '@ctp/store';
import { z } from '@hono/zod-openapi';

export const CodeParam = z.object({
  code: z
    .string()
    .max(64)
    .openapi({ example: 'CTP-2026-7KQM-4XPA', description: 'The code printed on the report' }),
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
    replaces: z
      .string()
      .nullable()
      .openapi({ description: 'The verification code of the report this one restates' }),
    supersededBy: z.string().nullable().openapi({
      description:
        'Set when a restated report replaces this one: its verification code. This report is then no longer current.',
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
    replaces: r.replaces,
    supersededBy: r.supersededBy,
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
export const TOTAL_LABELS = new Map([
  ['scope1', 'Scope 1'],
  ['scope2LocationBased', 'Scope 2 (location-based)'],
  ['scope2MarketBased', 'Scope 2 (market-based)'],
  ['scope3', 'Scope 3'],
]);
