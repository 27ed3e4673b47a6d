import { readFile } from 'node:fs/promises';
import {
  type ImportedDataset,
  importDesnzFlatFile,
  importEpaHub,
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

/** Every dataset this package ships that is generated from a publisher's file. */
export const DATASET_SOURCES: readonly DatasetSource[] = [
  {
    sourceFile: 'ghg-emission-factors-hub-2024.xlsx',
    dataFile: 'epa-ghg-hub-2024.json',
    importFrom: (bytes, fileName) => importEpaHub(bytes, { edition: '2024', fileName }),
  },
  {
    sourceFile: 'ghg-emission-factors-hub-2025.xlsx',
    dataFile: 'epa-ghg-hub-2025.json',
    importFrom: (bytes, fileName) => importEpaHub(bytes, { edition: '2025', fileName }),
  },
  {
    sourceFile: 'ghg-conversion-factors-2024-flat-format-v1.1.xlsx',
    dataFile: 'desnz-ghg-cf-2024.json',
    importFrom: (bytes, fileName) => importDesnzFlatFile(bytes, { edition: '2024', fileName }),
  },
  {
    sourceFile: 'ghg-conversion-factors-2025-flat-format-v1.xlsx',
    dataFile: 'desnz-ghg-cf-2025.json',
    importFrom: (bytes, fileName) => importDesnzFlatFile(bytes, { edition: '2025', fileName }),
  },
  {
    sourceFile: 'SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv',
    dataFile: 'useeio-sef-1.2.json',
    importFrom: (bytes, fileName) => importUseeio(bytes.toString('utf8'), { version: '1.2', fileName }),
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
