import { Decimal, type DecimalInput, toDecimal } from './decimal.js';
import { InvalidInputError } from './errors.js';
import { gwpValue } from './gwp.js';
import type { GwpSet, GwpTimeframe } from './schema.js';

/** Mass fractions of a refrigerant blend, by gas id; they must sum to exactly 1. */
export type BlendComposition = Readonly<Record<string, DecimalInput>>;

/**
 * Blend compositions confirmed in US EPA GHG Emission Factors Hub (2021, 2024, 2025) Table 12 and
 * the DESNZ 2025 methodology paper §4.6 (`reference/factors.md` §1.2).
 */
export const REFRIGERANT_BLENDS: Readonly<Record<string, BlendComposition>> = Object.freeze({
  'R-404A': Object.freeze({ 'HFC-125': '0.44', 'HFC-143a': '0.52', 'HFC-134a': '0.04' }),
  'R-410A': Object.freeze({ 'HFC-32': '0.5', 'HFC-125': '0.5' }),
});

/** A blend GWP as a publisher printed it (rounded to an integer). */
export interface PublishedBlendGwp {
  readonly blend: string;
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  readonly value: string;
  readonly source: string;
}

/**
 * Published integer blend GWPs. {@link blendGwp} computes from components and differs from these
 * by up to 0.5 (publishers round, and DESNZ computes Kyoto and non-Kyoto parts separately).
 */
export const PUBLISHED_BLEND_GWPS: readonly PublishedBlendGwp[] = Object.freeze([
  {
    blend: 'R-404A',
    gwpSet: 'AR4',
    gwpTimeframe: '100yr',
    value: '3922',
    source: 'US EPA GHG Emission Factors Hub 2021, Table 12',
  },
  {
    blend: 'R-404A',
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
    value: '3943',
    source: 'US EPA GHG Emission Factors Hub 2024/2025, Table 12; DESNZ 2025 methodology §4.6',
  },
  {
    blend: 'R-410A',
    gwpSet: 'AR4',
    gwpTimeframe: '100yr',
    value: '2088',
    source: 'US EPA GHG Emission Factors Hub 2021, Table 12',
  },
  {
    blend: 'R-410A',
    gwpSet: 'AR5',
    gwpTimeframe: '100yr',
    value: '1924',
    source: 'US EPA GHG Emission Factors Hub 2025, Table 12; DESNZ 2024',
  },
] satisfies PublishedBlendGwp[]);

/**
 * GWP of a refrigerant blend: Σ mass fraction × component GWP, exact in decimal and not rounded
 * (R-404A under AR5 100yr is 3942.8, where publishers print 3943).
 * @param composition mass fractions by gas id, non-negative and summing to exactly 1, or the name
 *   of a blend in {@link REFRIGERANT_BLENDS}.
 * @throws InvalidInputError for an unknown blend name, a negative fraction or a sum other than 1.
 * @throws GwpNotAvailableError when a component has no GWP in the set.
 */
export function blendGwp(
  composition: BlendComposition | string,
  gwpSet: GwpSet,
  gwpTimeframe: GwpTimeframe,
): Decimal {
  const fractions = typeof composition === 'string' ? REFRIGERANT_BLENDS[composition] : composition;
  if (fractions === undefined) {
    throw new InvalidInputError({
      field: 'blend',
      value: String(composition),
      reason: 'not a known refrigerant blend',
    });
  }
  let total = new Decimal(0);
  let sum = new Decimal(0);
  for (const [gas, raw] of Object.entries(fractions)) {
    let fraction: Decimal;
    try {
      fraction = toDecimal(raw);
    } catch {
      throw new InvalidInputError({
        field: `composition.${gas}`,
        value: String(raw),
        reason: 'not a decimal number',
      });
    }
    if (fraction.isNegative()) {
      throw new InvalidInputError({
        field: `composition.${gas}`,
        value: fraction.toFixed(),
        reason: 'must not be negative',
      });
    }
    sum = sum.plus(fraction);
    total = total.plus(fraction.times(gwpValue(gas, gwpSet, gwpTimeframe)));
  }
  if (!sum.equals(1)) {
    throw new InvalidInputError({
      field: 'composition',
      value: sum.toFixed(),
      reason: 'mass fractions must sum to exactly 1',
    });
  }
  return total;
}
