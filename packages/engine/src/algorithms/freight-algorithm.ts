import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationAlgorithm, Reference } from '../types.js';
import { findFreightFactor, freightAmount } from './freight-factor.js';
import { FREIGHT_MODES, type FreightMode, freightDistanceInputs } from './freight-inputs.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { choice } from './schemas.js';
import {
  STATED_PRICE_YEAR_METHOD,
  sectorSchema,
  spendShape,
  statedPriceYearSpendTerms,
} from './spend-based.js';
import { invalidInput } from './support.js';

/**
 * Builds the two algorithms of one freight category of Scope 3 (4 upstream, 9 downstream
 * transportation and distribution): the distance-based method (mass × distance × factor per
 * tonne-distance of the mode) and the spend-based method (freight spend × supply-chain factor of
 * the carrier's industry). Each has its own dotted category ending in the method's name, so
 * results and reports tell the methods apart.
 */
export interface FreightCategorySpec {
  /** Slug of the category: `upstream_transport` or `downstream_transport`. */
  readonly slug: string;
  /** Id stem: `upstream-transport`. */
  readonly idStem: string;
  readonly scope3Category: 4 | 9;
  /** Category name: `Upstream transportation and distribution`. */
  readonly title: string;
  /** The category's boundary rules, in sentences, printed in every methodology. */
  readonly boundary: string;
  readonly chapter: Reference;
}

const DISTANCE_METHOD = [
  'CO2e = Σ_gas m × d × EF_gas × GWP_gas (EPA Hub Table 8, gases per short ton-mile) or m × d × EF_CO2e (DESNZ "Freighting goods", kg CO2e per tonne.km),',
  'with m × d the tonne-distance of the shipment: the quantity in tkm, tmi or short_ton_mi, or the mass shipped (t, kg, short_ton) times attribute distance (km, or mi with distanceUnit),',
  'converted exactly (1 short ton-mile = 1.45997231821056 tkm). Attribute mode (road, rail, water, air) and optional vehicle select the freight factor {mode}.{vehicle}:',
  'EPA one average per mode (road.truck, rail, water, air); DESNZ vans by class and fuel, HGVs by size and load (road.hgv.artic_over_33t.laden_50), ships by type and size, flights by haul (.rf with radiative forcing).',
  "Without vehicle the mode's average of the region's dataset is used: road.truck (EPA) or road.hgv.average.laden_average (DESNZ), rail, water (EPA), air (EPA); DESNZ has no average ship or flight, so water and air in GB need vehicle (FACTOR_NOT_FOUND otherwise).",
  'A road vehicle dedicated to the shipment may instead be entered by the distance it drove (vkm, vmi, or km/mi), with the per-vehicle factor ({mode}.{vehicle}.vehicle: EPA per vehicle-mile, DESNZ per km).',
  'Factors are tank-to-wheel (EPA) or direct (DESNZ): well-to-tank of the fuel and emissions of warehouses and distribution centres (also part of these categories) are not included and need their own activities.',
  'Where the carrier reports its fuel, the fuel-based method (fuel × combustion factor) is more accurate and should be preferred.',
].join(' ');

/** NAICS 2017 sector used by the spend-based method when only the mode is given (USEEIO v1.2 has the same factor for every code of each of these industries). */
export const FREIGHT_SECTORS: Readonly<Record<FreightMode, string>> = {
  road: 'naics:484121', // General Freight Trucking, Long-Distance, Truckload
  rail: 'naics:482111', // Line-Haul Railroads
  water: 'naics:483111', // Deep Sea Freight Transportation
  air: 'naics:481112', // Scheduled Freight Air Transportation
};

const SPEND_METHOD = [
  STATED_PRICE_YEAR_METHOD,
  "The sector is attribute sector, or the mode's when only mode is given: road 484121 (truckload trucking), rail 482111, water 483111, air 481112; USEEIO gives every code of each of these industries the same factor.",
  'Couriers (492110) or freight forwarding (488510) and warehousing (493110) are other sectors: give them in sector. Spend in another currency without exchangeRate is UNIT_MISMATCH.',
  'The factors are US averages (region US); spend-based results are estimates, and the distance-based or fuel-based method is preferred where data exist.',
].join(' ');

function references(spec: FreightCategorySpec, ...more: Reference[]): Reference[] {
  return [REFERENCES.scope3Standard, spec.chapter, ...more];
}

/** The distance-based method of a freight category. */
export function freightDistanceAlgorithm(spec: FreightCategorySpec): CalculationAlgorithm {
  const id = `ctp/${spec.idStem}-distance`;
  return defineAlgorithm({
    id,
    version: GENERIC_VERSION,
    name: `${spec.title}, distance-based`,
    category: `scope3.${spec.slug}.distance_based`,
    scope3Category: spec.scope3Category,
    inputs: freightDistanceInputs,
    acceptedUnits: ['freight', 'mass', 'vehicle_distance', 'distance'],
    calculate(activity, inputs, runtime) {
      const amount = freightAmount(id, runtime, activity.quantity, activity.unit, inputs);
      const { match, subcategory } = findFreightFactor(runtime, inputs, amount);
      const what = amount.basis === 'vehicle' ? 'dedicated vehicle' : 'tonne-distance';
      return {
        terms: [
          {
            factor: match,
            amount: runtime.convert(amount.amount, amount.unit, match.factor.unit),
            label: `${spec.title.toLowerCase()}, ${subcategory} (${what})`,
          },
        ],
      };
    },
    methodology: [
      `Distance-based method of the GHG Protocol Scope 3 Technical Guidance, chapter ${spec.scope3Category}:`,
      DISTANCE_METHOD,
      spec.boundary,
    ].join(' '),
    references: references(spec, REFERENCES.epaHub, REFERENCES.desnz),
    effectiveDate: GENERIC_EFFECTIVE_DATE,
  });
}

/** Attributes of a spend-based freight activity: the carrier's sector, or the mode for a default sector. */
export const freightSpendInputs = z
  .object({
    mode: choice('mode', FREIGHT_MODES)
      .optional()
      .describe("How the goods travelled; selects the carrier's sector when sector is absent."),
    sector: sectorSchema
      .optional()
      .describe(
        'NAICS 2017 six-digit sector of the carrier, e.g. 484121 (truckload trucking) or 492110 (couriers).',
      ),
    ...spendShape,
  })
  .strict();

/** The spend-based method of a freight category. */
export function freightSpendAlgorithm(spec: FreightCategorySpec): CalculationAlgorithm {
  const id = `ctp/${spec.idStem}-spend`;
  return defineAlgorithm({
    id,
    version: GENERIC_VERSION,
    name: `${spec.title}, spend-based`,
    category: `scope3.${spec.slug}.spend_based`,
    scope3Category: spec.scope3Category,
    inputs: freightSpendInputs,
    acceptedUnits: ['currency'],
    calculate(activity, inputs, runtime) {
      const sector = inputs.sector ?? (inputs.mode === undefined ? undefined : FREIGHT_SECTORS[inputs.mode]);
      if (sector === undefined) {
        throw invalidInput(
          id,
          'give attribute sector (NAICS 2017 six digits) or mode (road, rail, water, air)',
        );
      }
      return statedPriceYearSpendTerms(
        id,
        activity,
        runtime,
        { ...inputs, sector },
        spec.title.toLowerCase(),
      );
    },
    methodology: [
      `Spend-based method of the GHG Protocol Scope 3 Technical Guidance, chapter ${spec.scope3Category}:`,
      SPEND_METHOD,
      spec.boundary,
    ].join(' '),
    references: references(spec, REFERENCES.useeio),
    effectiveDate: GENERIC_EFFECTIVE_DATE,
  });
}
