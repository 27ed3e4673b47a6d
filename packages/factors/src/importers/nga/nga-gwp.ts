import { gwpValue } from '../../gwp.js';
import type { GwpSet } from '../../schema.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import { findTable, NGA_SOURCE, publishedValue } from './nga-table.js';

/** The GWP basis an NGA workbook states, and where it says so. */
export interface NgaGwpBasis {
  readonly gwpSet: GwpSet;
  readonly evidence: string;
}

const STATED_SET = /Global Warming Potentials? \((AR[456])\)/i;

function statedSet(sheets: readonly Worksheet[]): NgaGwpBasis | undefined {
  for (const sheet of sheets) {
    for (const row of sheet.rows) {
      for (const cell of row) {
        const match = STATED_SET.exec(cellText(cell));
        if (match?.[1] !== undefined) {
          const gwpSet = match[1].toUpperCase() as GwpSet;
          return { gwpSet, evidence: `sheet "${sheet.name}" heads its GWP column "${cellText(cell)}"` };
        }
      }
    }
  }
  return undefined;
}

/** The 2021 layout names no set: its GWP table is matched against the 100-year values of each set. */
function listedSet(sheets: readonly Worksheet[]): NgaGwpBasis {
  const table = findTable(sheets, 'global warming potentials', (t) => /global warming potentials$/i.test(t));
  const listed = new Map<string, string>();
  table.rows.forEach((row, index) => {
    const formula = cellText(row[1]);
    if (formula === 'CH4' || formula === 'N2O')
      listed.set(formula, publishedValue(table, index, 2)?.toString() ?? '');
  });
  const sets: GwpSet[] = ['AR4', 'AR5', 'AR6'];
  const gwpSet = sets.find((set) =>
    ['CH4', 'N2O'].every((gas) => listed.get(gas) === gwpValue(gas, set, '100yr').toString()),
  );
  if (gwpSet === undefined) {
    throw new SourceFormatError(
      { source: NGA_SOURCE, sheet: table.sheet, table: table.title },
      `CH4 ${listed.get('CH4')} and N2O ${listed.get('N2O')} are the 100-year GWPs of no known IPCC set`,
    );
  }
  return {
    gwpSet,
    evidence: `"${table.title}" lists CH4 ${listed.get('CH4')} and N2O ${listed.get('N2O')}, the ${gwpSet} 100-year values`,
  };
}

/**
 * Reads the GWP basis of the workbook's CO2-e factors: the set a table heading names
 * ("Global Warming Potentials (AR5)", from 2022), else the set whose 100-year CH4 and N2O
 * values the GWP table lists (2021). NGER uses 100-year values throughout.
 */
export function ngaGwpBasis(sheets: readonly Worksheet[]): NgaGwpBasis {
  return statedSet(sheets) ?? listedSet(sheets);
}
