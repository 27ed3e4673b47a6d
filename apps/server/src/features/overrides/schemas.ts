import { AlgorithmCategorySchema, AlgorithmIdSchema, CtpError, compileFormula, isSemver } from '@ctp/engine';
import type { OverrideState, StoredOverride } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../http/paging.js';

// The engine's own rules, wrapped in this package's zod (the engine's schemas lack `.openapi`).
const engineRule = (schema: z.ZodType, message: string) =>
  z.string().refine((v) => schema.safeParse(v).success, message);

const category = engineRule(
  AlgorithmCategorySchema,
  'expected a dotted category starting with scope1, scope2 or scope3',
).openapi({
  description: 'The algorithm category whose calculation the override changes.',
  example: 'scope2.electricity.location_based',
});
const common = {
  category,
  justification: z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .openapi({ description: 'Why the organization deviates from the default method; shown to auditors.' }),
  effectiveFrom: z.iso.date().openapi({ description: 'First activity date (period start) it applies to.' }),
  effectiveTo: z.iso
    .date()
    .nullable()
    .optional()
    .openapi({ description: 'Last activity date it applies to (inclusive); omit or null for open-ended.' }),
};

/** A decimal greater than zero, as a string (never a JSON number). */
const Multiplier = z
  .string()
  .regex(/^\d{1,24}(\.\d{1,24})?$/, 'a positive decimal string such as "1.05"')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');

/** A formula the engine's evaluator accepts; its own error names the offending token. */
const Formula = z
  .string()
  .min(1)
  .max(10_000)
  .superRefine((text, ctx) => {
    try {
      compileFormula(text);
    } catch (error) {
      if (!(error instanceof CtpError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message.replace(/^\[ctp\] /, '') });
    }
  });

export const OverrideCreate = z
  .discriminatedUnion('kind', [
    z.strictObject({ ...common, kind: z.literal('factor_multiplier'), factorMultiplier: Multiplier }),
    z.strictObject({
      ...common,
      kind: z.literal('methodology'),
      algorithmId: engineRule(AlgorithmIdSchema, 'expected namespace/name').openapi({
        description: 'A registered algorithm of the same category.',
        example: 'us/egrid-location',
      }),
      algorithmVersion: z
        .string()
        .refine(isSemver, 'expected a semantic version such as 1.0.0')
        .nullable()
        .optional()
        .openapi({ description: 'Pin a version; omit for the version in force on the activity date.' }),
    }),
    z.strictObject({
      ...common,
      kind: z.literal('custom'),
      customLogic: Formula.openapi({
        description: 'A formula of the custom-logic language, e.g. `baseCo2e * 0.92`.',
      }),
    }),
  ])
  .refine((o) => o.effectiveTo == null || o.effectiveTo >= o.effectiveFrom, {
    path: ['effectiveTo'],
    message: 'is before effectiveFrom',
  })
  .openapi('OverrideCreate');

export const OverrideEnd = z
  .strictObject({
    effectiveTo: z.iso.date().openapi({
      description:
        'The last activity date the override still applies to; it can only shorten its dates (not before effectiveFrom).',
    }),
    reason: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .openapi({ description: 'Why it ends; kept in the audit log.' }),
  })
  .openapi('OverrideEnd');

export const OverrideView = z
  .object({
    id: z.uuid(),
    kind: z.enum(['factor_multiplier', 'methodology', 'custom']),
    category: z.string(),
    justification: z.string(),
    effectiveFrom: z.string(),
    effectiveTo: z.string().nullable(),
    factorMultiplier: z.string().nullable(),
    algorithmId: z.string().nullable(),
    algorithmVersion: z.string().nullable(),
    customLogic: z.string().nullable(),
    state: z.enum(['pending', 'approved', 'ended']).openapi({
      description: '`pending` until a second ORG_ADMIN approves it; only `approved` overrides apply.',
    }),
    createdBy: z.uuid(),
    approvedBy: z.uuid().nullable(),
    approvedAt: z.string().nullable(),
    endedBy: z.uuid().nullable(),
    endedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Override');

/** The lifecycle state of a stored override. */
export function overrideState(o: StoredOverride): OverrideState {
  if (o.endedAt !== null) return 'ended';
  return o.approvedBy === null ? 'pending' : 'approved';
}

/** The API view of a stored override. */
export function overrideView(o: StoredOverride): z.infer<typeof OverrideView> {
  return {
    id: o.id,
    kind: o.kind,
    category: o.category,
    justification: o.justification,
    effectiveFrom: o.effectiveFrom,
    effectiveTo: o.effectiveTo,
    factorMultiplier: o.kind === 'factor_multiplier' ? String(o.factorMultiplier) : null,
    algorithmId: o.kind === 'methodology' ? o.algorithmId : null,
    algorithmVersion: o.kind === 'methodology' ? (o.algorithmVersion ?? null) : null,
    customLogic: o.kind === 'custom' ? o.customLogic : null,
    state: overrideState(o),
    createdBy: o.createdBy,
    approvedBy: o.approvedBy,
    approvedAt: o.approvedAt,
    endedBy: o.endedBy,
    endedAt: o.endedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

export const ListQuery = PageQuery.extend({
  category: z.string().max(200).optional(),
  state: z.enum(['pending', 'approved', 'ended']).optional(),
});
