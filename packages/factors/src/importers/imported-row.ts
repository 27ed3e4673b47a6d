import type { Decimal } from '../decimal.js';
import { formatDecimal } from '../decimal.js';
import type { GwpSet, GwpTimeframe } from '../schema.js';

/** A factor row as an importer builds it, with exact decimals; {@link rowToJson} serialises it. */
export interface ImportedRow {
  readonly category: string;
  readonly subcategory: string;
  readonly unit: string;
  readonly region: string;
  /** kg CO2e per unit as printed, or null for a gas-level row. */
  readonly factor: Decimal | null;
  /** kg of each gas per unit (a refrigerant: kg of each component per kg). */
  readonly gases?: Readonly<Record<string, Decimal>>;
  /** The publisher's split of `factor` into kg CO2e per gas. */
  readonly co2eByGas?: Readonly<Record<string, Decimal>>;
  readonly gwpSet: GwpSet | null;
  readonly gwpTimeframe: GwpTimeframe | null;
  readonly effectiveFrom: string;
  readonly effectiveTo: string | null;
  readonly priceYear?: number;
  /** Where the row comes from in the publisher's file (table, label, publisher id). */
  readonly notes: string;
}

/** A dataset row as written to JSON: decimals as exact strings, keys in a fixed order. */
export interface ImportedRowJson {
  category: string;
  subcategory: string;
  unit: string;
  region: string;
  factor: string | null;
  gases?: Record<string, string>;
  co2eByGas?: Record<string, string>;
  gwpSet: GwpSet | null;
  gwpTimeframe: GwpTimeframe | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  priceYear?: number;
  status: 'confirmed';
  notes: string;
}

function decimalsToStrings(values: Readonly<Record<string, Decimal>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const gas of Object.keys(values).sort()) {
    const value = values[gas];
    if (value !== undefined) out[gas] = formatDecimal(value);
  }
  return out;
}

/**
 * Serialises an imported row. Every imported row has status `confirmed`: its numbers are read
 * directly from the publisher's own file (see `reference/factors.md` §0).
 */
export function rowToJson(row: ImportedRow): ImportedRowJson {
  return {
    category: row.category,
    subcategory: row.subcategory,
    unit: row.unit,
    region: row.region,
    factor: row.factor === null ? null : formatDecimal(row.factor),
    ...(row.gases ? { gases: decimalsToStrings(row.gases) } : {}),
    ...(row.co2eByGas ? { co2eByGas: decimalsToStrings(row.co2eByGas) } : {}),
    gwpSet: row.gwpSet,
    gwpTimeframe: row.gwpTimeframe,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    ...(row.priceYear !== undefined ? { priceYear: row.priceYear } : {}),
    status: 'confirmed',
    notes: row.notes,
  };
}
