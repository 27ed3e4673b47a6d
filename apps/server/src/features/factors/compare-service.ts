import { withOrganization } from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { type CatalogEntry, organizationCatalog } from './catalog.js';
import { type DatasetDiff, diffDatasets } from './dataset-diff.js';

/**
 * Comparing two versions of a dataset the organization sees (shipped, or one of its own custom
 * datasets; another organization's is `NOT_FOUND`, exactly like a dataset that never existed).
 */
export function factorCompareService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** @throws ProblemError `NOT_FOUND` when the dataset or either version is not in the library. */
    compare: async (
      caller: Caller,
      datasetId: string,
      fromVersion: string,
      toVersion: string,
    ): Promise<{ from: CatalogEntry; to: CatalogEntry; diff: DatasetDiff }> => {
      const catalog = await withOrganization(db, caller.organizationId, organizationCatalog);
      const versions = catalog.entries.filter((e) => e.dataset.datasetId === datasetId);
      if (versions.length === 0) {
        throw new ProblemError('NOT_FOUND', {
          detail: `No factor dataset ${datasetId} in this organization's library.`,
        });
      }
      const pick = (v: string) => {
        const entry = versions.find((e) => e.dataset.datasetVersion === v);
        if (entry === undefined) {
          throw new ProblemError('NOT_FOUND', {
            detail: `Dataset ${datasetId} has no version ${v}; it has ${versions.map((e) => e.dataset.datasetVersion).join(', ')}.`,
          });
        }
        return entry;
      };
      const from = pick(fromVersion);
      const to = pick(toVersion);
      return { from, to, diff: diffDatasets(from.dataset, to.dataset) };
    },
  };
}
