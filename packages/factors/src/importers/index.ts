/**
 * Importers for the publishers' own file formats. Each takes the file's bytes or text (no file
 * system access) and returns a validated dataset with exact decimal strings, or throws.
 * @module
 */
export {
  assembleDataset,
  type DatasetHeader,
  type ImportedDataset,
  serializeDataset,
} from './assemble-dataset.js';
export { type DesnzImportOptions, importDesnzFlatFile } from './desnz/import-desnz.js';
export { type EgridFromHubOptions, importEgridFromHub } from './egrid/egrid-from-hub.js';
export type { EgridHeaderOptions } from './egrid/egrid-header.js';
export { type EgridImportOptions, importEgridSummaryTables } from './egrid/import-egrid.js';
export { type EpaHubImportOptions, importEpaHub } from './epa-hub/import-epa-hub.js';
export { type ImportedRow, type ImportedRowJson, rowToJson } from './imported-row.js';
export { importNgaWorkbook, type NgaImportOptions } from './nga/import-nga.js';
export { SourceFormatError, type SourceLocation } from './source-format-error.js';
export { EXCEL_SIGNIFICANT_DIGITS, excelNumberToDecimal } from './spreadsheet/excel-number.js';
export { importUseeio, type UseeioImportOptions } from './useeio/import-useeio.js';
