import { readFile } from 'node:fs/promises';
import {
  type ImportedDataset,
  importDesnzFlatFile,
  importEgridFromHub,
  importEgridSummaryTables,
  importEpaHub,
  importNgaWorkbook,
  importUseeio,
  serializeDataset,
} from '../src/importers/index.js';

/** One shipped dataset file and how it is produced from an official source file. */
export interface DatasetSource {
  /** File in `packages/factors/sources`. */
  readonly sourceFile: string;
  /** File in `packages/factors/data`. */
  readonly dataFile: string;
  readonly importFrom: (bytes: Buffer, fileName: string) => Promise<ImportedDataset> | ImportedDataset;
}

/**
 * The BEIS/DESNZ flat files of 2019–2023, each with its `.provenance.json` beside it in `sources/`
 * (copies committed to public repositories; the provenance file names them and their checks).
 */
const DESNZ_LEGACY_EDITIONS = [
  {
    edition: '2019',
    sourceFile: 'conversion-factors-2019-flat-file-v01-02.xls',
    provenance:
      'the publisher\'s bytes as far as can be told: a copy from a public repository (TEC-Toolkit/cfkg), byte-identical to an independent copy, last saved by the BEIS author (front page "Version: 1.03"); see the .provenance.json beside the source file.',
  },
  {
    edition: '2020',
    sourceFile: 'Conversion_Factors_2020_-_Flat_file__for_automatic_processing_only_.xlsx',
    provenance:
      "the publisher's bytes as far as can be told: a copy from a public repository (TEC-Toolkit/cfkg), byte-identical to an independent copy, last modified by BEIS on 2020-06-09; see the .provenance.json beside the source file.",
  },
  {
    edition: '2021',
    sourceFile: 'conversion-factors-2021-flat-file-automatic-processing.xls',
    provenance:
      "the publisher's bytes as far as can be told: a copy from a public repository (TEC-Toolkit/cfkg), byte-identical to an independent copy, last saved by BEIS on 2022-01-19 (a later copy re-opened by a third party was not used); see the .provenance.json beside the source file.",
  },
  {
    edition: '2022',
    sourceFile: 'ghg-conversion-factors-2022-flat-format.xls',
    provenance:
      'the only copy found: from a public repository (TEC-Toolkit/cfkg), last saved by BEIS on 2022-09-08 (the September 2022 corrected file); no independent copy was found to compare it with (later copies re-opened by a third party were not used); see the .provenance.json beside the source file.',
  },
  {
    edition: '2023',
    sourceFile: 'ghg-conversion-factors-2023-flat-file-update.xlsx',
    provenance:
      'the publisher\'s bytes as far as can be told: a copy from a public repository (TEC-Toolkit/cfkg) whose SHA-256 an unrelated project also lists, last modified by BEIS staff on 2023-06-21 (front page "Version: 1.1", the June 2023 update); see the .provenance.json beside the source file.',
  },
] as const;

/**
 * The DCCEEW National Greenhouse Accounts Factors workbooks of 2021–2024, each with its
 * `.provenance.json` beside it in `sources/`: the only copies found, all from one public repository.
 */
const NGA_EDITIONS = [
  {
    edition: '2021',
    provenance:
      "the only copy found, from a public repository (krledger/emissionsGreenHouseGas); its document properties name no author or last editor (blanked) and give 2021-07-29 as last modified, so whether these are the publisher's bytes cannot be told; Table 5 values agree with the figures other projects quote; see the .provenance.json beside the source file.",
  },
  {
    edition: '2022',
    provenance:
      "the only copy found, from a public repository (krledger/emissionsGreenHouseGas); last modified by DCCEEW staff on 2022-11-08 according to its document properties, so taken as the publisher's bytes as far as can be told; byte identity with dcceew.gov.au not verified; see the .provenance.json beside the source file.",
  },
  {
    edition: '2023',
    provenance:
      "the only copy found, from a public repository (krledger/emissionsGreenHouseGas); last modified by DCCEEW staff on 2023-09-14 according to its document properties, so taken as the publisher's bytes as far as can be told; byte identity with dcceew.gov.au not verified; see the .provenance.json beside the source file.",
  },
  {
    edition: '2024',
    provenance:
      'the only copy found, from a public repository (krledger/emissionsGreenHouseGas); last modified by DCCEEW staff on 2024-09-02 according to its document properties (whose title still reads "Workbook 2022", carried over by the publisher), so taken as the publisher\'s bytes as far as can be told; byte identity with dcceew.gov.au not verified; see the .provenance.json beside the source file.',
  },
] as const;

/**
 * The eGRID summary tables, each with its `.provenance.json` beside it in `sources/` (no file URL
 * of the publisher could be established; two of the three are copies re-saved by a third party).
 */
const EGRID_EDITIONS = [
  {
    edition: '2019',
    sourceFile: 'egrid2019_summary_tables.xlsx',
    provenance:
      "a copy re-saved by a third party, not the publisher's bytes: the only copy found, from a public repository (ebtesam25/ecoin), created by EPA on 2021-02-24 but modified 2021-04-04; its values match EPA publications (all 26 subregions of the EPA Hub 2021 Table 6); see the .provenance.json beside the source file.",
  },
  {
    edition: '2021',
    sourceFile: 'eGRID2021_summary_tables.xlsx',
    provenance:
      "a copy re-saved by a third party, not the publisher's bytes: the only copy found, from a public repository (meganlty/energy_price_app), created by EPA on 2023-01-31 but modified 2023-10-05; the values look unedited; the EPA Hub 2023 workbook was not found, but the US, CAMX and MROW rates agree with the Hub 2023 values an independent project extracted (reference/factors.md §2.4); see the .provenance.json beside the source file.",
  },
  {
    edition: '2023',
    sourceFile: 'egrid2023_summary_tables_rev1.xlsx',
    provenance:
      "the publisher's file as far as can be told: revision 1 (January 2025, since superseded by rev2 of June 2025), from a public repository (ISALGroup/Industrial-decarb), last modified by the eGRID team on the day of production; CAMX, NEWE and the US average equal the EPA Hub 2025 Table 6; see the .provenance.json beside the source file.",
  },
] as const;

/** Every dataset this package ships that is generated from a publisher's file. */
export const DATASET_SOURCES: readonly DatasetSource[] = [
  {
    sourceFile: 'ghg-emission-factors-hub-2021.xlsx',
    dataFile: 'epa-ghg-hub-2021.json',
    importFrom: (bytes, fileName) =>
      importEpaHub(bytes, {
        edition: '2021',
        fileName,
        sourceUrl: 'https://www.epa.gov/system/files/documents/2023-04/emission-factors_sept2021.pdf',
        provenance:
          'the only copy found, from a public repository (Metropolitan-Council/ghg-cprg); last modified by "WSP" on 2021-09-15, the "Last Modified" date the sheet prints, so taken as the publisher\'s bytes as far as can be told; Table 6 agrees with the eGRID2019 summary tables in 26 of 26 subregions; see the .provenance.json beside the source file.',
      }),
  },
  {
    sourceFile: 'ghg-emission-factors-hub-2024.xlsx',
    dataFile: 'epa-ghg-hub-2024.json',
    importFrom: (bytes, fileName) => importEpaHub(bytes, { edition: '2024', fileName }),
  },
  {
    sourceFile: 'ghg-emission-factors-hub-2025.xlsx',
    dataFile: 'epa-ghg-hub-2025.json',
    importFrom: (bytes, fileName) =>
      importEpaHub(bytes, {
        edition: '2025',
        fileName,
        provenance:
          'a copy re-saved by a third party, not the publisher\'s bytes: besides the publisher\'s "Emission Factors Hub" sheet it holds a sheet a user added ("Sheet1"), which the importer ignores; its cells match the values an independent project quotes from the official workbook (reference/factors.md).',
      }),
  },
  ...EGRID_EDITIONS.map(
    ({ edition, sourceFile, provenance }): DatasetSource => ({
      sourceFile,
      dataFile: `epa-egrid-${edition}.json`,
      importFrom: (bytes, fileName) => importEgridSummaryTables(bytes, { edition, fileName, provenance }),
    }),
  ),
  {
    sourceFile: 'ghg-emission-factors-hub-2024.xlsx',
    dataFile: 'epa-egrid-2022.json',
    importFrom: (bytes, fileName) =>
      importEgridFromHub(bytes, {
        edition: '2022',
        hubEdition: '2024',
        fileName,
        sourceUrl: 'https://www.epa.gov/system/files/documents/2024-02/ghg-emission-factors-hub-2024.xlsx',
        provenance:
          'Table 6 of the EPA GHG Emission Factors Hub 2024 (which cites eGRID2022, January 2024), the same file as dataset epa-ghg-hub 2024 (see ghg-emission-factors-hub-2024.provenance.json beside it); the eGRID2022 summary tables were not found.',
      }),
  },
  ...DESNZ_LEGACY_EDITIONS.map(
    ({ edition, sourceFile, provenance }): DatasetSource => ({
      sourceFile,
      dataFile: `desnz-ghg-cf-${edition}.json`,
      importFrom: (bytes, fileName) => importDesnzFlatFile(bytes, { edition, fileName, provenance }),
    }),
  ),
  {
    sourceFile: 'ghg-conversion-factors-2024-flat-format-v1.1.xlsx',
    dataFile: 'desnz-ghg-cf-2024.json',
    importFrom: (bytes, fileName) =>
      importDesnzFlatFile(bytes, {
        edition: '2024',
        fileName,
        provenance:
          'a copy re-saved by a third party, not the publisher\'s bytes: besides the publisher\'s "Front page" and "Factors by Category" it holds two sheets a user added ("Sheet1", "Sheet2"), which the importer ignores. The factor values were cross-checked against the DESNZ 2024 condensed set (reference/factors.md).',
      }),
  },
  {
    sourceFile: 'ghg-conversion-factors-2025-flat-format-v1.xlsx',
    dataFile: 'desnz-ghg-cf-2025.json',
    importFrom: (bytes, fileName) => importDesnzFlatFile(bytes, { edition: '2025', fileName }),
  },
  ...NGA_EDITIONS.map(
    ({ edition, provenance }): DatasetSource => ({
      sourceFile: `national-greenhouse-account-factors-${edition}.xlsx`,
      dataFile: `nga-au-${edition}.json`,
      importFrom: (bytes, fileName) => importNgaWorkbook(bytes, { edition, fileName, provenance }),
    }),
  ),
  {
    sourceFile: 'SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv',
    dataFile: 'useeio-sef-1.2.json',
    importFrom: (bytes, fileName) => importUseeio(bytes.toString('utf8'), { version: '1.2', fileName }),
  },
  {
    sourceFile: 'SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv',
    dataFile: 'useeio-sef-1.3.json',
    importFrom: (bytes, fileName) =>
      importUseeio(bytes.toString('utf8'), {
        version: '1.3',
        fileName,
        provenance:
          "the only copy found, from a public repository (sungkomp/mcp-csv-agent); byte identity with the publisher's file (pasteur.epa.gov, DOI 10.23719/1531143) could not be verified, but the values checked equal those several unrelated projects quote from v1.3; see the .provenance.json beside the source file.",
      }),
  },
];

/** The `sources` and `data` folders of @ctp/factors, found relative to this file. */
export const PACKAGE_DIRS = {
  sources: new URL('../sources/', import.meta.url),
  data: new URL('../data/', import.meta.url),
};

/**
 * Runs every importer on its source file and returns the exact text of each dataset file, keyed
 * by data file name, in {@link DATASET_SOURCES} order.
 */
export async function generateDatasetTexts(
  sourcesDir: URL = PACKAGE_DIRS.sources,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const source of DATASET_SOURCES) {
    const bytes = await readFile(new URL(source.sourceFile, sourcesDir));
    texts.set(source.dataFile, serializeDataset(await source.importFrom(bytes, source.sourceFile)));
  }
  return texts;
}
