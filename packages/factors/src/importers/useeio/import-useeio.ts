import type { GwpSet } from '../../schema.js';
import { assembleDataset, type ImportedDataset } from '../assemble-dataset.js';
import type { ImportedRow } from '../imported-row.js';
import { SourceFormatError } from '../source-format-error.js';
import { readUseeioCsv, USEEIO_COLUMNS, USEEIO_SOURCE, type UseeioRecord } from './useeio-csv.js';

/** Options of {@link importUseeio}. */
export interface UseeioImportOptions {
  /** Dataset version, e.g. `'1.2'`. */
  version: string;
  /** DOI link of the release; known for 1.2, required for other versions. */
  sourceUrl?: string;
  /** GWP set (100-year) of the CO2e factors; known for 1.2 (AR4), required for other versions. */
  gwpSet?: GwpSet;
  /** Year of the GHG data, used as `effectiveFrom` `{dataYear}-01-01`; known for 1.2 (2019). */
  dataYear?: number;
  /** File name recorded in `generatedBy`. */
  fileName?: string;
  /** Where the bytes come from (the publisher's file, or the only copy found), appended to the notes. */
  provenance?: string;
}

/** What the documentation of each known release states (reference/factors.md §5). */
const KNOWN_RELEASES: Readonly<Record<string, { sourceUrl: string; gwpSet: GwpSet; dataYear: number }>> = {
  '1.2': { sourceUrl: 'https://doi.org/10.23719/1528686', gwpSet: 'AR4', dataYear: 2019 },
  // v1.3.0: USEEIO v2.2.22-GHG, GHG data year 2022 (2024 US GHG Inventory), AR5-100, 2022 USD
  // (USEPA/supply-chain-factors tag v1.3.0, CalculateEmissionFactors.Rmd and the model spec).
  '1.3': { sourceUrl: 'https://doi.org/10.23719/1531143', gwpSet: 'AR5', dataYear: 2022 },
};

const UNIT = /^kg CO2e\/(\d{4}) USD, purchaser price$/;

function rowOf(record: UseeioRecord, gwpSet: GwpSet, dataYear: number): ImportedRow {
  const priceYear = UNIT.exec(record.unit)?.[1];
  if (record.ghg !== 'All GHGs' || priceYear === undefined || !/^\d{6}$/.test(record.code)) {
    throw new SourceFormatError(
      { source: USEEIO_SOURCE, row: record.row },
      `expected a 6-digit NAICS code, GHG "All GHGs" and unit "kg CO2e/{year} USD, purchaser price"; found "${record.code}", "${record.ghg}", "${record.unit}" (this importer reads the CO2e file, not the by-gas file)`,
    );
  }
  return {
    category: 'purchased_goods',
    subcategory: `naics:${record.code}`,
    unit: 'USD',
    region: 'US',
    factor: record.sefMef,
    gwpSet,
    gwpTimeframe: '100yr',
    effectiveFrom: `${dataYear}-01-01`,
    effectiveTo: null,
    priceYear: Number.parseInt(priceYear, 10),
    notes: `${record.title}; SEF ${record.sef.toFixed()} + MEF ${record.mef.toFixed()}, published SEF+MEF ${record.sefMef.toFixed()} kg CO2e per ${priceYear} USD (purchaser price)`,
  };
}

/**
 * Imports the US EPA "Supply Chain GHG Emission Factors" CSV (USEEIO, CO2e by NAICS-6) as dataset
 * `useeio-sef`: category `purchased_goods`, subcategory `naics:{code}`, unit `USD` with the price
 * year of the file, factor = the published "Supply Chain Emission Factors with Margins" (SEF+MEF,
 * for purchaser-price spend), kept exactly as printed even where it differs from SEF + MEF by rounding.
 *
 * @throws {SourceFormatError} for a missing column, a malformed line or an unexpected unit.
 * @throws {DatasetValidationError} when the rows would not form a valid dataset (e.g. a repeated code).
 * @example
 * const dataset = importUseeio(await readFile('SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv', 'utf8'), { version: '1.2' });
 */
export function importUseeio(csvText: string, opts: UseeioImportOptions): ImportedDataset {
  const known = KNOWN_RELEASES[opts.version];
  const sourceUrl = opts.sourceUrl ?? known?.sourceUrl;
  const gwpSet = opts.gwpSet ?? known?.gwpSet;
  const dataYear = opts.dataYear ?? known?.dataYear;
  if (sourceUrl === undefined || gwpSet === undefined || dataYear === undefined) {
    throw new SourceFormatError(
      { source: USEEIO_SOURCE },
      `version ${opts.version} is not known: pass sourceUrl, gwpSet and dataYear from its documentation`,
    );
  }
  const rows = readUseeioCsv(csvText).map((record) => rowOf(record, gwpSet, dataYear));
  // The dollar year of the spend the factors apply to; every row carries it as priceYear too.
  const priceYears = [...new Set(rows.map((row) => row.priceYear))].join(', ');
  return assembleDataset(
    {
      datasetId: 'useeio-sef',
      datasetVersion: opts.version,
      title: `Supply Chain Greenhouse Gas Emission Factors v${opts.version} by NAICS-6 (USEEIO)`,
      publisher: 'U.S. EPA Office of Research and Development',
      source: `U.S. EPA, Supply Chain GHG Emission Factors for US Commodities and Industries v${opts.version}, ${sourceUrl}`,
      sourceUrl,
      license: 'US government work, public domain',
      generatedBy: `importUseeio(${opts.fileName ?? 'csv'})`,
      notes: [
        `factor = column "${USEEIO_COLUMNS.sefMef}" (SEF+MEF) as published, kg CO2e per USD of the price year (${priceYears} USD), purchaser price; ${gwpSet} 100-year GWPs; GHG data year ${dataYear}. SEF and MEF are quoted in each row's notes.`,
        ...(opts.provenance === undefined ? [] : [`Provenance: ${opts.provenance}`]),
      ].join(' '),
    },
    rows,
  );
}
