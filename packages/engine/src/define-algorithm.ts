import { IsoDateSchema, RegionSchema } from '@ctp/factors';
import { z } from 'zod';
import { InvalidAlgorithmError } from './errors/index.js';
import { isSemver } from './semver.js';
import type { CalculationAlgorithm } from './types.js';

/** `namespace/name`, lower-case letters, digits, `-` and `_`: `ctp/stationary-combustion`, `us/egrid-location`. */
export const AlgorithmIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]*\/[a-z0-9][a-z0-9_-]*$/, 'expected namespace/name');

/** Dotted algorithm category whose first segment is the scope: `scope2.electricity.location_based`. */
export const AlgorithmCategorySchema = z
  .string()
  .regex(/^scope[123](\.[a-z0-9_]+)+$/, 'expected a dotted category starting with scope1, scope2 or scope3');

const isZodSchema = (v: unknown): v is z.ZodType =>
  typeof v === 'object' &&
  v !== null &&
  '_zod' in v &&
  typeof (v as { safeParse?: unknown }).safeParse === 'function';

/** Schema of an algorithm definition, as {@link defineAlgorithm} checks it. */
export const AlgorithmDefinitionSchema = z
  .object({
    id: AlgorithmIdSchema,
    version: z.string().refine(isSemver, 'expected a semantic version such as 1.0.0'),
    name: z.string().trim().min(1),
    category: AlgorithmCategorySchema,
    region: RegionSchema.refine((r) => r !== 'GLOBAL', 'leave region out for a generic algorithm').optional(),
    scope3Category: z.int().min(1).max(15).optional(),
    inputs: z.custom<z.ZodType>(isZodSchema, 'expected a zod schema'),
    acceptedUnits: z.array(z.string().min(1)).optional(),
    calculate: z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'expected a function'),
    methodology: z.string().trim().min(1, 'describe the method'),
    references: z
      .array(z.object({ title: z.string().trim().min(1), url: z.url().optional() }).strict())
      .min(1, 'cite at least one reference'),
    effectiveDate: IsoDateSchema,
    deprecatedDate: IsoDateSchema.optional(),
    followsDraft: z
      .object({ title: z.string().trim().min(1), url: z.url().optional() })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((def, ctx) => {
    const scope3 = def.category.startsWith('scope3.');
    if (def.scope3Category !== undefined && !scope3) {
      ctx.addIssue({
        code: 'custom',
        path: ['scope3Category'],
        message: 'only scope3 categories have a Scope 3 category number',
      });
    }
    if (def.deprecatedDate !== undefined && def.deprecatedDate <= def.effectiveDate) {
      ctx.addIssue({ code: 'custom', path: ['deprecatedDate'], message: 'must be after effectiveDate' });
    }
  });

function freezeDeep<T>(value: T): T {
  if (Array.isArray(value)) for (const item of value) freezeDeep(item);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) freezeDeep(item);
  return Object.freeze(value);
}

/**
 * Validates an algorithm definition and returns it as a frozen {@link CalculationAlgorithm}, with
 * `calculate`'s `inputs` parameter typed from the `inputs` schema.
 *
 * @example
 * const gas = defineAlgorithm({
 *   id: 'acme/boiler-gas', version: '1.0.0', name: 'Boiler gas', category: 'scope1.stationary_combustion',
 *   inputs: z.object({}), effectiveDate: '2020-01-01', methodology: 'E = Q × EF',
 *   references: [{ title: 'EPA GHG Emission Factors Hub 2025' }],
 *   calculate: (activity, _inputs, rt) => {
 *     const f = rt.lookupFactor({ category: 'stationary_combustion', subcategory: 'natural_gas' });
 *     return { terms: [{ factor: f, amount: rt.convert(activity.quantity, activity.unit, f.factor.unit), label: 'gas burnt' }] };
 *   },
 * });
 * @throws InvalidAlgorithmError (code `INVALID_ALGORITHM`) listing every `path: message`, prefixed with the id.
 */
export function defineAlgorithm<TInputs extends z.ZodType>(
  definition: CalculationAlgorithm<TInputs>,
): CalculationAlgorithm<TInputs> {
  const parsed = AlgorithmDefinitionSchema.safeParse(definition);
  if (!parsed.success) {
    const raw = (definition as { id?: unknown } | null)?.id;
    throw new InvalidAlgorithmError({
      algorithmId: typeof raw === 'string' && raw !== '' ? raw : '<no id>',
      issues: parsed.error.issues.map((i) => `${i.path.join('.') || '*'}: ${i.message}`),
    });
  }
  const { inputs, calculate, references, acceptedUnits, followsDraft, ...rest } = definition;
  return Object.freeze({
    ...rest,
    inputs,
    calculate,
    references: freezeDeep(references.map((r) => ({ ...r }))),
    ...(followsDraft === undefined ? {} : { followsDraft: Object.freeze({ ...followsDraft }) }),
    ...(acceptedUnits === undefined ? {} : { acceptedUnits: Object.freeze([...acceptedUnits]) }),
  }) as CalculationAlgorithm<TInputs>;
}
