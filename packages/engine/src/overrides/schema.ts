import { decimalSchema, IsoDateSchema } from '@ctp/factors';
import { z } from 'zod';
import { AlgorithmCategorySchema, AlgorithmIdSchema } from '../define-algorithm.js';
import { FormulaError } from '../errors/index.js';
import { compileFormula } from '../formula/index.js';
import { isSemver } from '../semver.js';

const common = {
  /** Stable id of the override, quoted in warnings and records. */
  id: z.string().min(1),
  organizationId: z.string().min(1),
  /** Algorithm category the override applies to, e.g. `scope2.electricity.location_based`. */
  category: AlgorithmCategorySchema,
  /** Why the organization deviates from the default method; shown to auditors. */
  justification: z.string().trim().min(1, 'a justification is required'),
  /** First activity date (period start) the override applies to. */
  effectiveFrom: IsoDateSchema,
  /** Last activity date it applies to (inclusive); null for open-ended. */
  effectiveTo: IsoDateSchema.nullable(),
  createdBy: z.string().trim().min(1),
  /** Who approved it; must differ from `createdBy`. Null while unapproved. */
  approvedBy: z.string().trim().min(1).nullable(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
};
/** Fields of the other kinds may be present as null (a database row has every column). */
const unused = z.null().optional();

const FactorMultiplierOverride = z
  .object({
    ...common,
    kind: z.literal('factor_multiplier'),
    /** Multiplies every factor of the calculation (gas masses, CO2e, biogenic CO2). */
    factorMultiplier: decimalSchema.refine((d) => d.gt(0), 'must be greater than 0'),
    algorithmId: unused,
    algorithmVersion: unused,
    customLogic: unused,
  })
  .strict();

const MethodologyOverride = z
  .object({
    ...common,
    kind: z.literal('methodology'),
    /** Registered algorithm to use instead of the default resolution (same category). */
    algorithmId: AlgorithmIdSchema,
    /** Exact version; when absent the version in force on the activity date is chosen. */
    algorithmVersion: z.string().refine(isSemver, 'expected a semantic version').nullable().optional(),
    factorMultiplier: unused,
    customLogic: unused,
  })
  .strict();

const CustomOverride = z
  .object({
    ...common,
    kind: z.literal('custom'),
    /** Formula in the custom-logic language (see README); checked when the override is parsed. */
    customLogic: z.string().superRefine((text, ctx) => {
      try {
        compileFormula(text);
      } catch (error) {
        if (!(error instanceof FormulaError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message.replace(/^\[ctp\] /, '') });
      }
    }),
    factorMultiplier: unused,
    algorithmId: unused,
    algorithmVersion: unused,
  })
  .strict();

/**
 * An organization's override of the default calculation for one category, of one of three kinds:
 * `factor_multiplier`, `methodology` or `custom`. It applies only inside its effective dates and
 * only once approved by someone other than its creator (see README, "Overrides").
 */
export const AlgorithmOverrideSchema = z
  .discriminatedUnion('kind', [FactorMultiplierOverride, MethodologyOverride, CustomOverride])
  .superRefine((o, ctx) => {
    if (o.effectiveTo !== null && o.effectiveTo < o.effectiveFrom) {
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'is before effectiveFrom' });
    }
    if ((o.approvedBy === null) !== (o.approvedAt === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['approvedAt'],
        message: 'approvedBy and approvedAt are set together',
      });
    }
  });

/** A validated override (`factorMultiplier` is a Decimal). */
export type AlgorithmOverride = z.output<typeof AlgorithmOverrideSchema>;
/** An override as stored or sent in JSON (`factorMultiplier` as a decimal string). */
export type AlgorithmOverrideInput = z.input<typeof AlgorithmOverrideSchema>;
/** The three override kinds. */
export type OverrideKind = AlgorithmOverride['kind'];
