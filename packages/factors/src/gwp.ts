import { Decimal } from './decimal.js';
import { GwpNotAvailableError, InvalidInputError } from './errors.js';
import {
  BIOGENIC_CO2,
  GWP_CELL_NOTES,
  GWP_COLUMN_SOURCES,
  GWP_COLUMNS,
  GWP_ROWS,
  type GwpStatus,
} from './gwp-data.js';
import { type GwpSet, GwpSetSchema, type GwpTimeframe, GwpTimeframeSchema } from './schema.js';

export { BIOGENIC_CO2, type GwpStatus } from './gwp-data.js';

/** One global warming potential with its provenance. */
export interface GwpEntry {
  readonly gas: string;
  readonly gwpSet: GwpSet;
  readonly gwpTimeframe: GwpTimeframe;
  /** kg CO2e per kg of the gas. */
  readonly value: Decimal;
  readonly status: GwpStatus;
  /** Citation of the table the value was read from. */
  readonly source: string;
  readonly note?: string;
}

type ColumnKey = `${GwpSet}/${GwpTimeframe}`;

/** Parsed once at load: column → gas → entry, or the reason a value is not shipped. */
const TABLE = new Map<ColumnKey, Map<string, GwpEntry | string>>();
for (const [index, [gwpSet, gwpTimeframe]] of GWP_COLUMNS.entries()) {
  const column: ColumnKey = `${gwpSet}/${gwpTimeframe}`;
  const byGas = new Map<string, GwpEntry | string>();
  const entry = (gas: string, value: string, status: GwpStatus, note?: string): GwpEntry =>
    Object.freeze({
      gas,
      gwpSet,
      gwpTimeframe,
      value: Object.freeze(new Decimal(value)),
      status,
      source: GWP_COLUMN_SOURCES[column],
      ...(note === undefined ? {} : { note }),
    });
  for (const [gas, cells] of Object.entries(GWP_ROWS)) {
    const cell = cells[index];
    if (cell === undefined) continue;
    byGas.set(
      gas,
      typeof cell === 'string' ? cell : entry(gas, cell[0], cell[1], GWP_CELL_NOTES[`${gas}/${column}`]),
    );
  }
  byGas.set(
    BIOGENIC_CO2,
    entry(BIOGENIC_CO2, '1', 'confirmed', 'biogenic CO2: reported outside the scopes, never added into CO2e'),
  );
  TABLE.set(column, byGas);
}

/** Every gas id that has a GWP in at least one set, including `CO2_biogenic`. */
export const KNOWN_GASES: readonly string[] = Object.freeze([...Object.keys(GWP_ROWS), BIOGENIC_CO2]);

/** True when `gas` is one of {@link KNOWN_GASES}. */
export function isKnownGas(gas: string): boolean {
  return KNOWN_GASES.includes(gas);
}

function column(gwpSet: GwpSet, gwpTimeframe: GwpTimeframe): Map<string, GwpEntry | string> {
  if (!GwpSetSchema.safeParse(gwpSet).success) {
    throw new InvalidInputError({
      field: 'gwpSet',
      value: String(gwpSet),
      reason: 'expected AR4, AR5 or AR6',
    });
  }
  if (!GwpTimeframeSchema.safeParse(gwpTimeframe).success) {
    throw new InvalidInputError({
      field: 'gwpTimeframe',
      value: String(gwpTimeframe),
      reason: 'expected 100yr or 20yr',
    });
  }
  return TABLE.get(`${gwpSet}/${gwpTimeframe}`) as Map<string, GwpEntry | string>;
}

/**
 * The GWP of one gas with its status and source.
 * @throws GwpNotAvailableError when the set has no shipped value for the gas (unknown gas, a value
 * that does not exist such as AR4 fossil CH4, or an UNCONFIRMED value such as AR5 20yr fossil CH4).
 * @throws InvalidInputError for a set or timeframe outside the vocabulary.
 */
export function gwpEntry(gas: string, gwpSet: GwpSet, gwpTimeframe: GwpTimeframe): GwpEntry {
  const found = column(gwpSet, gwpTimeframe).get(gas);
  if (found === undefined || typeof found === 'string') {
    throw new GwpNotAvailableError({
      gas,
      gwpSet,
      gwpTimeframe,
      reason: found ?? 'gas not in the GWP tables',
    });
  }
  return found;
}

/**
 * kg CO2e per kg of `gas` under a GWP set, e.g. `gwpValue('N2O', 'AR6', '20yr')` is 273.
 * `CO2_biogenic` returns 1, but {@link resolveFactor} keeps it out of CO2e.
 * @throws GwpNotAvailableError when no value is shipped (see {@link gwpEntry}).
 */
export function gwpValue(gas: string, gwpSet: GwpSet, gwpTimeframe: GwpTimeframe): Decimal {
  return gwpEntry(gas, gwpSet, gwpTimeframe).value;
}

/** Every shipped GWP of one set and horizon, in table order (CO2 first, `CO2_biogenic` last). */
export function gwpTable(gwpSet: GwpSet, gwpTimeframe: GwpTimeframe): readonly GwpEntry[] {
  return [...column(gwpSet, gwpTimeframe).values()].filter((e): e is GwpEntry => typeof e !== 'string');
}
