import type { CalculationRecord } from '@ctp/engine';
import { GwpSetSchema, GwpTimeframeSchema } from '@ctp/factors';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type {
  RecalculationPreviewItemsTable,
  RecalculationPreviewsTable,
} from '../database/recalculation.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import type { CalculationFailure } from './calculation-writer.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** A stored recalculation preview. */
export interface RecalculationPreview {
  readonly id: string;
  readonly selection: Readonly<Record<string, unknown>>;
  readonly datasetPins: Readonly<Record<string, string>>;
  readonly datasetVersions: Readonly<Record<string, string>>;
  readonly gwpSet: string;
  readonly gwpTimeframe: string;
  readonly engineVersion: string;
  readonly itemCount: number;
  readonly failedCount: number;
  readonly failures: readonly CalculationFailure[];
  readonly totals: Readonly<Record<string, unknown>>;
  readonly status: 'pending' | 'accepted';
  readonly acceptedRunId: string | null;
  readonly acceptedBy: string | null;
  readonly acceptedAt: Date | null;
  readonly createdBy: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** One previewed result: old and new CO2e (kg, exact decimal strings) and the new record. */
export interface RecalculationPreviewItem {
  readonly id: string;
  readonly activityId: string;
  readonly oldResultId: string | null;
  readonly scope: number;
  readonly method: string | null;
  readonly category: string;
  readonly oldCo2eKg: string | null;
  readonly newCo2eKg: string;
  readonly deltaKg: string;
  readonly record: CalculationRecord;
}

function toPreview(row: Selectable<RecalculationPreviewsTable>): RecalculationPreview {
  return {
    id: row.id,
    selection: row.selection,
    datasetPins: row.dataset_pins,
    datasetVersions: row.dataset_versions,
    gwpSet: row.gwp_set,
    gwpTimeframe: row.gwp_timeframe,
    engineVersion: row.engine_version,
    itemCount: row.item_count,
    failedCount: row.failed_count,
    failures: row.failures as CalculationFailure[],
    totals: row.totals,
    status: row.status,
    acceptedRunId: row.accepted_run_id,
    acceptedBy: row.accepted_by,
    acceptedAt: row.accepted_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

function toItem(row: Selectable<RecalculationPreviewItemsTable>): RecalculationPreviewItem {
  return {
    id: row.id,
    activityId: row.activity_id,
    oldResultId: row.old_result_id,
    scope: row.scope,
    method: row.method,
    category: row.category,
    oldCo2eKg: row.old_co2e_kg,
    newCo2eKg: row.new_co2e_kg,
    deltaKg: row.delta_kg,
    record: row.record as CalculationRecord,
  };
}

export const PreviewInputSchema = z
  .object({
    selection: z.record(z.string(), z.unknown()),
    datasetPins: z.record(z.string(), z.string()),
    gwpSet: GwpSetSchema,
    gwpTimeframe: GwpTimeframeSchema,
    engineVersion: z.string().min(1),
    createdBy: z.uuid().nullable().default(null),
    expiresAt: z.date(),
  })
  .strict();

/** Creates an empty pending preview; add items with {@link appendPreviewItems}, then {@link finishPreview}. */
export async function createPreview(
  scope: OrganizationScope,
  input: z.input<typeof PreviewInputSchema>,
): Promise<string> {
  const p = parseInput('recalculation preview', PreviewInputSchema, input);
  const id = uuidv7();
  await scope.db
    .insertInto('recalculation_previews')
    .values({
      id,
      organization_id: scope.organizationId,
      selection: JSON.stringify(p.selection),
      dataset_pins: JSON.stringify(p.datasetPins),
      dataset_versions: '{}',
      gwp_set: p.gwpSet,
      gwp_timeframe: p.gwpTimeframe,
      engine_version: p.engineVersion,
      item_count: 0,
      failed_count: 0,
      failures: '[]',
      totals: '{}',
      status: 'pending',
      created_by: p.createdBy,
      created_at: new Date(),
      expires_at: p.expiresAt,
    })
    .execute();
  return id;
}

/** Stores previewed results (immutable once stored). */
export async function appendPreviewItems(
  scope: OrganizationScope,
  previewId: string,
  items: readonly Omit<RecalculationPreviewItem, 'id'>[],
): Promise<void> {
  const now = new Date();
  for (let start = 0; start < items.length; start += 500) {
    const chunk = items.slice(start, start + 500);
    await scope.db
      .insertInto('recalculation_preview_items')
      .values(
        chunk.map((item) => ({
          id: uuidv7(),
          organization_id: scope.organizationId,
          preview_id: previewId,
          activity_id: item.activityId,
          old_result_id: item.oldResultId,
          scope: item.scope,
          method: item.method,
          category: item.category,
          old_co2e_kg: item.oldCo2eKg,
          new_co2e_kg: item.newCo2eKg,
          delta_kg: item.deltaKg,
          record: JSON.stringify(item.record),
          created_at: now,
        })),
      )
      .execute();
  }
}

/** Writes a preview's counts, failures (bounded by the caller), totals and dataset versions. */
export async function finishPreview(
  scope: OrganizationScope,
  previewId: string,
  outcome: {
    itemCount: number;
    failedCount: number;
    failures: readonly CalculationFailure[];
    totals: Record<string, unknown>;
    datasetVersions: Record<string, string>;
  },
): Promise<void> {
  await scope.db
    .updateTable('recalculation_previews')
    .set({
      item_count: outcome.itemCount,
      failed_count: outcome.failedCount,
      failures: JSON.stringify(outcome.failures),
      totals: JSON.stringify(outcome.totals),
      dataset_versions: JSON.stringify(outcome.datasetVersions),
    })
    .where('id', '=', previewId)
    .execute();
}

/** A preview of the scope's organization. @throws NotFoundError */
export async function getPreview(scope: OrganizationScope, id: string): Promise<RecalculationPreview> {
  const previewId = parseInput('preview id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('recalculation_previews')
    .selectAll()
    .where('id', '=', previewId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('recalculation preview', previewId);
  return toPreview(row);
}

/** A preview's items in creation order, a page at a time. */
export async function listPreviewItems(
  scope: OrganizationScope,
  previewId: string,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<RecalculationPreviewItem>> {
  const page = parseInput('page options', PageOptionsSchema, options);
  const id = parseInput('preview id', z.uuid(), previewId);
  return fetchPage(
    scope.db.selectFrom('recalculation_preview_items').selectAll().where('preview_id', '=', id),
    page,
    toItem,
  );
}

/** Every item of a preview a chunk at a time (keyset on id: memory holds one chunk). */
export async function* previewItemChunks(
  scope: OrganizationScope,
  previewId: string,
  chunkSize = 1000,
): AsyncGenerator<RecalculationPreviewItem[], void, undefined> {
  let after: string | null = null;
  for (;;) {
    let query = scope.db
      .selectFrom('recalculation_preview_items')
      .selectAll()
      .where('preview_id', '=', previewId);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.orderBy('id').limit(chunkSize).execute();
    if (rows.length === 0) return;
    yield rows.map(toItem);
    if (rows.length < chunkSize) return;
    after = rows[rows.length - 1]?.id ?? null;
  }
}

/**
 * Activities of a preview whose stored results changed since it was made: the result it would
 * supersede is no longer current, a current result appeared where it saw none, or the activity
 * was corrected. Accepting such a preview would store results nobody reviewed. At most `limit`.
 */
export async function stalePreviewActivities(
  scope: OrganizationScope,
  previewId: string,
  limit = 100,
): Promise<string[]> {
  // Hash joins, never a nested loop: without statistics (fresh rows) the planner would otherwise
  // probe an index that scans every current result of the organization once per item.
  await sql`SET LOCAL enable_nestloop = off`.execute(scope.db);
  const rows = await sql<{ activity_id: string }>`
    SELECT i.activity_id FROM recalculation_preview_items i
    LEFT JOIN emission_results o ON o.id = i.old_result_id
    LEFT JOIN emission_results c ON c.activity_id = i.activity_id AND c.superseded_at IS NULL
      AND coalesce(c.method, '') = coalesce(i.method, '')
    JOIN raw_activity_data a ON a.id = i.activity_id
    WHERE i.preview_id = ${previewId} AND (
      (i.old_result_id IS NOT NULL AND o.superseded_at IS NOT NULL)
      OR (i.old_result_id IS NULL AND c.id IS NOT NULL)
      OR a.superseded_at IS NOT NULL)
    ORDER BY i.activity_id
    LIMIT ${limit}`.execute(scope.db);
  await sql`SET LOCAL enable_nestloop TO DEFAULT`.execute(scope.db);
  return rows.rows.map((r) => r.activity_id);
}

/**
 * Marks a pending preview accepted by the run that stored it; false when it was not pending
 * (accepted concurrently), so the caller can roll back.
 */
export async function markPreviewAccepted(
  scope: OrganizationScope,
  previewId: string,
  accepted: { runId: string; acceptedBy: string | null; at?: Date },
): Promise<boolean> {
  const result = await scope.db
    .updateTable('recalculation_previews')
    .set({
      status: 'accepted',
      accepted_run_id: accepted.runId,
      accepted_by: accepted.acceptedBy,
      accepted_at: accepted.at ?? new Date(),
    })
    .where('id', '=', previewId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A current emission result, as a recalculation compares it. */
export interface CurrentResult {
  readonly id: string;
  readonly activityId: string;
  readonly method: string | null;
  readonly co2eKg: string;
  readonly calculationRunId: string;
}

/** The current results of some activities, keyed `activityId|method`. */
export async function currentResultsFor(
  scope: OrganizationScope,
  activityIds: readonly string[],
): Promise<Map<string, CurrentResult>> {
  const map = new Map<string, CurrentResult>();
  if (activityIds.length === 0) return map;
  const rows = await scope.db
    .selectFrom('emission_results')
    .select(['id', 'activity_id', 'method', 'co2e_kg', 'calculation_run_id'])
    .where('activity_id', 'in', [...activityIds])
    .where('superseded_at', 'is', null)
    .execute();
  for (const r of rows)
    map.set(`${r.activity_id}|${r.method ?? ''}`, {
      id: r.id,
      activityId: r.activity_id,
      method: r.method,
      co2eKg: r.co2e_kg,
      calculationRunId: r.calculation_run_id,
    });
  return map;
}
