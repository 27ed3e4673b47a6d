import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import type { SourceFormatError } from '../source-format-error.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { DESNZ_SOURCE } from './flat-file.js';
import { desnzFromWorksheets } from './import-desnz.js';

/**
 * Test support for the DESNZ importer's tests (not exported by the package): the shipped flat files
 * by edition, a cell read with SheetJS independently of the importer, and the error an edited
 * workbook gives.
 */
export const DESNZ_FILES: Readonly<Record<string, string>> = {
  '2019': 'conversion-factors-2019-flat-file-v01-02.xls',
  '2020': 'Conversion_Factors_2020_-_Flat_file__for_automatic_processing_only_.xlsx',
  '2021': 'conversion-factors-2021-flat-file-automatic-processing.xls',
  '2022': 'ghg-conversion-factors-2022-flat-format.xls',
  '2023': 'ghg-conversion-factors-2023-flat-file-update.xlsx',
  '2024': 'ghg-conversion-factors-2024-flat-format-v1.1.xlsx',
  '2025': 'ghg-conversion-factors-2025-flat-format-v1.xlsx',
};

const sourceBytes = (edition: string) =>
  readFile(new URL(`../../../sources/${DESNZ_FILES[edition]}`, import.meta.url));

/** The worksheets of an edition's flat file, as the importer reads them. */
export async function desnzSheets(edition: string): Promise<Worksheet[]> {
  return readWorkbook(await sourceBytes(edition), DESNZ_SOURCE);
}

/**
 * The line of `cell` (its value and the texts of its Level, Column Text, UOM and GHG columns, found by
 * header title) in sheet "Factors by Category", read with SheetJS, independently of the importer.
 */
export async function publisherRow(edition: string, cell: string) {
  const sheet = read(await sourceBytes(edition), { type: 'buffer', sheets: ['Factors by Category'] }).Sheets[
    'Factors by Category'
  ];
  if (sheet === undefined) throw new Error(`no sheet "Factors by Category" in ${DESNZ_FILES[edition]}`);
  const grid = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' });
  const header = grid.find((r) => r.includes('Level 1'))?.map(String) ?? [];
  const { r } = utils.decode_cell(cell);
  const at = (title: string) => String(grid[r]?.[header.indexOf(title)] ?? '').trim();
  const ghg = header.includes('GHG/Unit') ? 'GHG/Unit' : 'GHG';
  return {
    level1: at('Level 1'),
    level2: at('Level 2'),
    level3: at('Level 3'),
    columnText: at('Column Text'),
    uom: at('UOM'),
    ghg: at(ghg),
    value: sheet[cell]?.v,
  };
}

/** The error the import of edited worksheets gives; throws when the import succeeds. */
export function importFailure(edited: Worksheet[], edition: string): SourceFormatError {
  try {
    desnzFromWorksheets(edited, { edition });
  } catch (error) {
    return error as SourceFormatError;
  }
  throw new Error('expected the import to fail');
}
