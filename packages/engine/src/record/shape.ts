import { GwpSetSchema, GwpTimeframeSchema } from '@ctp/factors';
import { z } from 'zod';
import { InvalidRecordError } from '../errors/index.js';
import type { CalculationRecord } from './types.js';

const warning = z.object({ code: z.string(), message: z.string() });

/** The fields replay reads, checked loosely (the checksums, not this schema, guard the content). */
const RecordShapeSchema = z.object({
  recordVersion: z.literal(1),
  input: z.object({
    activity: z.object({ id: z.string() }).passthrough(),
    gwpSet: GwpSetSchema,
    gwpTimeframe: GwpTimeframeSchema,
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
});

/**
 * Checks that a value has the shape of a record version 1 and returns it typed.
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
