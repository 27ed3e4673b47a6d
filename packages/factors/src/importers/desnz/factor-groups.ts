import type { Decimal } from '../../decimal.js';
import { SourceFormatError } from '../source-format-error.js';
import { DESNZ_SOURCE, type FlatFile, type FlatFileRecord } from './flat-file.js';

/** The gases DESNZ splits a CO2e factor into. */
export type DesnzGas = 'CO2' | 'CH4' | 'N2O';

/**
 * All lines of the flat file for one item in one unit (same Scope, Levels, Column Text and UOM):
 * the CO2e total and the publisher's per-gas split, in kg CO2e per unit.
 */
export interface FactorGroup {
  readonly scope: string;
  readonly level1: string;
  readonly level2: string;
  readonly level3: string;
  readonly level4: string;
  readonly columnText: string;
  readonly uom: string;
  /** Flat-file row and ID of the first line, for notes and errors. */
  readonly firstRow: number;
  readonly firstId: string;
  /** The "kg CO2e" line, or null where the cell is empty (not published). */
  total: Decimal | null;
  /** The "kg CO2e of {gas} per unit" lines that have a value. */
  readonly co2eByGas: Partial<Record<DesnzGas, Decimal>>;
}

function groupKey(r: FlatFileRecord): string {
  return [r.scope, r.level1, r.level2, r.level3, r.level4, r.columnText, r.uom].join('\u0000');
}

/**
 * Groups the lines of one Level 1 category (e.g. "Fuels") by item and unit, in file order.
 * Throws when a line's GHG/Unit is neither "kg CO2e" nor the edition's per-gas label, or
 * when an item repeats a line.
 */
export function groupLevel1(file: FlatFile, level1: string): FactorGroup[] {
  const groups = new Map<string, FactorGroup>();
  const seen = new Set<string>();
  for (const record of file.records.filter((r) => r.level1 === level1)) {
    const at = { source: DESNZ_SOURCE, sheet: file.sheet, table: `Level 1 "${level1}"`, row: record.row };
    const gas = file.gasLine.exec(record.ghgUnit)?.[1] as DesnzGas | undefined;
    if (record.ghgUnit !== 'kg CO2e' && gas === undefined) {
      throw new SourceFormatError(at, `unrecognised GHG/Unit "${record.ghgUnit}"`);
    }
    const key = groupKey(record);
    const slot = `${key}\u0000${record.ghgUnit}`;
    if (seen.has(slot))
      throw new SourceFormatError(at, `"${record.ghgUnit}" given twice for the same item (ID ${record.id})`);
    seen.add(slot);
    let group = groups.get(key);
    if (group === undefined) {
      const { scope, level2, level3, level4, columnText, uom } = record;
      group = {
        scope,
        level1,
        level2,
        level3,
        level4,
        columnText,
        uom,
        firstRow: record.row,
        firstId: record.id,
        total: null,
        co2eByGas: {},
      };
      groups.set(key, group);
    }
    if (record.value === null) continue;
    if (gas === undefined) group.total = record.value;
    else group.co2eByGas[gas] = record.value;
  }
  if (groups.size === 0) {
    throw new SourceFormatError(
      { source: DESNZ_SOURCE, sheet: file.sheet },
      `no lines with Level 1 "${level1}"`,
    );
  }
  return [...groups.values()];
}

/**
 * {@link groupLevel1} of the one Level 1 title, among `titles`, that the file has: for a category
 * the publisher renamed between editions. Throws when the file has none of them, or several.
 */
export function groupRenamedLevel1(file: FlatFile, titles: readonly string[]): FactorGroup[] {
  const present = titles.filter((title) => file.records.some((r) => r.level1 === title));
  if (present.length !== 1) {
    throw new SourceFormatError(
      { source: DESNZ_SOURCE, sheet: file.sheet },
      `expected lines with exactly one of the Level 1 titles ${titles.map((t) => `"${t}"`).join(', ')}; found ${present.length}`,
    );
  }
  return groupLevel1(file, present[0] as string);
}

/**
 * A short, human-readable path of a group for notes: `Fuels > Liquid fuels > Gas oil (litres); DESNZ ID 1_…_1`,
 * or `…; flat file row 123` in the editions before 2023, which have no ID.
 */
export function describeGroup(g: FactorGroup): string {
  const path = [g.level1, g.level2, g.level3, g.level4, g.columnText].filter((p) => p !== '').join(' > ');
  return `${path} (${g.uom}); ${g.firstId === '' ? `flat file row ${g.firstRow}` : `DESNZ ID ${g.firstId}`}`;
}
