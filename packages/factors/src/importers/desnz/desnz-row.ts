import type { Decimal } from '../../decimal.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { describeGroup, type FactorGroup } from './factor-groups.js';
import { DESNZ_SOURCE } from './flat-file.js';

/** What every DESNZ row of one edition shares. */
export interface DesnzContext {
  readonly sheet: string;
  readonly region: string;
  readonly effective: { readonly effectiveFrom: string; readonly effectiveTo: string | null };
  /** The GWP set of the edition's CO2e factors (AR4 up to 2022, AR5 from 2023). */
  readonly gwpSet: 'AR4' | 'AR5';
}

/** What a converter decides for one group. */
export interface DesnzRowSpec {
  readonly category: string;
  readonly subcategory: string;
  readonly unit: string;
  /** Appended to the notes after the flat-file path. */
  readonly note?: string;
}

/** Location of a group in the flat file, for errors. */
export function groupLocation(ctx: DesnzContext, group: FactorGroup) {
  return { source: DESNZ_SOURCE, sheet: ctx.sheet, table: `Level 1 "${group.level1}"`, row: group.firstRow };
}

/**
 * Builds the row of one group: `factor` = the "kg CO2e" line, `co2eByGas` = the per-gas lines
 * (on the edition's GWP set, 100-year, as DESNZ publishes). Returns null when DESNZ publishes no value for the item
 * (empty cells); throws when there is a per-gas split but no total.
 */
export function desnzRow(ctx: DesnzContext, group: FactorGroup, spec: DesnzRowSpec): ImportedRow | null {
  const gases =
    Object.keys(group.co2eByGas).length > 0 ? (group.co2eByGas as Record<string, Decimal>) : undefined;
  if (group.total === null) {
    if (gases === undefined) return null;
    throw new SourceFormatError(
      groupLocation(ctx, group),
      'per-gas factors are given but the "kg CO2e" total is empty',
    );
  }
  return {
    category: spec.category,
    subcategory: spec.subcategory,
    unit: spec.unit,
    region: ctx.region,
    factor: group.total,
    ...(gases ? { co2eByGas: { ...gases } } : {}),
    gwpSet: ctx.gwpSet,
    gwpTimeframe: '100yr',
    ...ctx.effective,
    notes: `${describeGroup(group)}${spec.note ? `; ${spec.note}` : ''}`,
  };
}

/** Throws a {@link SourceFormatError} at a group: a label or unit the importer cannot place. */
export function unrecognised(ctx: DesnzContext, group: FactorGroup, what: string): never {
  throw new SourceFormatError(groupLocation(ctx, group), what);
}
