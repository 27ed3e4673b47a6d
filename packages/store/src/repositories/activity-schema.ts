import {
  type DataType,
  DataTypeSchema,
  dataTypeOf,
  pcafQualityScore,
  type QualityScore,
  qualityScoreOf,
} from '@ctp/engine';
import { formatDecimal, IsoDateSchema, nonNegativeDecimalSchema, RegionSchema } from '@ctp/factors';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { RawActivityDataTable } from '../database/activity.js';
import { dateString } from '../database/columns.js';

/** Activity data as stored: one version of one activity. Quantities are exact decimal strings. */
export interface ActivityData {
  readonly id: string;
  readonly organizationId: string;
  /** Id of the first version; every correction keeps it. */
  readonly lineageId: string;
  readonly version: number;
  readonly supersedesId: string | null;
  readonly supersededAt: Date | null;
  readonly supersededBy: string | null;
  readonly category: string;
  readonly quantity: string;
  readonly unit: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly facilityId: string | null;
  readonly region: string | null;
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly dataQuality: 'measured' | 'calculated' | 'estimated';
  /** The data type: as stated, else derived from `dataQuality` (rows before migration 0021). */
  readonly dataType: DataType;
  /** The 1–5 quality score: as stated, else the data type's default. */
  readonly qualityScore: QualityScore;
  /** Whether `dataType` and `qualityScore` were stated (true) or derived (false). */
  readonly dataTypeStated: boolean;
  readonly qualityScoreStated: boolean;
  readonly sourceDocument: string | null;
  readonly enteredBy: string | null;
  readonly correctionReason: string | null;
  readonly createdAt: Date;
}

/**
 * Activity data as a caller gives it. `quantity` is a decimal string (exact) or a JSON number; it
 * is stored as `numeric` without exponent. Unknown fields are refused.
 */
export const ActivityDataInputSchema = z
  .object({
    category: z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, 'dotted lower-case category'),
    quantity: nonNegativeDecimalSchema.transform(formatDecimal),
    unit: z.string().trim().min(1).max(50),
    periodStart: IsoDateSchema,
    periodEnd: IsoDateSchema,
    facilityId: z.uuid().nullable().default(null),
    region: RegionSchema.nullable().default(null),
    attributes: z.record(z.string(), z.json()).default({}),
    dataQuality: z.enum(['measured', 'calculated', 'estimated']).default('calculated'),
    dataType: DataTypeSchema.nullable().default(null),
    /** 1–5; a CSV cell's digit is accepted as well as a JSON number. */
    qualityScore: z
      .union([
        z.number().int().min(1).max(5),
        z
          .string()
          .regex(/^[1-5]$/, 'a score from 1 to 5')
          .transform(Number),
      ])
      .nullable()
      .default(null),
    sourceDocument: z.string().trim().min(1).max(1000).nullable().default(null),
    enteredBy: z.uuid().nullable().default(null),
  })
  .strict()
  .refine((a) => a.periodEnd >= a.periodStart, { path: ['periodEnd'], message: 'is before periodStart' });
export type ActivityDataInput = z.input<typeof ActivityDataInputSchema>;
export type ParsedActivityData = z.output<typeof ActivityDataInputSchema>;

/** Column values of a parsed input (without ids and versioning). */
export function activityColumns(data: ParsedActivityData) {
  return {
    category: data.category,
    quantity: data.quantity,
    unit: data.unit,
    period_start: data.periodStart,
    period_end: data.periodEnd,
    facility_id: data.facilityId,
    region: data.region,
    attributes: JSON.stringify(data.attributes),
    data_quality: data.dataQuality,
    data_type: data.dataType,
    // A PCAF data-quality score (investments) is on the same 1–5 scale: it stands for an unstated score.
    quality_score: data.qualityScore ?? pcafQualityScore(data.attributes) ?? null,
    source_document: data.sourceDocument,
    entered_by: data.enteredBy,
  };
}

/** Maps a row to {@link ActivityData}. */
export function toActivityData(row: Selectable<RawActivityDataTable>): ActivityData {
  return {
    id: row.id,
    organizationId: row.organization_id,
    lineageId: row.lineage_id,
    version: row.version,
    supersedesId: row.supersedes_id,
    supersededAt: row.superseded_at,
    supersededBy: row.superseded_by,
    category: row.category,
    quantity: row.quantity,
    unit: row.unit,
    periodStart: dateString(row.period_start),
    periodEnd: dateString(row.period_end),
    facilityId: row.facility_id,
    region: row.region,
    attributes: row.attributes,
    dataQuality: row.data_quality,
    dataType: dataTypeOf({ dataType: row.data_type, dataQuality: row.data_quality }),
    qualityScore: qualityScoreOf({
      dataType: row.data_type,
      dataQuality: row.data_quality,
      qualityScore: row.quality_score as QualityScore | null,
    }),
    dataTypeStated: row.data_type !== null,
    qualityScoreStated: row.quality_score !== null,
    sourceDocument: row.source_document,
    enteredBy: row.entered_by,
    correctionReason: row.correction_reason,
    createdAt: row.created_at,
  };
}
