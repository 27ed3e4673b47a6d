import { GwpSetSchema, GwpTimeframeSchema, MethaneGwpModeSchema } from '@ctp/factors';
import { z } from 'zod';
import { InvalidRecordError } from '../errors/index.js';
import type { CalculationRecord } from './types.js';

const warning = z.object({ code: z.string(), message: z.string() });

/** The fields replay reads, checked loosely (the checksums, not this schema, guard the content). */
const RecordShapeSchema = z
  .object({
    recordVersion: z.union([z.literal(1), z.literal(2)]),
    input: z.object({
      activity: z.object({ id: z.string() }).passthrough(),
      gwpSet: GwpSetSchema,
      gwpTimeframe: GwpTimeframeSchema,
      methaneGwp: MethaneGwpModeSchema.optional(),
      organizationId: z.string().optional(),
      datasets: z.record(z.string(), z.string()).optional(),
    }),
    algorithm: z.object({
      id: z.string(),
      version: z.string(),
      type: z.enum(['generic', 'regional', 'override']),
      resolution: z.array(z.string()),
      warnings: z.array(warning),
    }),
    factor: z.record(z.string(), z.unknown()).nullable(),
    supportingFactors: z.array(z.record(z.string(), z.unknown())),
    override: z.record(z.string(), z.unknown()).optional(),
    output: z.record(z.string(), z.unknown()),
    checksumOutput: z.string(),
  })
  .refine((r) => (r.recordVersion === 1) === (r.input.methaneGwp === undefined), {
    path: ['input', 'methaneGwp'],
    message: 'required in a record of version 2, absent in version 1',
  });

/**
 * Checks that a value has the shape of a record of version 1 or 2 and returns it typed.
 * @throws InvalidRecordError (code `INVALID_RECORD`) naming the first bad field.
 */
export function parseRecordShape(record: unknown): CalculationRecord {
  const parsed = RecordShapeSchema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const raw = (record as { input?: { activity?: { id?: unknown } } } | null)?.input?.activity?.id;
    throw new InvalidRecordError({
      reason: `${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'invalid'}`,
      ...(typeof raw === 'string' ? { activityId: raw } : {}),
    });
  }
  return record as CalculationRecord;
}
