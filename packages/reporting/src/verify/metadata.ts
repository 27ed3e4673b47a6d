import type { MappedReport } from '../mapper/types.js';
import type { ContentHash } from './hash.js';

/**
 * What the public lookup (`GET /api/verify/{code}`) returns for a report: no ids, no lines, no
 * user names; only what is printed on the report itself plus the hashes. The server stores it
 * (e.g. in `reports.metadata`) when it completes the report.
 */
export interface VerificationMetadata {
  readonly verificationCode: string;
  readonly organizationName: string;
  readonly framework: { readonly code: string; readonly version: string; readonly name: string };
  readonly period: { readonly start: string; readonly end: string };
  readonly generatedAt: string;
  /** SHA-256 of the manifest, see `contentHash`. */
  readonly contentHash: string;
  /** How to recompute `contentHash`. */
  readonly contentHashMethod: string;
  /** File name → SHA-256 hex, so one downloaded file can be checked alone. */
  readonly artifacts: Readonly<Record<string, string>>;
  /** Exact totals by scope, kg CO2e (decimal strings). */
  readonly totalsKgCo2e: {
    readonly scope1: string;
    readonly scope2LocationBased: string;
    readonly scope2MarketBased: string;
    readonly scope3: string;
  };
}

/** The sentence that says exactly what is hashed. */
export const CONTENT_HASH_METHOD =
  'SHA-256 (hex) of the manifest: one line per artifact sorted by file name, each "<sha256 hex><two spaces><file name>\\n", ' +
  'as printed by `sha256sum activity-data.csv data.json emissions.csv methodology.md report.html report.pdf`; ' +
  'recompute with that command piped into `sha256sum`.';

/** The public metadata of a completed report. */
export function verificationMetadata(mapped: MappedReport, hash: ContentHash): VerificationMetadata {
  return {
    verificationCode: mapped.report.verificationCode,
    organizationName: mapped.organization.name,
    framework: { ...mapped.framework },
    period: { ...mapped.period },
    generatedAt: mapped.generatedAt,
    contentHash: hash.contentHash,
    contentHashMethod: CONTENT_HASH_METHOD,
    artifacts: { ...hash.files },
    totalsKgCo2e: {
      scope1: mapped.totals.scope1.kg,
      scope2LocationBased: mapped.totals.scope2LocationBased.kg,
      scope2MarketBased: mapped.totals.scope2MarketBased.kg,
      scope3: mapped.totals.scope3.kg,
    },
  };
}
