import { Decimal } from '@ctp/engine';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../database/schema.js';
import { parseInput } from '../errors.js';
import { getCalculationRun } from '../repositories/calculation-records.js';
import { type OrganizationScope, withOrganization } from '../scope.js';
import { compareWithRecord, type ResultDiscrepancyReason, recordCo2e } from './record-comparison.js';
import { computeRunRoot, sealedRoots } from './run-seal.js';
import { auditedRoots, type RunSealCheck, runSealCheck } from './run-seal-check.js';

/** Most discrepancies listed in full; `discrepancyCount` is always exact. */
export const MAX_LISTED_DISCREPANCIES = 1000;
const BATCH = 2000;

/** What to verify: one run's results, or (default) the organization's current results. */
export const ResultsVerificationOptionsSchema = z.strictObject({ runId: z.uuid().optional() });

/** A result that disagrees with its calculation record. */
export interface ResultDiscrepancy {
  readonly resultId: string;
  readonly recordId: string;
  readonly calculationRunId: string;
  readonly reasons: readonly ResultDiscrepancyReason[];
  /** Exact decimal strings, kg: what the result says, and what its record says. */
  readonly resultCo2eKg: string;
  readonly recordCo2eKg: string;
}

/** Totals by scope in kg CO2e, exact decimal strings (Scope 2 methods apart, as in the summary). */
export type VerifiedTotals = Readonly<Record<VerifiedTotalKey, string>>;
/** The totals of {@link VerifiedTotals}: Scope 2 location- and market-based apart, as in the summary. */
export type VerifiedTotalKey =
  | 'scope1'
  | 'scope2LocationBased'
  | 'scope2MarketBased'
  | 'scope2Unspecified'
  | 'scope3';
type TotalKey = VerifiedTotalKey;

/** Outcome of {@link verifyResults}. */
export interface ResultsVerification {
  /** True when every result agrees with its record and every run's seal holds. */
  readonly valid: boolean;
  readonly checkedResults: number;
  /** Totals as stored in the results (what summaries and reports print). */
  readonly totalsFromResults: VerifiedTotals;
  /** The same totals recomputed from the calculation records' outputs. */
  readonly totalsFromRecords: VerifiedTotals;
  readonly discrepancyCount: number;
  /** The results that disagree (the first {@link MAX_LISTED_DISCREPANCIES}). */
  readonly discrepancies: readonly ResultDiscrepancy[];
  /** Each run behind the checked results: sealed root, recomputed root, root in the audit log. */
  readonly runs: readonly RunSealCheck[];
}

function totalKey(scope: number, method: string | null): TotalKey {
  if (scope === 1) return 'scope1';
  if (scope === 3) return 'scope3';
  if (method === 'location_based') return 'scope2LocationBased';
  if (method === 'market_based') return 'scope2MarketBased';
  return 'scope2Unspecified';
}

class Totals {
  readonly #sums = new Map<TotalKey, Decimal>();
  add(key: TotalKey, value: Decimal): void {
    this.#sums.set(key, (this.#sums.get(key) ?? new Decimal(0)).plus(value));
  }
  toJSON(): VerifiedTotals {
    const keys: TotalKey[] = [
      'scope1',
      'scope2LocationBased',
      'scope2MarketBased',
      'scope2Unspecified',
      'scope3',
    ];
    return Object.fromEntries(
      keys.map((k) => [k, (this.#sums.get(k) ?? new Decimal(0)).toFixed()]),
    ) as VerifiedTotals;
  }
}

/** Results joined with their records, a batch after `after` (result id order). */
function resultBatch(scope: OrganizationScope, runId: string | undefined, after: string | null) {
  let query = scope.db
    .selectFrom('emission_results as r')
    .innerJoin('calculation_records as c', 'c.id', 'r.calculation_record_id')
    .select([
      'r.id',
      'r.calculation_run_id',
      'r.calculation_record_id',
      'r.scope',
      'r.scope3_category',
      'r.category',
      'r.method',
      'r.co2e_kg',
      'r.biogenic_co2_kg',
      'r.record_output_hash',
      'c.record',
      'c.checksum_input',
      'c.checksum_output',
    ])
    .orderBy('r.id')
    .limit(BATCH);
  query =
    runId === undefined
      ? query.where('r.superseded_at', 'is', null)
      : query.where('r.calculation_run_id', '=', runId);
  return after === null ? query : query.where('r.id', '>', after);
}

/**
 * Recomputes what is reported from what was calculated: every selected result against its
 * immutable calculation record (its CO2e and classification, the record-output hash it carries,
 * the record's own checksums), totals by scope from the records against totals from the results,
 * and each run's Merkle root from its stored results against the sealed root and the root in the
 * run's audit entry. Names every result that disagrees. Read-only; one transaction in the
 * organization's scope. @throws NotFoundError for a `runId` not of this organization
 */
export async function verifyResults(
  db: Kysely<Database>,
  organizationId: string,
  options: z.input<typeof ResultsVerificationOptionsSchema> = {},
): Promise<ResultsVerification> {
  const { runId } = parseInput('results verification', ResultsVerificationOptionsSchema, options);
  return withOrganization(db, organizationId, async (scope) => {
    if (runId !== undefined) await getCalculationRun(scope, runId); // NotFoundError for another organization's run
    const fromResults = new Totals();
    const fromRecords = new Totals();
    const discrepancies: ResultDiscrepancy[] = [];
    const runIds = new Set<string>(runId === undefined ? [] : [runId]);
    let discrepancyCount = 0;
    let checked = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await resultBatch(scope, runId, after).execute();
      for (const row of rows) {
        checked += 1;
        runIds.add(row.calculation_run_id);
        const key = totalKey(Number(row.scope), row.method);
        fromResults.add(key, new Decimal(row.co2e_kg));
        fromRecords.add(key, recordCo2e(row.record));
        const reasons = compareWithRecord({
          co2eKg: row.co2e_kg,
          biogenicCo2Kg: row.biogenic_co2_kg,
          scope: row.scope,
          scope3Category: row.scope3_category,
          category: row.category,
          method: row.method,
          recordOutputHash: row.record_output_hash,
          record: row.record,
          recordChecksumInput: row.checksum_input,
          recordChecksumOutput: row.checksum_output,
        });
        if (reasons.length === 0) continue;
        discrepancyCount += 1;
        if (discrepancies.length < MAX_LISTED_DISCREPANCIES)
          discrepancies.push({
            resultId: row.id,
            recordId: row.calculation_record_id,
            calculationRunId: row.calculation_run_id,
            reasons,
            resultCo2eKg: new Decimal(row.co2e_kg).toFixed(),
            recordCo2eKg: recordCo2e(row.record).toFixed(),
          });
      }
      if (rows.length < BATCH) break;
      after = rows.at(-1)?.id ?? null;
    }
    const ids = [...runIds].sort();
    const [sealed, audited] = await Promise.all([sealedRoots(scope, ids), auditedRoots(scope, ids)]);
    const runs: RunSealCheck[] = [];
    for (const id of ids)
      runs.push(runSealCheck(id, await computeRunRoot(scope, id), sealed.get(id), audited.get(id)));
    return {
      valid: discrepancyCount === 0 && runs.every((r) => r.status === 'valid' || r.status === 'unsealed'),
      checkedResults: checked,
      totalsFromResults: fromResults.toJSON(),
      totalsFromRecords: fromRecords.toJSON(),
      discrepancyCount,
      discrepancies,
      runs,
    };
  });
}
