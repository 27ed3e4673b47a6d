import { canConvert } from '@ctp/factors';

/**
 * PACT `declaredUnitOfMeasurement` values and the CTP unit id each one is. CTP has no unit for
 * `square meter`, `hour` or `megabit second`: footprints in those cannot be used yet.
 */
const CTP_UNIT_OF: Readonly<Record<string, string | undefined>> = {
  liter: 'L',
  kilogram: 'kg',
  'cubic meter': 'm3',
  'kilowatt hour': 'kWh',
  megajoule: 'MJ',
  'ton kilometer': 'tkm',
  piece: 'unit',
};

/** The CTP unit id of a PACT declared unit, or undefined when CTP has none. */
export function ctpUnitOf(declaredUnit: string): string | undefined {
  return CTP_UNIT_OF[declaredUnit];
}

/**
 * The CTP unit a purchase quantity is recorded in against a footprint per `declaredUnit`: the
 * purchase's own unit when CTP knows it and it converts to the declared unit (t for kilogram), the
 * declared unit's CTP id when the purchase names the PACT unit itself; undefined when the two do not
 * fit or CTP has no unit for the declared one (`square meter`, `hour`, `megabit second`).
 */
export function activityUnitFor(purchaseUnit: string, declaredUnit: string): string | undefined {
  const ctp = ctpUnitOf(declaredUnit);
  if (ctp === undefined) return undefined;
  if (purchaseUnit === declaredUnit) return ctp;
  return canConvert(purchaseUnit, ctp) ? purchaseUnit : undefined;
}
