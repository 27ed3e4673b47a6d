import { assembleDataset, type ImportedDataset } from '../assemble-dataset.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { type EgridHeaderOptions, egridHeader } from './egrid-header.js';
import {
  EGRID_SOURCE,
  type EgridTable,
  egridLocation,
  requireEgridTable,
  titleDataYear,
} from './egrid-tables.js';
import { rateLayout } from './rate-layout.js';
import { rateRows } from './rate-rows.js';

/** Options of {@link importEgridSummaryTables}. */
export type EgridImportOptions = EgridHeaderOptions;

function tableRows(table: EgridTable, edition: string, kind: 'subregion' | 'state'): ImportedRow[] {
  const dataYear = titleDataYear(table);
  if (dataYear !== edition)
    throw new SourceFormatError(
      egridLocation(table, 0),
      `the table is eGRID${dataYear}, not eGRID${edition}`,
    );
  const subregion = kind === 'subregion';
  const layout = rateLayout(table, subregion ? /^eGRID subregion acronym$/i : /^State$/i);
  return rateRows(table, layout, {
    dataYear,
    labelPattern: subregion ? /^[A-Z0-9]{4}$/ : /^[A-Z]{2}$/,
    labelKind: kind,
  });
}

function sameGases(a: ImportedRow, b: ImportedRow): boolean {
  const keys = Object.keys(a.gases ?? {});
  return keys.every((gas) => a.gases?.[gas]?.equals(b.gases?.[gas] ?? Number.NaN) === true);
}

/**
 * Imports the eGRID summary tables workbook (`.xlsx` bytes; eGRID2019, eGRID2021 and eGRID2023
 * layouts) as dataset `epa-egrid`, version = the data year: Table 1 subregion total output
 * emission rates (`US-CAMX`, the U.S. total as `US`) with the grid gross loss in their notes, and
 * Table 3 state rates (`US-CA`). The U.S. total of Table 3 must equal Table 1's and is kept once.
 *
 * @throws {SourceFormatError} when a table, header, unit or label is not what the layouts expect,
 * or the tables are of another data year than `opts.edition`.
 * @throws {DatasetValidationError} when the rows would not form a valid dataset.
 * @example
 * const dataset = await importEgridSummaryTables(await readFile('egrid2019_summary_tables.xlsx'), { edition: '2019' });
 */
export async function importEgridSummaryTables(
  bytes: Uint8Array,
  opts: EgridImportOptions,
): Promise<ImportedDataset> {
  return egridFromWorksheets(await readWorkbook(bytes, EGRID_SOURCE), opts);
}

/** {@link importEgridSummaryTables} on worksheets already read. */
export function egridFromWorksheets(sheets: readonly Worksheet[], opts: EgridImportOptions): ImportedDataset {
  const table1 = requireEgridTable(sheets, 1, /^Subregion Output Emission Rates/i);
  const table3 = requireEgridTable(sheets, 3, /^State Output Emission Rates/i);
  const subregions = tableRows(table1, opts.edition, 'subregion');
  const states = tableRows(table3, opts.edition, 'state');
  const usOf = (rows: ImportedRow[]) => rows.find((row) => row.region === 'US');
  const us1 = usOf(subregions);
  const us3 = usOf(states);
  if (us1 === undefined || (us3 !== undefined && !sameGases(us1, us3)))
    throw new SourceFormatError(
      egridLocation(table3),
      'the U.S. total is missing from Table 1 or differs from Table 3',
    );
  return assembleDataset(
    egridHeader(opts, {
      source: `U.S. EPA, eGRID${opts.edition} Summary Tables (Table 1 Subregion Output Emission Rates, Table 3 State Output Emission Rates)`,
      generatedBy: `importEgridSummaryTables(${opts.fileName ?? 'workbook'})`,
      scope:
        'Imported: Table 1 subregion rates (region US-{acronym}, the U.S. total as US) and Table 3 state rates (region US-{state}); Tables 2 and 4 (resource mix) are not imported.',
    }),
    [...subregions, ...states.filter((row) => row.region !== 'US')],
  );
}
