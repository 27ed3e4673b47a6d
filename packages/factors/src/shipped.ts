import aibResidualMix2024 from '../data/aib-residual-mix-2024-secondary.json' with { type: 'json' };
import desnz2019 from '../data/desnz-ghg-cf-2019.json' with { type: 'json' };
import desnz2020 from '../data/desnz-ghg-cf-2020.json' with { type: 'json' };
import desnz2021 from '../data/desnz-ghg-cf-2021.json' with { type: 'json' };
import desnz2022 from '../data/desnz-ghg-cf-2022.json' with { type: 'json' };
import desnz2023 from '../data/desnz-ghg-cf-2023.json' with { type: 'json' };
import desnz2024 from '../data/desnz-ghg-cf-2024.json' with { type: 'json' };
import desnz2025 from '../data/desnz-ghg-cf-2025.json' with { type: 'json' };
import ember2024 from '../data/ember-grid-intensity-2024.json' with { type: 'json' };
import egrid2019 from '../data/epa-egrid-2019.json' with { type: 'json' };
import egrid2021 from '../data/epa-egrid-2021.json' with { type: 'json' };
import egrid2022 from '../data/epa-egrid-2022.json' with { type: 'json' };
import egrid2023 from '../data/epa-egrid-2023.json' with { type: 'json' };
import epaHub2021 from '../data/epa-ghg-hub-2021.json' with { type: 'json' };
import epaHub2024 from '../data/epa-ghg-hub-2024.json' with { type: 'json' };
import epaHub2025 from '../data/epa-ghg-hub-2025.json' with { type: 'json' };
import ngaAu2021 from '../data/nga-au-2021.json' with { type: 'json' };
import ngaAu2022 from '../data/nga-au-2022.json' with { type: 'json' };
import ngaAu2023 from '../data/nga-au-2023.json' with { type: 'json' };
import ngaAu2024 from '../data/nga-au-2024.json' with { type: 'json' };
import useeio12 from '../data/useeio-sef-1.2.json' with { type: 'json' };
import useeio13 from '../data/useeio-sef-1.3.json' with { type: 'json' };
import { parseDataset } from './dataset.js';
import type { FactorDataset } from './schema.js';

/**
 * The shipped dataset files in priority order: publishers' official files read by the importers
 * (newest edition first), then the secondary transcriptions. Priority only decides ties, since a
 * lookup first prefers the row with the latest effectiveFrom.
 */
const FILES: readonly unknown[] = [
  epaHub2025,
  epaHub2024,
  epaHub2021,
  egrid2023,
  egrid2022,
  egrid2021,
  egrid2019,
  desnz2025,
  desnz2024,
  desnz2023,
  desnz2022,
  desnz2021,
  desnz2020,
  desnz2019,
  ngaAu2024,
  ngaAu2023,
  ngaAu2022,
  ngaAu2021,
  useeio13,
  useeio12,
  ember2024,
  aibResidualMix2024,
];

let parsed: readonly FactorDataset[] | undefined;

/**
 * Every dataset shipped in `data/`, validated with {@link parseDataset} on first call and cached
 * (the rows are frozen, so sharing them is safe). Returns a new array each call.
 * @throws DatasetValidationError if a shipped file is invalid (a packaging bug; a test guards it).
 */
export function shippedDatasets(): FactorDataset[] {
  parsed ??= Object.freeze(FILES.map((file) => parseDataset(file)));
  return [...parsed];
}

/** One shipped edition of a dataset series: id, version and the year its rows take effect. */
export interface ShippedEdition {
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly year: number;
}

interface RawDataset {
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly factors: readonly { readonly effectiveFrom: string }[];
}

let editions: readonly ShippedEdition[] | undefined;

/**
 * The editions shipped in `data/`, read from the files without validating them (cheap): a library
 * built from a calculation record's few rows still knows which editions exist, so the
 * `PREVIOUS_EDITION` warning replays the same.
 */
export function shippedEditions(): readonly ShippedEdition[] {
  editions ??= Object.freeze(
    (FILES as readonly RawDataset[]).map((file) => ({
      datasetId: file.datasetId,
      datasetVersion: file.datasetVersion,
      year: Math.min(...file.factors.map((f) => Number(f.effectiveFrom.slice(0, 4)))),
    })),
  );
  return editions;
}
