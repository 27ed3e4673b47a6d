import { assembleDataset, type ImportedDataset } from '../assemble-dataset.js';
import { SourceFormatError } from '../source-format-error.js';
import { readWorkbook, type Worksheet } from '../spreadsheet/workbook.js';
import { airTravelRows } from './air-travel.js';
import { forecourtBiogenicCo2 } from './biogenic.js';
import { desnzHeader } from './desnz-header.js';
import type { DesnzContext } from './desnz-row.js';
import { transmissionLossRows, ukElectricityRows } from './electricity.js';
import { groupLevel1, groupRenamedLevel1 } from './factor-groups.js';
import { DESNZ_SOURCE, gasLineLabel, readFlatFile, readFlatFileVersion } from './flat-file.js';
import { freightRows } from './freight.js';
import { fuelRows } from './fuels.js';
import { hotelStayRows } from './hotel-stay.js';
import { landTravelRows } from './land-travel.js';
import { materialUseRows } from './material-use.js';
import { OVERSEAS_WTT_ELECTRICITY } from './overseas-electricity.js';
import { editionGwpSet, refrigerantRows } from './refrigerants.js';
import { wasteRows } from './waste.js';
import { WTT_ELECTRICITY_LEVEL1, wttElectricityRows, wttFuelRows } from './wtt.js';

/** Options of {@link importDesnzFlatFile}. */
export interface DesnzImportOptions {
  /** Edition year, e.g. `'2025'`: must match the year in the factor column title. */
  edition: '2024' | '2025' | (string & {});
  /** Link to the publication; defaults to the gov.uk page of the edition. */
  sourceUrl?: string;
  /** File name recorded in `generatedBy`. */
  fileName?: string;
  /**
   * Where the bytes come from, appended to the notes: the publisher's file as released, or a copy
   * re-saved by a third party (which may differ from it in more than its cell values).
   */
  provenance?: string;
}

/**
 * Imports the UK DESNZ "Greenhouse gas reporting: conversion factors" flat-format workbook
 * (`.xlsx` bytes) as dataset `desnz-ghg-cf`, region `GB`: Fuels, UK electricity, T&D, business
 * travel by air and land, waste disposal, refrigerants, and the well-to-tank factors of fuels
 * (`wtt_fuels`) and of electricity (`electricity/wtt_generation`, `electricity/wtt_td_losses`; the
 * other countries of the editions 2019–2021 with their ISO code as region),
 * material use (`material_use`, per tonne), hotel stays by country (`hotel_stay`, per room-night)
 * and freighting goods (`freight`). Factors are kg CO2e on AR5 100-year
 * GWPs as DESNZ publishes them, with the per-gas split in `co2eByGas`; the biogenic CO2 of
 * forecourt diesel and petrol ("Outside of scopes") is attached as `gases.CO2_biogenic`.
 *
 * @throws {SourceFormatError} when the sheet, a header, a unit or a label is not what the importer knows.
 * @throws {DatasetValidationError} when the rows would not form a valid dataset (never partial data).
 * @example
 * const dataset = await importDesnzFlatFile(await readFile('ghg-conversion-factors-2025-flat-format-v1.xlsx'), { edition: '2025' });
 */
export async function importDesnzFlatFile(
  bytes: Uint8Array,
  opts: DesnzImportOptions,
): Promise<ImportedDataset> {
  return desnzFromWorksheets(await readWorkbook(bytes, DESNZ_SOURCE), opts);
}

/** {@link importDesnzFlatFile} on worksheets already read (tests, or a caller that read the workbook itself). */
export function desnzFromWorksheets(sheets: readonly Worksheet[], opts: DesnzImportOptions): ImportedDataset {
  const file = readFlatFile(sheets);
  if (file.year !== opts.edition) {
    throw new SourceFormatError(
      { source: DESNZ_SOURCE, sheet: file.sheet },
      `the factor column is for ${file.year}, but edition "${opts.edition}" was requested`,
    );
  }
  const base = {
    sheet: file.sheet,
    region: 'GB',
    effective: { effectiveFrom: `${opts.edition}-01-01`, effectiveTo: null },
  };
  const refrigerants = groupLevel1(file, 'Refrigerant & other');
  const ctx: DesnzContext = { ...base, gwpSet: editionGwpSet(base, refrigerants) };
  const biogenic = forecourtBiogenicCo2(ctx, groupLevel1(file, 'Outside of scopes'));
  const fuels = groupLevel1(file, 'Fuels');
  const wttElectricity = groupRenamedLevel1(file, WTT_ELECTRICITY_LEVEL1);
  const rows = [
    ...fuelRows(ctx, fuels, biogenic.byFuelAndUnit),
    ...ukElectricityRows(ctx, groupLevel1(file, 'UK electricity')),
    ...transmissionLossRows(ctx, groupLevel1(file, 'Transmission and distribution')),
    ...airTravelRows(ctx, groupLevel1(file, 'Business travel- air')),
    ...landTravelRows(ctx, groupLevel1(file, 'Business travel- land')),
    ...wasteRows(ctx, groupLevel1(file, 'Waste disposal')),
    ...refrigerantRows(ctx, refrigerants),
    ...wttFuelRows(ctx, groupLevel1(file, 'WTT- fuels'), fuels),
    ...wttElectricityRows(ctx, wttElectricity),
    ...freightRows(ctx, groupLevel1(file, 'Freighting goods')),
    ...materialUseRows(ctx, groupLevel1(file, 'Material use')),
    ...hotelStayRows(ctx, groupLevel1(file, 'Hotel stay')),
  ];
  const attached = rows.filter((r) => r.gases?.CO2_biogenic !== undefined).length;
  if (attached !== biogenic.byFuelAndUnit.size) {
    throw new SourceFormatError(
      { source: DESNZ_SOURCE, sheet: file.sheet, table: 'Level 1 "Outside of scopes"' },
      `only ${attached} of ${biogenic.byFuelAndUnit.size} forecourt biogenic CO2 lines match a fuel row`,
    );
  }
  return assembleDataset(
    desnzHeader(opts, {
      version: readFlatFileVersion(sheets),
      gasLineLabel: gasLineLabel(file),
      gwpSet: ctx.gwpSet,
      singleRefrigerantColumn: refrigerants.some((g) => g.columnText === ''),
      biogenicNotAttached: biogenic.notAttached,
      bounds: file.bounds,
      overseasWttElectricity: wttElectricity.some((g) => g.level2 in OVERSEAS_WTT_ELECTRICITY),
    }),
    rows,
  );
}
