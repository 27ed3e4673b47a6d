import { shippedEditions } from '@ctp/factors';
import { saveCustomDataset } from '@ctp/store';
import { auditedChange } from '../../http/audited-change.js';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { type ParsedDataset, rowError } from './schemas.js';

/**
 * The custom dataset import service: all or nothing; a dataset id+version is imported once, the ids
 * of shipped datasets are reserved, and the import is audited in the transaction that stores it.
 */
export function factorImportService(runtime: Runtime) {
  const db = runtime.database.db;
  // The shipped ids from the files as they are: validating every shipped dataset (seconds) is not
  // needed to know their ids, and would make every server start wait for it.
  const reserved = new Set(shippedEditions().map((d) => d.datasetId));
  return {
    importDataset: async (caller: Caller, { format, dataset }: ParsedDataset) => {
      const { datasetId, datasetVersion } = dataset;
      if (dataset.factors.length === 0) {
        throw new ProblemError('DATASET_INVALID', {
          detail: 'The dataset has no rows; nothing was imported.',
          errors: [rowError(format, { row: 0, field: 'factors', reason: 'at least one row is required' })],
        });
      }
      if (reserved.has(datasetId)) {
        throw new ProblemError('DATASET_DUPLICATE', {
          detail: `${datasetId} is the id of a shipped dataset; choose an id of your own.`,
        });
      }
      return auditedChange(
        db,
        caller,
        (scope) => saveCustomDataset(scope, dataset, caller.principal.userId ?? null),
        {
          action: 'factor_dataset.import',
          entityType: 'factor_dataset',
          details: (saved) => ({
            datasetId,
            datasetVersion,
            title: dataset.title,
            format,
            factorCount: saved.factorCount,
          }),
        },
      );
    },
  };
}
