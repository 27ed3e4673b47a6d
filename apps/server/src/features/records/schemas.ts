import type { EvidenceFile, StoredCalculationRecord } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { EvidenceItemView, evidenceItemsView } from '../evidence/index.js';

export const RecordView = z
  .object({
    id: z.uuid(),
    calculationRunId: z.uuid(),
    activityId: z.uuid(),
    checksumInput: z.string(),
    checksumOutput: z.string(),
    createdAt: z.string(),
    record: z.record(z.string(), z.unknown()).openapi({
      description:
        'The complete calculation record: input activity, algorithm, factors, output, engine version and the SHA-256 checksums of its RFC 8785 canonical JSON.',
    }),
    evidence: z.array(EvidenceItemView).openapi({
      description:
        'The evidence of the record’s activity (invoices, meter readings, certificates, contracts), every version, uploaded against any version of the activity. Not part of the checksummed record.',
    }),
  })
  .openapi('CalculationRecord');

export const VerificationView = z
  .object({
    id: z.uuid(),
    valid: z.boolean().openapi({ description: 'Every check holds.' }),
    checks: z.object({
      inputChecksum: z
        .boolean()
        .openapi({ description: 'SHA-256 of the canonical input equals checksumInput.' }),
      outputChecksum: z
        .boolean()
        .openapi({ description: 'SHA-256 of the canonical output equals checksumOutput.' }),
      storedChecksums: z
        .boolean()
        .openapi({ description: 'The stored checksum columns equal the record’s.' }),
    }),
  })
  .openapi('RecordVerification');

export const RecordSummaryView = z
  .object({
    id: z.uuid(),
    calculationRunId: z.uuid(),
    activityId: z.uuid(),
    algorithm: z.object({ id: z.string(), version: z.string(), type: z.string() }),
    co2eKg: z.string().openapi({ description: 'kg CO2e, exact decimal string' }),
    checksumInput: z.string(),
    checksumOutput: z.string(),
    createdAt: z.string(),
  })
  .openapi('CalculationRecordSummary');

export const ByActivityQuery = z.object({
  activityId: z.uuid().openapi({ description: 'One activity version (current or superseded).' }),
});

export function summaryView(r: StoredCalculationRecord): z.infer<typeof RecordSummaryView> {
  return {
    id: r.id,
    calculationRunId: r.calculationRunId,
    activityId: r.activityId,
    algorithm: {
      id: r.record.algorithm.id,
      version: r.record.algorithm.version,
      type: r.record.algorithm.type,
    },
    co2eKg: r.record.output.co2eKg,
    checksumInput: r.checksumInput,
    checksumOutput: r.checksumOutput,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The full record as the API shows it. */
export function recordView(
  stored: StoredCalculationRecord,
  evidence: readonly EvidenceFile[],
): z.infer<typeof RecordView> {
  return {
    id: stored.id,
    calculationRunId: stored.calculationRunId,
    activityId: stored.activityId,
    checksumInput: stored.checksumInput,
    checksumOutput: stored.checksumOutput,
    createdAt: stored.createdAt.toISOString(),
    record: stored.record as unknown as Record<string, unknown>,
    evidence: evidenceItemsView(evidence),
  };
}
