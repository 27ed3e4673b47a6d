import type * as MathJs from 'mathjs';
import { Decimal } from './decimal.js';
import { UnitConversionError, UnknownUnitError } from './errors.js';
import { createBigNumberMath } from './mathjs.js';
import { UNIT_ALIASES, UNIT_SPECS, type UnitSpec } from './units-data.js';

export { CURRENCIES, type UnitSpec } from './units-data.js';

const byId = new Map<string, UnitSpec>(UNIT_SPECS.map((spec) => [spec.id, spec]));

/**
 * A private mathjs instance in BigNumber mode (mathjs BigNumber is decimal.js) with 64 significant
 * digits: never floats. Every CTP unit is created in it as `ctpu{index}` from its exact definition,
 * so mathjs does the dimension checks and the arithmetic. Built at the first conversion, not at
 * load: importing the package (every command and server start) does not pay for mathjs, only the
 * first conversion does; never changed after.
 */
interface UnitMath {
  readonly math: MathJs.MathJsInstance;
  readonly mathName: ReadonlyMap<string, string>;
}
let unitMath: UnitMath | undefined;

function loadUnitMath(): UnitMath {
  if (unitMath !== undefined) return unitMath;
  const math = createBigNumberMath();
  const mathName = new Map<string, string>();
  for (const [index, spec] of UNIT_SPECS.entries()) {
    const name = `ctpu${index}`;
    if (spec.definition === null) {
      math.createUnit(name);
    } else {
      const [multiple, of] = spec.definition;
      math.createUnit(name, { definition: math.unit(math.bignumber(multiple), mathName.get(of) ?? of) });
    }
    mathName.set(spec.id, name);
  }
  unitMath = { math, mathName };
  return unitMath;
}

/** The units vocabulary: id, dimension, description and exact definition of every unit. */
export const UNITS: readonly UnitSpec[] = Object.freeze(UNIT_SPECS.map((s) => Object.freeze({ ...s })));

/** Accepted aliases (`kwh`, `litre`, `passenger-km`, …) and the unit id each stands for. */
export const UNIT_ALIAS_TABLE: Readonly<Record<string, string>> = Object.freeze({ ...UNIT_ALIASES });

function specOf(unit: string): UnitSpec | undefined {
  return byId.get(unit) ?? byId.get(UNIT_ALIASES[unit] ?? '');
}

/** True when `unit` is a unit id or a documented alias. Ids are case-sensitive (`kWh`, not `KwH`). */
export function isKnownUnit(unit: string): boolean {
  return specOf(unit) !== undefined;
}

/**
 * The unit id for an id or alias (`litre` → `L`).
 * @throws UnknownUnitError for anything else.
 */
export function normalizeUnit(unit: string): string {
  const spec = specOf(unit);
  if (!spec) throw new UnknownUnitError({ unit });
  return spec.id;
}

/**
 * Dimension of a unit: `energy`, `volume`, `mass`, `distance`, `passenger_distance`,
 * `vehicle_distance`, `freight`, `count:room_night`, `count:unit` or `currency:{code}`.
 * @throws UnknownUnitError for an unknown unit.
 */
export function unitDimension(unit: string): string {
  const spec = specOf(unit);
  if (!spec) throw new UnknownUnitError({ unit });
  return spec.dimension;
}

/** True when both units are known and of one dimension. Never throws. */
export function canConvert(from: string, to: string): boolean {
  const a = specOf(from);
  const b = specOf(to);
  return a !== undefined && b !== undefined && a.dimension === b.dimension;
}

/** Factors by `from` then `to` as given (only known units get here, so the cache is bounded). */
const factors = new Map<string, Map<string, Decimal>>();

function mathjsRatio(from: UnitSpec, to: UnitSpec): Decimal {
  const { math, mathName } = loadUnitMath();
  const value = math
    .unit(math.bignumber(1), mathName.get(from.id) as string)
    .toNumeric(mathName.get(to.id) as string);
  return Object.freeze(new Decimal(String(value)));
}

/** Every unit as an exact multiple of the first unit of its dimension (J, m3, kg, m, pkm, …), computed at first use. */
let baseMultiples: Map<string, Decimal> | undefined;

function baseMultiple(unit: string): Decimal {
  if (baseMultiples === undefined) {
    const multiples = new Map<string, Decimal>();
    for (const spec of UNIT_SPECS) {
      const base = UNIT_SPECS.find((s) => s.dimension === spec.dimension) as UnitSpec;
      const multiple = mathjsRatio(spec, base);
      // Every definition is a terminating decimal multiple, so this is exact; 64 digits would mean rounding.
      if (multiple.precision() >= 60)
        throw new Error(`[ctp] unit ${spec.id} is not an exact multiple of ${base.id}`);
      multiples.set(spec.id, multiple);
    }
    baseMultiples = multiples;
  }
  return baseMultiples.get(unit) as Decimal;
}

function pair(from: string, to: string): [UnitSpec, UnitSpec] {
  const a = specOf(from);
  if (!a) throw new UnknownUnitError({ unit: from });
  const b = specOf(to);
  if (!b) throw new UnknownUnitError({ unit: to });
  if (a.dimension !== b.dimension) {
    throw new UnitConversionError({
      from: a.id,
      to: b.id,
      fromDimension: a.dimension,
      toDimension: b.dimension,
      reason: `${a.id} is ${a.dimension}, ${b.id} is ${b.dimension}`,
    });
  }
  return [a, b];
}

/**
 * How many `to` make one `from`, computed by mathjs at 64 significant digits and cached per pair.
 * Exact whenever the ratio is a terminating decimal (every ratio in the direction the table defines
 * it, e.g. gal → L = 3.785411784, lb → kg, mi → km, Btu → J, and inverses such as kg → g);
 * otherwise correct to 64 significant digits (e.g. L → gal, kg → lb).
 * @throws UnknownUnitError when either unit is unknown.
 * @throws UnitConversionError naming both units and both dimensions when the dimensions differ
 *   (kWh → m3: a fuel's energy content is a factor, not a unit conversion; USD → EUR: no exchange rates).
 */
export function conversionFactor(from: string, to: string): Decimal {
  const cached = factors.get(from)?.get(to);
  if (cached) return cached;
  const factor = mathjsRatio(...pair(from, to));
  const row = factors.get(from) ?? new Map<string, Decimal>();
  row.set(to, factor);
  factors.set(from, row);
  return factor;
}

/**
 * Converts a quantity between units of one dimension in decimal arithmetic, as
 * `q × m(from) ÷ m(to)` where `m` is each unit's exact multiple of its dimension's base unit.
 * Precision: the same unit (or an alias of it) returns `q` itself; otherwise the result is the exact
 * value correctly rounded to 50 significant digits (the {@link Decimal} precision) whenever `q`
 * has at most 30 significant digits. It is therefore exact for the defined ratios (q gal =
 * q × 3.785411784 L) and for every result that fits in 50 digits; a non-terminating result
 * (1 L = 0.264172052358148415379899921609162507959266182704 gal) carries 50 significant digits.
 * @throws UnknownUnitError, UnitConversionError as {@link conversionFactor}.
 */
export function convertQuantity(q: Decimal, from: string, to: string): Decimal {
  if (from === to && specOf(from)) return q;
  conversionFactor(from, to); // validates the pair (cached)
  const [a, b] = [specOf(from) as UnitSpec, specOf(to) as UnitSpec];
  if (a.id === b.id) return q;
  return baseMultiple(a.id).times(q).dividedBy(baseMultiple(b.id));
}
