import type { DatasetHeader } from '../assemble-dataset.js';
import { cellText } from '../spreadsheet/cells.js';
import type { Worksheet } from '../spreadsheet/workbook.js';
import type { NgaGwpBasis } from './nga-gwp.js';

const PUBLICATIONS =
  'https://www.dcceew.gov.au/climate-change/publications/national-greenhouse-accounts-factors';

/** The date the Introduction sheet prints under the title ("July 2023"), when it prints one. */
function introductionDate(sheets: readonly Worksheet[]): string | undefined {
  const intro = sheets.find((sheet) => /^introduction$/i.test(sheet.name.trim()));
  const texts = intro?.rows.flatMap((row) => row.map((cell) => cellText(cell))) ?? [];
  return texts.find((text) => /^([A-Z][a-z]+ )?\d{4}$/.test(text));
}

/** Dataset header of an imported NGA edition. */
export function ngaHeader(
  opts: { edition: string; fileName?: string; sourceUrl?: string; provenance?: string },
  sheets: readonly Worksheet[],
  layout: string,
  gwp: NgaGwpBasis,
): DatasetHeader {
  const printed = introductionDate(sheets);
  return {
    datasetId: 'nga-au',
    datasetVersion: opts.edition,
    title: `Australian National Greenhouse Accounts Factors ${opts.edition}`,
    publisher:
      'Australian Government, Department of Climate Change, Energy, the Environment and Water (DCCEEW)',
    source: `DCCEEW, Australian National Greenhouse Accounts Factors ${opts.edition}, workbook${printed === undefined ? '' : ` (Introduction: "${printed}")`}`,
    sourceUrl: opts.sourceUrl ?? `${PUBLICATIONS}-${opts.edition}`,
    license:
      'Creative Commons Attribution 4.0 International, under which DCCEEW releases its publications; the workbook itself states no licence',
    generatedBy: `importNgaWorkbook(${opts.fileName ?? 'workbook'})`,
    notes: [
      `Numbers are the stored cell values (rounded to Excel's 15 significant digits), in kg CO2-e as published. ${layout}`,
      `GWP basis ${gwp.gwpSet} 100-year, read from the workbook: ${gwp.evidence}; CO2-e rows cannot be restated in another set (GWP_SET_MISMATCH).`,
      'Regions: "New South Wales and Australian Capital Territory" is shipped under both AU-NSW and AU-ACT; AU-WA is the South West Interconnected System (SWIS) for electricity and the whole state for gas; AU-WA-NWIS the North Western system; AU-NT the Northern Territory (from 2022 named by its Darwin Katherine system, DKIS).',
      "Imported: electricity Scope 2 (grid_average) and Scope 3 (upstream) per kWh; natural gas distributed in a pipeline, Scope 1 per GJ with the publisher's CO2/CH4/N2O split; Scope 3 of natural gas (wtt_fuels, metro and non-metro) per GJ; from the stationary solid and liquid fuel tables, Scope 1 per GJ with the CO2/CH4/N2O split and Scope 3 (wtt_fuels) per GJ of diesel, gasoline, aviation gasoline, kerosene, jet fuel, LPG, fuel oil, heating oil and bituminous, sub-bituminous, anthracite, brown and coking coal (`{fuel}@energy`). Cells printed NE, NA or C (confidential) are left out. Other fuels (lubricants, refinery products, waste-derived, biomass and biofuels), transport fuels, the market-based residual mix and the other tables are not imported.",
      ...(opts.provenance === undefined ? [] : [`Provenance: ${opts.provenance}`]),
    ].join(' '),
  };
}
