import { assembleDataset, type ImportedDataset } from '../assemble-dataset.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { cellText } from '../spreadsheet/cells.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { electricityRows, isLocationTableTitle } from './electricity.js';
import { electricityRows2021 } from './electricity-2021.js';
import { NGA_FUEL_COUNT } from './fuel-ids.js';
import { fuelScope3TableRows, fuelTableRows } from './fuels.js';
import { naturalGasScope1Rows } from './natural-gas.js';
import { naturalGasScope3Rows } from './natural-gas-scope3.js';
import type { NgaContext } from './nga-context.js';
import { ngaGwpBasis } from './nga-gwp.js';
import { ngaHeader } from './nga-header.js';
import { NGA_SOURCE } from './nga-table.js';

/** Options of {@link importNgaWorkbook}. */
export interface NgaImportOptions {
  /** Edition year, e.g. `'2024'`; becomes `datasetVersion` and `effectiveFrom` `{edition}-01-01`. */
  edition: string;
  /** File name recorded in `generatedBy`. */
  fileName?: string;
  /** Link to the publication; defaults to the edition's DCCEEW publication page. */
  sourceUrl?: string;
  /** Where the bytes come from (the publisher's file, or the only copy found), appended to the notes. */
  provenance?: string;
}

const LAYOUT_2022 =
  'Layout of 2022 onwards: Table 1 gives Scope 2 and Scope 3 electricity side by side; tables are found by their titles, since their numbers shift between editions.';
const LAYOUT_2021 =
  'Layout of 2021 (50 tables): Scope 2 by state from Table 5, which reproduces the 2018/19 rows of Table 46; Scope 3 and the national average come from those same 2018/19 rows of Table 46 (the importer checks that Table 5 and Table 46 agree); Table 46\'s "Latest estimate" rows are not used.';

const SOLID_FUELS = /^Table \d+:? (Fuel combustion emission factors|Direct \(scope 1\)).*solid fuels/i;
const LIQUID_FUELS =
  /^Table \d+:? (Fuel combustion emission factors|Direct \(scope 1\)).*liquid fuels.*stationary energy/i;

/** Stationary solid and liquid fuels; the 2021 layout keeps their Scope 3 factors in Tables 42 and 45. */
function fuelRows(sheets: readonly Worksheet[], ctx: NgaContext, table1Layout: boolean): ImportedRow[] {
  const rows = [
    ...fuelTableRows(sheets, 'solid fuels', SOLID_FUELS, ctx),
    ...fuelTableRows(sheets, 'stationary liquid fuels', LIQUID_FUELS, ctx),
    ...(table1Layout
      ? []
      : [
          ...fuelScope3TableRows(
            sheets,
            'Scope 3 solid fuels',
            /^Table \d+: Scope 3 emission factors . solid fuels/i,
            ctx,
          ),
          ...fuelScope3TableRows(
            sheets,
            'Scope 3 liquid fuels',
            /^Table \d+: Scope 3 emission factors . liquid fuels/i,
            ctx,
          ),
        ]),
  ];
  const found = new Set(rows.filter((r) => r.category === 'stationary_combustion').map((r) => r.subcategory));
  if (found.size !== NGA_FUEL_COUNT) {
    throw new SourceFormatError(
      { source: NGA_SOURCE },
      `the solid and liquid fuel tables yielded ${found.size} of the ${NGA_FUEL_COUNT} fuels shipped (${[...found].join(', ')}); a label has changed`,
    );
  }
  return rows;
}

function usesTable1Layout(sheets: readonly Worksheet[]): boolean {
  return sheets.some((sheet) => isLocationTableTitle(cellText(sheet.rows[0]?.[0])));
}

/**
 * Imports a DCCEEW "National Greenhouse Accounts Factors" workbook (`.xlsx` bytes) as dataset
 * `nga-au`, version `opts.edition`. Both layouts are read: the 2021 one (50 tables, Scope 2 in
 * Table 5, Scope 3 in Table 46) and the one from 2022 (Table 1 for electricity, renumbered tables
 * after it). The GWP basis is read from the workbook (see `ngaGwpBasis`).
 *
 * @throws {SourceFormatError} when a table, column or label is not where or what it should be.
 * @throws {DatasetValidationError} when the rows would not form a valid dataset (never partial data).
 * @example
 * const dataset = await importNgaWorkbook(await readFile('national-greenhouse-account-factors-2024.xlsx'), { edition: '2024' });
 */
export async function importNgaWorkbook(bytes: Uint8Array, opts: NgaImportOptions): Promise<ImportedDataset> {
  return ngaFromWorksheets(await readWorkbook(bytes, NGA_SOURCE), opts);
}

/** {@link importNgaWorkbook} on worksheets already read. */
export function ngaFromWorksheets(sheets: readonly Worksheet[], opts: NgaImportOptions): ImportedDataset {
  if (!/^\d{4}$/.test(opts.edition)) {
    throw new SourceFormatError(
      { source: NGA_SOURCE },
      `edition must be a year such as "2024", got "${opts.edition}"`,
    );
  }
  const gwp = ngaGwpBasis(sheets);
  const ctx: NgaContext = { effectiveFrom: `${opts.edition}-01-01`, gwpSet: gwp.gwpSet };
  const table1Layout = usesTable1Layout(sheets);
  const rows = [
    ...(table1Layout ? electricityRows(sheets, ctx) : electricityRows2021(sheets, ctx)),
    ...naturalGasScope1Rows(sheets, ctx),
    ...naturalGasScope3Rows(sheets, ctx),
    ...fuelRows(sheets, ctx, table1Layout),
  ];
  return assembleDataset(ngaHeader(opts, sheets, table1Layout ? LAYOUT_2022 : LAYOUT_2021, gwp), rows);
}
