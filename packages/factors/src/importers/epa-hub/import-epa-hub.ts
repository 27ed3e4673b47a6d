import { assembleDataset, type ImportedDataset } from '../assemble-dataset.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { businessTravelRows } from './business-travel.js';
import { epaHubHeader } from './epa-hub-header.js';
import { freightRows } from './freight.js';
import type { HubContext } from './hub-context.js';
import { EPA_HUB_SOURCE, locateHubTables, requireTable } from './hub-tables.js';
import { mobileCombustionRows } from './mobile-combustion.js';
import { blendRows, singleGasRows } from './refrigerants.js';
import { stationaryCombustionRows } from './stationary-combustion.js';
import { steamRows } from './steam.js';
import { wasteRows } from './waste.js';

/** Options of {@link importEpaHub}. */
export interface EpaHubImportOptions {
  /** Edition year of the Hub, e.g. `'2025'`; becomes `datasetVersion` and `effectiveFrom` `{edition}-01-01`. */
  edition: '2024' | '2025' | (string & {});
  /** Link to the publication; defaults to the known 2024/2025 files, else the Hub's landing page. */
  sourceUrl?: string;
  /** File name recorded in `generatedBy`. */
  fileName?: string;
  /** Where the bytes come from (the publisher's file, or a copy re-saved by a third party), appended to the notes. */
  provenance?: string;
}

/**
 * Imports the US EPA "GHG Emission Factors Hub" workbook (`.xlsx` bytes) as dataset `epa-ghg-hub`.
 * Tables are found by their titles, not by row numbers: Table 1 stationary combustion, Table 2
 * mobile combustion CO2, Table 7 steam, Table 8 freight (Scope 3 categories 4 and 9), Table 9 waste,
 * Table 10 business travel and commuting, Table 11 single gases and Table 12 refrigerant blends.
 * Table 6 (eGRID) is not part of this dataset: the eGRID rates are the `epa-egrid` series, one
 * dataset per eGRID data year (`importEgridSummaryTables`, or `importEgridFromHub` for an edition
 * only the Hub prints), so that a grid factor has one candidate for each year.
 * Every value is read from the stored cell text and converted with exact decimal arithmetic.
 *
 * @throws {SourceFormatError} when a table, column, unit or label is not where or what it should be.
 * @throws {DatasetValidationError} when the rows would not form a valid dataset (never partial data).
 * @example
 * const dataset = await importEpaHub(await readFile('ghg-emission-factors-hub-2025.xlsx'), { edition: '2025' });
 */
export async function importEpaHub(bytes: Uint8Array, opts: EpaHubImportOptions): Promise<ImportedDataset> {
  return epaHubFromWorksheets(await readWorkbook(bytes, EPA_HUB_SOURCE), opts);
}

/** {@link importEpaHub} on worksheets already read (tests, or a caller that read the workbook itself). */
export function epaHubFromWorksheets(
  sheets: readonly Worksheet[],
  opts: EpaHubImportOptions,
): ImportedDataset {
  if (!/^\d{4}$/.test(opts.edition)) {
    throw new SourceFormatError(
      { source: EPA_HUB_SOURCE },
      `edition must be a year such as "2025", got "${opts.edition}"`,
    );
  }
  const tables = locateHubTables(sheets);
  const ctx: HubContext = {
    region: 'US',
    effective: { effectiveFrom: `${opts.edition}-01-01`, effectiveTo: null },
  };
  const table1 = requireTable(tables, 1, /stationary combustion/i);
  const stationary = stationaryCombustionRows(table1, ctx);
  const blends = blendRows(requireTable(tables, 12, /blended refrigerants/i), ctx);
  const rows: ImportedRow[] = [
    ...stationary.rows,
    ...mobileCombustionRows(requireTable(tables, 2, /mobile combustion CO2/i), ctx, stationary.biomassIds),
    ...steamRows(requireTable(tables, 7, /steam and heat/i), ctx),
    ...freightRows(requireTable(tables, 8, /transportation and distribution/i), ctx),
    ...wasteRows(requireTable(tables, 9, /waste/i), ctx),
    ...businessTravelRows(requireTable(tables, 10, /business travel/i), ctx),
    ...singleGasRows(requireTable(tables, 11, /global warming potential/i), ctx),
    ...blends.rows,
  ];
  return assembleDataset(epaHubHeader(opts, table1.rows, blends.leftOut), rows);
}
