import { INITIATIVE_STATUSES } from '@ctp/forecast';
import { z } from '@hono/zod-openapi';

const scope = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The fields of a @ctp/forecast ReductionInitiative other than its id (the stored id is used). */
const initiativeFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
  status: z.enum(INITIATIVE_STATUSES).optional().openapi({ description: 'Default `planned`.' }),
  impact: z.looseObject({ type: z.enum(['absolute', 'percentage']) }).openapi({
    description: '`{ type: "absolute", tonnesPerYear }` or `{ type: "percentage", percent }`.',
  }),
  scope,
  category: z.string().min(1).max(200).optional(),
  facilities: z.array(z.string().min(1)).max(1000).optional(),
  implementationStart: z.string().max(10).openapi({ description: 'ISO date or `YYYY-MM`.' }),
  rampUpMonths: z.int().min(0).max(600).optional(),
  capex: z.number().min(0).optional(),
  opexPerYear: z.number().min(0).optional(),
  savingsPerYear: z.number().min(0).optional(),
  lifetimeYears: z.int().min(1).max(100).optional(),
};
export const InitiativeCreate = z.strictObject(initiativeFields).openapi('ReductionInitiativeCreate');
export const InitiativeUpdate = z
  .strictObject({
    name: initiativeFields.name.optional(),
    description: initiativeFields.description,
    status: initiativeFields.status.openapi({
      description: 'planned → in_progress → completed, and in_progress → planned; others are refused (409).',
    }),
    impact: initiativeFields.impact.optional(),
    scope: scope.optional(),
    category: initiativeFields.category,
    facilities: initiativeFields.facilities,
    implementationStart: initiativeFields.implementationStart.optional(),
    rampUpMonths: initiativeFields.rampUpMonths,
    capex: initiativeFields.capex,
    opexPerYear: initiativeFields.opexPerYear,
    savingsPerYear: initiativeFields.savingsPerYear,
    lifetimeYears: initiativeFields.lifetimeYears,
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('ReductionInitiativeUpdate');
