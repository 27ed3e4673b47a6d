import { DATA_TYPES } from '@ctp/engine';
import type { ActivityData } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { boundedJsonObject, boundedString, FIELD_LIMITS } from '../../http/bounded.js';
import { PageQuery } from '../../http/paging.js';

/**
 * A quantity as a decimal string: at most 24 digits before and after the point, so every accepted
 * value is stored exactly (the store keeps 50 significant digits). Never a JSON number.
 */
const Quantity = z
  .string()
  .regex(/^\d{1,24}(\.\d{1,24})?$/, 'a non-negative decimal string such as "1234.5"')
  .openapi({ example: '12345.678901234567891' });

const activityFields = {
  category: boundedString(FIELD_LIMITS.code).regex(
    /^[a-z0-9_]+(\.[a-z0-9_]+)*$/,
    'a dotted lower-case category such as "stationary_combustion"',
  ),
  quantity: Quantity,
  unit: z.string().trim().min(1).max(50),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  facilityId: z.uuid().nullable().optional(),
  region: boundedString(FIELD_LIMITS.code)
    .regex(/^(GLOBAL|[A-Z][A-Z_]+|[A-Z]{2}(-[A-Z0-9]+)*)$/, 'a region code such as "US-CA"')
    .nullable()
    .optional(),
  // Any JSON values (the body is parsed JSON); z.json() is recursive and breaks the OpenAPI generator.
  attributes: boundedJsonObject(FIELD_LIMITS.attributesJson)
    .optional()
    .openapi({ description: 'Free-form JSON attributes used by the algorithms (fuel type, …).' }),
  dataQuality: z.enum(['measured', 'calculated', 'estimated']).optional(),
  dataType: z.enum(DATA_TYPES).optional().openapi({
    description:
      'Kind of data (GHG Protocol Scope 3 guidance): primary measured or calculated, supplier-specific, secondary average, spend-based, estimated or proxy. Derived from dataQuality when absent.',
  }),
  qualityScore: z.number().int().min(1).max(5).optional().openapi({
    description:
      'Data-quality score, 1 very good to 5 very poor; the data type sets the default when absent.',
  }),
  sourceDocument: z.string().trim().min(1).max(1000).nullable().optional(),
};

const periodOrder = <T extends { periodStart: string; periodEnd: string }>(v: T) =>
  v.periodEnd >= v.periodStart;
const periodIssue = { path: ['periodEnd'], message: 'is before periodStart' };

export const ActivityCreate = z
  .strictObject(activityFields)
  .refine(periodOrder, periodIssue)
  .openapi('ActivityCreate');

export const ActivityCorrection = z
  .strictObject({
    ...activityFields,
    reason: z.string().trim().min(1).max(2000).openapi({ description: 'Why the activity is corrected.' }),
  })
  .refine(periodOrder, periodIssue)
  .openapi('ActivityCorrection', {
    description: 'The complete new content of the activity, and the reason for the correction.',
  });

/** The fields of one stored activity version, as every activity answer shows them. */
export const activityVersionFields = {
  id: z.uuid(),
  version: z.number().int(),
  supersedesId: z.uuid().nullable(),
  supersededAt: z.string().nullable(),
  supersededBy: z.uuid().nullable(),
  category: z.string(),
  quantity: z.string().openapi({ description: 'Exact decimal, without exponent or trailing zeros.' }),
  unit: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  facilityId: z.uuid().nullable(),
  region: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  dataQuality: z.enum(['measured', 'calculated', 'estimated']),
  dataType: z.enum(DATA_TYPES).openapi({ description: 'As stated, else derived from dataQuality.' }),
  qualityScore: z
    .number()
    .int()
    .min(1)
    .max(5)
    .openapi({ description: 'As stated, else the data type default.' }),
  dataTypeStated: z.boolean().openapi({ description: 'False when dataType was derived, not stated.' }),
  qualityScoreStated: z
    .boolean()
    .openapi({ description: 'False when qualityScore was derived, not stated.' }),
  sourceDocument: z.string().nullable(),
  enteredBy: z.uuid().nullable(),
  createdAt: z.string(),
};

export const ActivityView = z
  .object({
    ...activityVersionFields,
    lineageId: z.uuid().openapi({ description: 'Id of version 1; every correction keeps it.' }),
    correctionReason: z.string().nullable(),
  })
  .openapi('Activity');

export const ListQuery = PageQuery.extend({
  includeSuperseded: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'Also list superseded versions (default: current versions only).' }),
  category: z.string().max(200).optional(),
  facilityId: z.uuid().optional(),
  periodFrom: z.iso.date().optional().openapi({ description: 'Activities whose period ends on or after.' }),
  periodTo: z.iso.date().optional().openapi({ description: 'Activities whose period starts on or before.' }),
});

/** An activity version as the API shows it (dates as ISO strings, attributes copied). */
export function activityView(a: ActivityData): z.infer<typeof ActivityView> {
  return {
    id: a.id,
    lineageId: a.lineageId,
    version: a.version,
    supersedesId: a.supersedesId,
    supersededAt: a.supersededAt?.toISOString() ?? null,
    supersededBy: a.supersededBy,
    category: a.category,
    quantity: a.quantity,
    unit: a.unit,
    periodStart: a.periodStart,
    periodEnd: a.periodEnd,
    facilityId: a.facilityId,
    region: a.region,
    attributes: { ...a.attributes },
    dataQuality: a.dataQuality,
    dataType: a.dataType,
    qualityScore: a.qualityScore,
    dataTypeStated: a.dataTypeStated,
    qualityScoreStated: a.qualityScoreStated,
    sourceDocument: a.sourceDocument,
    enteredBy: a.enteredBy,
    correctionReason: a.correctionReason,
    createdAt: a.createdAt.toISOString(),
  };
}
