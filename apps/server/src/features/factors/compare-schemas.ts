import { z } from '@hono/zod-openapi';
import type { CatalogEntry } from './catalog.js';
import type { DatasetDiff, FactorDiff } from './dataset-diff.js';
import { DatasetView, datasetView, FactorView, factorView } from './views.js';

const version = z.string().min(1).max(100);

export const CompareParams = z.object({
  datasetId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ description: 'The dataset id (not a version).', example: 'desnz-ghg-cf' }),
});

const cursorKey = (cursor: string): string | undefined => {
  const key = Buffer.from(cursor, 'base64url').toString('utf8');
  return key.length > 0 && Buffer.from(key, 'utf8').toString('base64url') === cursor ? key : undefined;
};

export const CompareQuery = z.object({
  from: version.openapi({ description: 'The older version.', example: '2024' }),
  to: version.openapi({ description: 'The newer version.', example: '2025' }),
  kind: z
    .enum(['added', 'removed', 'changed'])
    .optional()
    .openapi({ description: 'Only differences of this kind (the counts stay those of every kind).' }),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  cursor: z
    .string()
    .max(2000)
    .refine((v) => cursorKey(v) !== undefined, 'not a cursor returned by this comparison')
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page.' }),
});

const ValueChangeView = z
  .object({
    name: z.string().openapi({ description: '`factor`, `gas:{GAS}` (kg per unit) or `co2e:{GAS}`.' }),
    before: z.string().nullable().openapi({ description: 'Exact decimal string in `from`.' }),
    after: z.string().nullable().openapi({ description: 'Exact decimal string in `to`.' }),
    change: z
      .string()
      .nullable()
      .openapi({ description: '`after − before`, exact; null when one side is missing.' }),
  })
  .openapi('FactorValueChange');

const FactorDiffView = z
  .object({
    kind: z.enum(['added', 'removed', 'changed']),
    before: FactorView.nullable(),
    after: FactorView.nullable(),
    values: z.array(ValueChangeView),
    otherFields: z.array(z.string()),
  })
  .openapi('FactorDiff');

export const DatasetComparison = z
  .object({
    datasetId: z.string(),
    from: DatasetView,
    to: DatasetView,
    counts: z.object({ added: z.int(), removed: z.int(), changed: z.int(), unchanged: z.int() }),
    items: z.array(FactorDiffView),
    nextCursor: z.string().nullable(),
  })
  .openapi('DatasetComparison');

/** One page of a comparison, after the cursor's key, optionally of one kind. */
export function comparisonView(
  from: CatalogEntry,
  to: CatalogEntry,
  diff: DatasetDiff,
  page: { kind?: FactorDiff['kind'] | undefined; limit: number; cursor?: string | undefined },
): z.infer<typeof DatasetComparison> {
  const after = page.cursor === undefined ? undefined : cursorKey(page.cursor);
  const matching = diff.diffs.filter(
    (d) => (page.kind === undefined || d.kind === page.kind) && (after === undefined || d.key > after),
  );
  const items = matching.slice(0, page.limit);
  const last = items.at(-1);
  const view = (entry: CatalogEntry) => (f: FactorDiff['before']) =>
    f === null ? null : factorView({ factor: f, entry, rank: 0, row: 0 });
  return {
    datasetId: from.dataset.datasetId,
    from: datasetView(from),
    to: datasetView(to),
    counts: diff.counts,
    items: items.map((d) => ({
      kind: d.kind,
      before: view(from)(d.before),
      after: view(to)(d.after),
      values: [...d.values],
      otherFields: [...d.otherFields],
    })),
    nextCursor:
      matching.length > page.limit && last ? Buffer.from(last.key, 'utf8').toString('base64url') : null,
  };
}
