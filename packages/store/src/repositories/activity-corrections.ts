import { z } from 'zod';
import { ConflictError, NotFoundError, parseInput } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';
import {
  type ActivityData,
  type ActivityDataInput,
  ActivityDataInputSchema,
  activityColumns,
  toActivityData,
} from './activity-schema.js';

const ReasonSchema = z.string().trim().min(1, 'a correction needs a reason').max(2000);

/**
 * Corrects an activity by a new version that supersedes the current one: the old row is kept,
 * marked `superseded_at`/`superseded_by`, and never edited otherwise (a trigger refuses any other
 * change). `input` is the complete new content. Only the current version can be corrected.
 * @throws NotFoundError, ConflictError (`id` is already superseded)
 */
export async function correctActivityData(
  scope: OrganizationScope,
  id: string,
  input: ActivityDataInput,
  reason: string,
): Promise<ActivityData> {
  const activityId = parseInput('activity id', z.uuid(), id);
  const data = parseInput('activity data', ActivityDataInputSchema, input);
  const why = parseInput('correction reason', ReasonSchema, reason);
  const old = await scope.db
    .selectFrom('raw_activity_data')
    .select(['id', 'lineage_id', 'version', 'superseded_by'])
    .where('id', '=', activityId)
    .forUpdate()
    .executeTakeFirst();
  if (old === undefined) throw new NotFoundError('activity data', activityId);
  if (old.superseded_by !== null) {
    throw new ConflictError('activity data', 'only the current version can be corrected', {
      id: activityId,
      supersededBy: old.superseded_by,
    });
  }
  const newId = uuidv7();
  const now = new Date();
  // The old row is marked first (the one-current-version index), then the new one inserted; the
  // superseded_by foreign key is checked at commit.
  await scope.db
    .updateTable('raw_activity_data')
    .set({ superseded_at: now, superseded_by: newId })
    .where('id', '=', activityId)
    .execute();
  const row = await scope.db
    .insertInto('raw_activity_data')
    .values({
      id: newId,
      organization_id: scope.organizationId,
      lineage_id: old.lineage_id,
      version: old.version + 1,
      supersedes_id: old.id,
      correction_reason: why,
      idempotency_key: null,
      created_at: now,
      ...activityColumns(data),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toActivityData(row);
}
