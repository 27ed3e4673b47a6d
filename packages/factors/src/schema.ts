import { z } from 'zod';
import { type Decimal, decimalSchema, nonNegativeDecimalSchema } from './decimal.js';

/** IPCC assessment report whose global warming potentials are used. */
export const GwpSetSchema = z.enum(['AR4', 'AR5', 'AR6']);
export type GwpSet = z.infer<typeof GwpSetSchema>;

/** Time horizon of the global warming potentials. */
export const GwpTimeframeSchema = z.enum(['100yr', '20yr']);
export type GwpTimeframe = z.infer<typeof GwpTimeframeSchema>;

/** How far a factor's numbers were checked against the publisher (see `reference/factors.md` §0). */
export const FactorStatusSchema = z.enum(['confirmed', 'confirmed-copy', 'secondary', 'derived']);
export type FactorStatus = z.infer<typeof FactorStatusSchema>;

/** A calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = z.iso.date();

/** Gas ids: `CO2`, `CO2_biogenic`, `CH4`, `CH4_fossil`, `CH4_nonfossil`, `N2O`, `HFC-134a`, `SF6`, … */
export const GasIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_\-.]*$/, 'not a gas id');

/** Dotted lower-case id such as `stationary_combustion` or `electricity`. */
export const FactorCategorySchema = z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, 'not a category id');

/**
 * Subcategory id: a base id (`natural_gas`, `air.short_haul`, `naics:322211`) optionally followed by
 * a basis qualifier after `@` when one publisher gives the same thing in several units
 * (`natural_gas@energy`, `natural_gas@energy_net`, `diesel@mass`). A lookup for `natural_gas`
 * considers `natural_gas` and every `natural_gas@…` row and picks the one the activity unit fits.
 */
export const SubcategorySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*(@[a-z0-9_]+)?$/, 'not a subcategory id');

/** Region code: `GLOBAL`, a group (`EU`, `EUROPE`, `NORTH_AMERICA`, `APAC`), ISO 3166-1 (`US`), or a subregion (`US-CAMX`, `AU-VIC`). */
export const RegionSchema = z
  .string()
  .regex(/^(GLOBAL|[A-Z][A-Z_]+|[A-Z]{2}(-[A-Z0-9]+)*)$/, 'not a region code');

const factorFields = {
  category: FactorCategorySchema,
  subcategory: SubcategorySchema,
  /** kg CO2e per `unit` as the publisher printed it, or null when the row gives only gas masses. */
  factor: nonNegativeDecimalSchema.nullable(),
  /**
   * kg of each gas per `unit` (for a refrigerant: kg of each component per kg of blend). Any gas
   * other than `CO2_biogenic` makes the row restatable: its CO2e is computed from these masses.
   * `CO2_biogenic` alone beside `factor` only records biogenic CO2 (reported outside the scopes).
   */
  gases: z.record(GasIdSchema, nonNegativeDecimalSchema).optional(),
  /** The publisher's split of `factor` into kg CO2e per gas, under `gwpSet`. */
  co2eByGas: z.record(GasIdSchema, decimalSchema).optional(),
  /** Activity unit the factor is per (the numerator is always kg). */
  unit: z.string().min(1),
  region: RegionSchema,
  /** GWP set the publisher used for `factor`; null when the row is gas-level only. */
  gwpSet: GwpSetSchema.nullable(),
  gwpTimeframe: GwpTimeframeSchema.nullable(),
  effectiveFrom: IsoDateSchema,
  effectiveTo: IsoDateSchema.nullable(),
  /** Price year of a spend-based factor (`unit` is then a currency code). */
  priceYear: z.int().min(1900).max(2200).optional(),
  status: FactorStatusSchema.optional(),
  /**
   * The publisher's uncertainty of `factor`, as the relative half-width of its 95% range (`0.07` for
   * ±7%), when the publisher gives one; left out otherwise (the engine then derives one from the
   * factor's status, see "Data quality and uncertainty" in the engine README). At most 10 (±1000%).
   */
  relativeU95: nonNegativeDecimalSchema
    .refine((d) => d.lessThanOrEqualTo(10), { message: 'must be at most 10 (a relative half-width)' })
    .optional(),
  notes: z.string().optional(),
};

function checkFactorRow(
  row: {
    factor: Decimal | null;
    gases?: Record<string, Decimal> | undefined;
    gwpSet: GwpSet | null;
    gwpTimeframe: GwpTimeframe | null;
    effectiveFrom: string;
    effectiveTo: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  const hasGases = row.gases !== undefined && Object.keys(row.gases).length > 0;
  if (row.factor === null && !hasGases) {
    ctx.addIssue({
      code: 'custom',
      path: ['factor'],
      message: 'a factor needs a CO2e value, gas masses, or both',
    });
  }
  if (row.factor !== null && (row.gwpSet === null || row.gwpTimeframe === null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['gwpSet'],
      message: 'a CO2e value must state the GWP set and timeframe it was computed with',
    });
  }
  if (row.effectiveTo !== null && row.effectiveTo < row.effectiveFrom) {
    ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'effectiveTo is before effectiveFrom' });
  }
}

/**
 * One emission factor, with every field of the specification. Decimal fields accept strings
 * (exact) or JSON numbers and become {@link Decimal} values.
 */
export const EmissionFactorSchema = z
  .object({
    datasetId: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
    datasetVersion: z.string().min(1),
    ...factorFields,
    source: z.string().min(1),
    sourceUrl: z.url(),
  })
  .strict()
  .superRefine(checkFactorRow);
export type EmissionFactor = z.infer<typeof EmissionFactorSchema>;
/** An {@link EmissionFactor} as written in JSON (decimals as strings). */
export type EmissionFactorJson = z.input<typeof EmissionFactorSchema>;

/** A row of a dataset file: the dataset's own fields may be left out and are filled in from the header. */
export const DatasetRowSchema = z
  .object({ ...factorFields, source: z.string().min(1).optional(), sourceUrl: z.url().optional() })
  .strict()
  .superRefine(checkFactorRow);

/** A versioned dataset file as shipped in `data/` or imported by a user. */
export const FactorDatasetSchema = z
  .object({
    datasetId: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    datasetVersion: z.string().min(1),
    title: z.string().min(1),
    publisher: z.string().min(1),
    /** Citation of the publication. */
    source: z.string().min(1),
    sourceUrl: z.url(),
    license: z.string().min(1),
    /** How the file was produced, e.g. `importEpaHub(ghg-emission-factors-hub-2025.xlsx)` or `transcribed`. */
    generatedBy: z.string().min(1),
    notes: z.string().optional(),
    factors: z.array(z.unknown()),
  })
  .strict();
export type FactorDatasetJson = z.input<typeof FactorDatasetSchema>;

/** A validated dataset: header plus fully expanded factors. */
export interface FactorDataset {
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly title: string;
  readonly publisher: string;
  readonly source: string;
  readonly sourceUrl: string;
  readonly license: string;
  readonly generatedBy: string;
  readonly notes?: string;
  readonly factors: readonly EmissionFactor[];
}

/** A stable, human-readable id of a factor row: `dataset@version/category/subcategory/region/effectiveFrom`. */
export function factorKey(
  f: Pick<
    EmissionFactor,
    'datasetId' | 'datasetVersion' | 'category' | 'subcategory' | 'region' | 'effectiveFrom' | 'effectiveTo'
  >,
): string {
  return `${f.datasetId}@${f.datasetVersion}/${f.category}/${f.subcategory}/${f.region}/${f.effectiveFrom}..${f.effectiveTo ?? ''}`;
}
