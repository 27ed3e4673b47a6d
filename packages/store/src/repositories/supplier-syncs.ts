import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { SupplierSyncsTable } from '../database/supplier-sync.js';
import { NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import { fetchPage, type Page, PageOptionsSchema } from './pagination.js';

/** One sync of a supplier and how it ended. */
export interface SupplierSync {
  readonly id: string;
  readonly organizationId: string;
  readonly supplierId: string;
  readonly trigger: 'manual' | 'event';
  readonly status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** Why it failed (`code`, `message`); the host's data was left as it was. */
  readonly error: { code: string; message: string } | null;
  /** What it changed (counts, activity ids, calculation run). */
  readonly outcome: Readonly<Record<string, unknown>> | null;
  readonly requestedBy: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
}

const ErrorSchema = z
  .object({ code: z.string().min(1).max(100), message: z.string().min(1).max(2000) })
  .strict();

function toSync(row: Selectable<SupplierSyncsTable>): SupplierSync {
  return {
    id: row.id,
    organizationId: row.organization_id,
    supplierId: row.supplier_id,
    trigger: row.trigger,
    status: row.status,
    error: row.error,
    outcome: row.outcome,
    requestedBy: row.requested_by,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** Records a queued sync and marks the supplier `queued`. @throws NotFoundError */
export async function queueSupplierSync(
  scope: OrganizationScope,
  supplierId: string,
  input: { trigger: 'manual' | 'event'; requestedBy?: string | null },
): Promise<SupplierSync> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const id = uuidv7();
  const updated = await scope.db
    .updateTable('suppliers')
    .set({ sync_status: 'queued', last_sync_id: id })
    .where('id', '=', sid)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new NotFoundError('supplier', sid);
  const row = await scope.db
    .insertInto('supplier_syncs')
    .values({
      id,
      organization_id: scope.organizationId,
      supplier_id: sid,
      trigger: input.trigger,
      status: 'queued',
      requested_by: input.requestedBy ?? null,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSync(row);
}

/** A sync of the scope's organization. @throws NotFoundError */
export async function getSupplierSync(scope: OrganizationScope, id: string): Promise<SupplierSync> {
  const syncId = parseInput('sync id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('supplier_syncs')
    .selectAll()
    .where('id', '=', syncId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('supplier sync', syncId);
  return toSync(row);
}

/** Marks a sync (and its supplier) running. */
export async function startSupplierSync(scope: OrganizationScope, sync: SupplierSync): Promise<void> {
  const now = new Date();
  await scope.db
    .updateTable('supplier_syncs')
    .set({ status: 'running', started_at: now })
    .where('id', '=', sync.id)
    .execute();
  await scope.db
    .updateTable('suppliers')
    .set({ sync_status: 'running' })
    .where('id', '=', sync.supplierId)
    .execute();
}

/**
 * Ends a sync: `succeeded` with its outcome, or `failed` with the reason, which is also shown on the
 * supplier record (`lastSyncError`) until a later sync succeeds.
 */
export async function finishSupplierSync(
  scope: OrganizationScope,
  sync: SupplierSync,
  result:
    | { status: 'succeeded'; outcome: Record<string, unknown> }
    | { status: 'failed'; error: { code: string; message: string } },
): Promise<void> {
  const now = new Date();
  const error = result.status === 'failed' ? parseInput('sync error', ErrorSchema, result.error) : null;
  await scope.db
    .updateTable('supplier_syncs')
    .set({
      status: result.status,
      finished_at: now,
      error: error === null ? null : JSON.stringify(error),
      outcome: result.status === 'succeeded' ? JSON.stringify(result.outcome) : null,
    })
    .where('id', '=', sync.id)
    .execute();
  await scope.db
    .updateTable('suppliers')
    .set({
      sync_status: result.status,
      last_sync_id: sync.id,
      last_sync_at: now,
      last_sync_error: error === null ? null : JSON.stringify(error),
    })
    .where('id', '=', sync.supplierId)
    .execute();
}

/** A supplier's syncs, newest last, a page at a time. */
export async function listSupplierSyncs(
  scope: OrganizationScope,
  supplierId: string,
  options: z.input<typeof PageOptionsSchema> = {},
): Promise<Page<SupplierSync>> {
  const sid = parseInput('supplier id', z.uuid(), supplierId);
  const page = parseInput('page options', PageOptionsSchema, options);
  return fetchPage(
    scope.db.selectFrom('supplier_syncs').selectAll().where('supplier_id', '=', sid),
    page,
    toSync,
  );
}
