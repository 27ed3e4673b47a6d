import type { Decimal } from '../../decimal.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText, optionalCellDecimal } from '../spreadsheet/cells.js';
import { type MassUnit, massToKg, parseMassUnit } from '../unit-conversions.js';
import { findHeaderRow, type HubTable, isSourceOrNotesRow, rowTexts, tableLocation } from './hub-tables.js';

/** The three gases of Table 1, in kg. */
export type CombustionGases = Record<'CO2' | 'CH4' | 'N2O', Decimal>;

/** One fuel line of Table 1, with every mass already converted to kg. */
export interface StationaryFuelRecord {
  readonly name: string;
  /** The heading the fuel is listed under, e.g. `Coal and Coke`, `Biomass Fuels - Solid`. */
  readonly section: string;
  readonly rowNumber: number;
  /** Physical unit as printed in the block's unit row: `short ton`, `scf`, `gallon`. */
  readonly physicalUnit: string;
  /** mmBtu (HHV) per physical unit; null where the Hub gives none (kraft pulping liquor). */
  readonly heatContent: Decimal | null;
  readonly perMmBtu: CombustionGases;
  /** Per physical unit; null where the Hub gives none. */
  readonly perPhysicalUnit: CombustionGases | null;
}

interface FactorColumn {
  index: number;
  gas: keyof CombustionGases;
  mass: MassUnit;
  basis: 'mmBtu' | 'physical';
}

interface UnitBlock {
  physicalUnit: string;
  columns: FactorColumn[];
}

function readUnitRow(table: HubTable, r: number, nameCol: number, heatCol: number): UnitBlock | null {
  const texts = rowTexts(table, r);
  const heat = /^mmBtu per (.+)$/.exec(texts[heatCol] ?? '');
  if (heat?.[1] === undefined) return null;
  const physicalUnit = heat[1];
  const columns: FactorColumn[] = [];
  texts.forEach((text, c) => {
    if (c <= nameCol || c === heatCol || text === '') return;
    const m = /^(\w+) (CO2|CH4|N2O) per (.+)$/.exec(text);
    const mass = parseMassUnit(m?.[1] ?? '');
    const per = m?.[3];
    if (m === null || mass === null || (per !== 'mmBtu' && per !== physicalUnit)) {
      throw new SourceFormatError(tableLocation(table, r, c), `unrecognised unit header "${text}"`);
    }
    columns.push({
      index: c,
      gas: m[2] as keyof CombustionGases,
      mass,
      basis: per === 'mmBtu' ? 'mmBtu' : 'physical',
    });
  });
  for (const basis of ['mmBtu', 'physical'] as const) {
    const gases = columns
      .filter((col) => col.basis === basis)
      .map((col) => col.gas)
      .sort()
      .join(',');
    if (gases !== 'CH4,CO2,N2O') {
      throw new SourceFormatError(
        tableLocation(table, r),
        `expected CO2, CH4 and N2O columns per ${basis}, found ${gases || 'none'}`,
      );
    }
  }
  return { physicalUnit, columns };
}

function readGases(
  table: HubTable,
  r: number,
  block: UnitBlock,
  basis: FactorColumn['basis'],
): CombustionGases | null {
  const values: Partial<CombustionGases> = {};
  for (const col of block.columns.filter((c) => c.basis === basis)) {
    const value = optionalCellDecimal(table.rows[r]?.[col.index], tableLocation(table, r, col.index));
    if (value !== null) values[col.gas] = massToKg(value, col.mass);
  }
  const present = Object.keys(values).length;
  if (present === 0) return null;
  if (present < 3)
    throw new SourceFormatError(tableLocation(table, r), `only some of CO2, CH4, N2O are given per ${basis}`);
  return values as CombustionGases;
}

/**
 * Reads Table 1 "Stationary Combustion": the header row ("Fuel Type", "Heat Content (HHV)"), then
 * blocks each opened by a unit row ("mmBtu per short ton" | "kg CO2 per mmBtu" | … | "g N2O per
 * short ton"), section headings (a name with no numbers) and fuel lines, up to the "Source:" row.
 */
export function readStationaryCombustionTable(table: HubTable): StationaryFuelRecord[] {
  const header = findHeaderRow(table, ['Fuel Type', 'Heat Content (HHV)']);
  const headerTexts = rowTexts(table, header);
  const nameCol = headerTexts.indexOf('Fuel Type');
  const heatCol = headerTexts.indexOf('Heat Content (HHV)');
  const records: StationaryFuelRecord[] = [];
  let block: UnitBlock | null = null;
  let section = '';
  for (let r = header + 1; r < table.endRow; r++) {
    const name = cellText(table.rows[r]?.[nameCol]);
    if (isSourceOrNotesRow(name)) break;
    const unitRow = readUnitRow(table, r, nameCol, heatCol);
    if (unitRow !== null) {
      block = unitRow;
      continue;
    }
    if (name === '') continue;
    if (block === null)
      throw new SourceFormatError(tableLocation(table, r), `fuel "${name}" comes before any unit row`);
    const heatContent = optionalCellDecimal(table.rows[r]?.[heatCol], tableLocation(table, r, heatCol));
    const perMmBtu = readGases(table, r, block, 'mmBtu');
    const perPhysicalUnit = readGases(table, r, block, 'physical');
    if (perMmBtu === null && perPhysicalUnit === null && heatContent === null) {
      section = name;
      continue;
    }
    if (perMmBtu === null)
      throw new SourceFormatError(tableLocation(table, r), `fuel "${name}" has no per-mmBtu factors`);
    records.push({
      name,
      section,
      rowNumber: r + 1,
      physicalUnit: block.physicalUnit,
      heatContent,
      perMmBtu,
      perPhysicalUnit,
    });
  }
  if (records.length === 0) throw new SourceFormatError(tableLocation(table), 'no fuel rows found');
  return records;
}
