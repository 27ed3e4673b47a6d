import type { ResultsVerification } from '@ctp/store';
import { z } from '@hono/zod-openapi';

export const VerifyQuery = z.object({
  runId: z.uuid().optional().openapi({
    description:
      "Verify this run's results (current or superseded); default: the organization's current results.",
  }),
});

const decimal = z.string().openapi({ description: 'kg CO2e, exact decimal string' });

const TotalsView = z.object({
  scope1: decimal,
  scope2LocationBased: decimal,
  scope2MarketBased: decimal,
  scope2Unspecified: decimal,
  scope3: decimal,
});

const DiscrepancyView = z
  .object({
    resultId: z.uuid(),
    recordId: z.uuid(),
    calculationRunId: z.uuid(),
    reasons: z.array(
      z.enum([
        'co2e_differs_from_record',
        'fields_differ_from_record',
        'record_output_hash_mismatch',
        'record_checksum_invalid',
      ]),
    ),
    resultCo2eKg: decimal,
    recordCo2eKg: decimal,
  })
  .openapi('ResultDiscrepancy');

const RunSealView = z
  .object({
    calculationRunId: z.uuid(),
    status: z.enum(['valid', 'unsealed', 'root_mismatch', 'seal_mismatch']).openapi({
      description:
        '`unsealed`: a run stored before results were sealed (nothing to compare); `root_mismatch`: its results are not what was sealed; `seal_mismatch`: the sealed root is not the one in the audit log.',
    }),
    recomputedRoot: z.string(),
    leafCount: z.number().int(),
    sealedRoot: z.string().nullable(),
    auditedRoot: z.string().nullable(),
  })
  .openapi('RunSealCheck');

export const ResultsVerificationView = z
  .object({
    valid: z.boolean(),
    checkedResults: z.number().int(),
    totalsFromResults: TotalsView.openapi({
      description: 'Totals as the results store them (what is reported).',
    }),
    totalsFromRecords: TotalsView.openapi({
      description: 'The same totals recomputed from the calculation records.',
    }),
    discrepancyCount: z.number().int(),
    discrepancies: z
      .array(DiscrepancyView)
      .openapi({ description: 'The first 1,000 results that disagree.' }),
    runs: z.array(RunSealView),
  })
  .openapi('ResultsVerification');

/** The API view of a verification (copies of the store's read-only arrays). */
export function verificationView(v: ResultsVerification): z.infer<typeof ResultsVerificationView> {
  return {
    valid: v.valid,
    checkedResults: v.checkedResults,
    totalsFromResults: { ...v.totalsFromResults },
    totalsFromRecords: { ...v.totalsFromRecords },
    discrepancyCount: v.discrepancyCount,
    discrepancies: v.discrepancies.map((d) => ({ ...d, reasons: [...d.reasons] })),
    runs: v.runs.map((r) => ({ ...r })),
  };
}
