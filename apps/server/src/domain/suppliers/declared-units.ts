import { canConvert } from '@ctp/factors';

/**
 * PACT `declaredUnitOfMeasurement` values and the CTP unit id each one is (units without one, such
 * as `square meter` or `hour`, are matched by name only: a purchase then states them as written).
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
 * Whether a purchase quantity in `unit` can be multiplied by a footprint per `declaredUnit`: the
 * same unit (by PACT name or CTP id), or a CTP unit of the same dimension (t for kilogram, m3 for liter).
 */
export function purchaseUnitFits(unit: string, declaredUnit: string): boolean {
  const ctp = ctpUnitOf(declaredUnit);
  return unit === declaredUnit || unit === ctp || (ctp !== undefined && canConvert(unit, ctp));
}
