/**
 * Allocation arithmetic of product footprints and the corporate export, in decimal.js throughout (never JS
 * floats). A private Decimal constructor keeps the precision and rounding here from leaking into other code.
 *
 * Precision: divisions are carried to 40 significant digits (ROUND_HALF_EVEN); sums and products of the
 * inputs are exact. Stored values are these exact or 40-digit values. The PACT wire value of a footprint is
 * that value rounded half-even to {@link WIRE_DECIMAL_PLACES} decimal places, trailing zeros removed.
 */
import { Decimal as BaseDecimal } from 'decimal.js';
import type { CorporateAllocation } from './wire.js';

const D = BaseDecimal.clone({ precision: 40, rounding: BaseDecimal.ROUND_HALF_EVEN });
type D = InstanceType<typeof D>;

/** Decimal places of footprint values on the PACT wire. */
export const WIRE_DECIMAL_PLACES = 9;

/** How a product's share of the organization's emissions is measured. */
export type FootprintAllocationMethod = 'mass' | 'revenue' | 'units';

export interface FootprintAllocationInput {
  /** The organization's emissions for the reference period (kg CO2e, decimal string). */
  emissionsKg: string;
  method: FootprintAllocationMethod;
  /** The product's quantity in the allocation basis (kg for mass, money for revenue, units for units). */
  productQuantity: string;
  /** The total of the same basis over everything the organization produced in the period. */
  totalQuantity: string;
  /** How many declared units of the product were produced in the period. */
  productUnits: string;
}

export interface FootprintAllocation {
  /** productQuantity / totalQuantity. */
  share: string;
  /** emissionsKg × share. */
  allocatedKg: string;
  /** allocatedKg / productUnits: kg CO2e per declared unit. */
  pcfPerDeclaredUnit: string;
  /** A sentence stating the rule and the numbers, sent as PACT `allocationRulesDescription`. */
  description: string;
}

const BASIS: Record<FootprintAllocationMethod, string> = {
  mass: 'mass',
  revenue: 'revenue',
  units: 'units produced',
};

/** Allocation error with a stable code (the HTTP layer maps it to 400). */
export class AllocationError extends Error {
  readonly code = 'BAD_REQUEST';
}

function positive(name: string, value: string): D {
  const d = new D(value);
  if (!d.isFinite() || d.lte(0)) throw new AllocationError(`${name} must be a positive number`);
  return d;
}

/**
 * Allocates the organization's emissions to one product: share = product quantity / total quantity (at most
 * 1), allocated = emissions × share, per declared unit = allocated / product units.
 */
export function allocateFootprint(input: FootprintAllocationInput): FootprintAllocation {
  const emissions = new D(input.emissionsKg);
  if (!emissions.isFinite() || emissions.isNeg()) throw new AllocationError('emissions must not be negative');
  const product = positive('productQuantity', input.productQuantity);
  const total = positive('totalQuantity', input.totalQuantity);
  if (product.gt(total)) throw new AllocationError('productQuantity must not exceed totalQuantity');
  const units = positive('productUnits', input.productUnits);
  const share = product.div(total);
  const allocated = emissions.mul(share);
  const perUnit = allocated.div(units);
  return {
    share: share.toFixed(),
    allocatedKg: allocated.toFixed(),
    pcfPerDeclaredUnit: perUnit.toFixed(),
    description:
      `Allocation by ${BASIS[input.method]}: share ${product.toFixed()} / ${total.toFixed()} of ` +
      `${emissions.toFixed()} kg CO2e, divided by ${units.toFixed()} declared units produced.`,
  };
}

/** The corporate export's share for one customer (a fraction in [0, 1]) and a sentence stating it. */
export function corporateShare(allocation: CorporateAllocation): { share: string; description: string } {
  switch (allocation.method) {
    case 'revenue': {
      const part = positive('customerRevenue', allocation.customerRevenue);
      const total = positive('totalRevenue', allocation.totalRevenue);
      if (part.gt(total)) throw new AllocationError('customerRevenue must not exceed totalRevenue');
      return {
        share: part.div(total).toFixed(),
        description: `Revenue share: ${part.toFixed()} of ${total.toFixed()} ${allocation.currency}.`,
      };
    }
    case 'physical': {
      const part = positive('customerQuantity', allocation.customerQuantity);
      const total = positive('totalQuantity', allocation.totalQuantity);
      if (part.gt(total)) throw new AllocationError('customerQuantity must not exceed totalQuantity');
      return {
        share: part.div(total).toFixed(),
        description: `Physical share: ${part.toFixed()} of ${total.toFixed()} ${allocation.unit}.`,
      };
    }
    case 'fixed': {
      const percent = positive('percent', allocation.percent);
      if (percent.gt(100)) throw new AllocationError('percent must not exceed 100');
      return { share: percent.div(100).toFixed(), description: `Fixed share: ${percent.toFixed()} %.` };
    }
  }
}

/** amount × share, exact to 40 significant digits. */
export function applyShare(amountKg: string, share: string): string {
  return new D(amountKg).mul(new D(share)).toFixed();
}

/** Sum of decimal strings, exact. */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.add(new D(v)), new D(0)).toFixed();
}

/** A stored value as sent on the PACT wire: rounded half-even to 9 places, no trailing zeros, no exponent. */
export function wireDecimal(value: string): string {
  return new D(value).toDecimalPlaces(WIRE_DECIMAL_PLACES, BaseDecimal.ROUND_HALF_EVEN).toFixed();
}
