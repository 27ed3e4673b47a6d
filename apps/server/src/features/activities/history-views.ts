import type { ActivityData } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import { activityVersionFields, activityView } from './schemas.js';

/** Who recorded a version: the actor of its `activity.create` or `activity.correct` audit entry. */
export type Actor = { actorType: string; actorId: string | null };

/** The content fields a correction may change, in the order `changes` lists them. */
const CONTENT = [
  'category',
  'quantity',
  'unit',
  'periodStart',
  'periodEnd',
  'facilityId',
  'region',
  'attributes',
  'dataQuality',
  'dataType',
  'qualityScore',
  'sourceDocument',
] as const;

export const ActivityVersion = z
  .object({
    ...activityVersionFields,
    current: z.boolean(),
    enteredBy: z.uuid().nullable().openapi({
      description: 'The signed-in user who recorded this version (null for API tokens and the command line).',
    }),
    createdAt: z.string().openapi({ description: 'When this version was recorded.' }),
    recordedBy: z.object({ actorType: z.string(), actorId: z.string().nullable() }).nullable().openapi({
      description:
        'The audit actor of the create or correction (a user, an API token). Null for rows of a bulk import: its one `activity.import` audit entry names the actor.',
    }),
    reason: z
      .string()
      .nullable()
      .openapi({ description: 'Why this version corrected the previous one (null for version 1).' }),
    changes: z
      .array(z.enum(CONTENT))
      .openapi({ description: 'Fields that differ from the previous version.' }),
  })
  .openapi('ActivityVersion');

export const History = z
  .object({
    lineageId: z.uuid().openapi({ description: 'Id of version 1, shared by every version.' }),
    currentId: z.uuid(),
    versions: z.array(ActivityVersion).openapi({ description: 'Oldest first.' }),
  })
  .openapi('ActivityHistory');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedKeys = (o: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : 1)));

export function versionView(
  a: ActivityData,
  previous: ActivityData | undefined,
  actor: Actor | undefined,
): z.infer<typeof ActivityVersion> {
  const changes =
    previous === undefined
      ? []
      : CONTENT.filter((f) =>
          f === 'attributes'
            ? !same(sortedKeys(a.attributes), sortedKeys(previous.attributes))
            : a[f] !== previous[f],
        );
  const { lineageId: _lineageId, correctionReason, ...fields } = activityView(a);
  return {
    ...fields,
    current: a.supersededBy === null,
    recordedBy: actor ?? null,
    reason: correctionReason,
    changes,
  };
}
