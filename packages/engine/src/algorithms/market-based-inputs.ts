import { z } from 'zod';
import { choice, label, nonNegativeDecimal, positiveDecimal, unitId } from './schemas.js';

/** Contractual instrument types of the Scope 2 Guidance market-based method. */
export const INSTRUMENT_TYPES = ['certificate', 'ppa', 'green_tariff', 'supplier_specific'] as const;

/**
 * One contractual instrument covering part of the consumption.
 * `certificate` (REC, GO, I-REC), `ppa` and `green_tariff` default to zero emissions (renewable
 * generation); give `co2ePerUnit` when the instrument conveys a non-zero rate. A
 * `supplier_specific` instrument must state its rate.
 */
export const instrumentSchema = z
  .object({
    type: choice('instruments[].type', INSTRUMENT_TYPES),
    /** Electricity covered, in `unit`. */
    quantity: positiveDecimal('instruments[].quantity'),
    /** Energy unit of `quantity` and of `co2ePerUnit` (`kWh`, `MWh`, `GJ`). */
    unit: unitId,
    /** kg CO2e per `unit` conveyed by the instrument; required for `supplier_specific`, zero otherwise by default. */
    co2ePerUnit: nonNegativeDecimal('instruments[].co2ePerUnit').optional(),
    /** Registry, contract or certificate id, recorded with the result. */
    id: label.optional(),
    /** Generator, supplier or product name, recorded with the result. */
    name: label.optional(),
  })
  .strict()
  .superRefine((instrument, ctx) => {
    if (instrument.type === 'supplier_specific' && instrument.co2ePerUnit === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['co2ePerUnit'],
        message: 'a supplier_specific instrument needs co2ePerUnit (kg CO2e per unit)',
      });
    }
  });

/** An instrument after validation. */
export type Instrument = z.output<typeof instrumentSchema>;

/**
 * The emission rate of the electricity supplier (utility) for its delivered electricity, applied
 * to consumption no instrument covers, before the residual mix (Scope 2 Guidance, hierarchy level 3).
 */
export const supplierRateSchema = z
  .object({
    /** kg CO2e per `unit`. */
    co2ePerUnit: nonNegativeDecimal('supplierRate.co2ePerUnit'),
    /** Energy unit of the rate; `kWh` by default. */
    unit: unitId.default('kWh'),
    /** Supplier and disclosure the rate comes from, recorded with the result. */
    name: label.optional(),
  })
  .strict();

/** A supplier rate after validation. */
export type SupplierRate = z.output<typeof supplierRateSchema>;

/** Attributes of a market-based electricity activity. */
export const marketBasedElectricityInputs = z
  .object({
    instruments: z
      .array(instrumentSchema)
      .max(1000)
      .default([])
      .describe(
        'Contractual instruments (certificates, PPAs, green tariffs, supplier-specific) covering the electricity.',
      ),
    supplierRate: supplierRateSchema
      .optional()
      .describe("The supplier's disclosed emission rate for the electricity not covered by instruments."),
  })
  .strict();

/** Attributes after validation. */
export type MarketBasedInputs = z.output<typeof marketBasedElectricityInputs>;
