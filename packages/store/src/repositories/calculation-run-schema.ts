import { GwpSetSchema, GwpTimeframeSchema, MethaneGwpModeSchema } from '@ctp/factors';
import { z } from 'zod';

/** A calculation run as stored: what was selected and the context it was calculated with. */
export const CalculationRunInputSchema = z
  .object({
    kind: z.enum(['period', 'activities', 'recalculation']),
    periodStart: z.iso.date().nullable().default(null),
    periodEnd: z.iso.date().nullable().default(null),
    activityIds: z.array(z.uuid()).nullable().default(null),
    /** Dataset id → version used (pinned): a newer version never changes these results. */
    datasetVersions: z.record(z.string(), z.string()),
    gwpSet: GwpSetSchema,
    gwpTimeframe: GwpTimeframeSchema,
    /** Methane GWP mode of the run; null only for runs stored before the mode existed. */
    methaneGwp: MethaneGwpModeSchema.nullable().default(null),
    engineVersion: z.string().min(1),
    recalculationOf: z.uuid().nullable().default(null),
    createdBy: z.uuid().nullable().default(null),
  })
  .strict();
