import {
  type ActivityData,
  getActivityData,
  listActivityVersions,
  type OrganizationScope,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from '../../http/problem.js';
import { principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { activityVersionFields, activityView } from './routes.js';

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
  'sourceDocument',
] as const;

const ActivityVersion = z
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

const History = z
  .object({
    lineageId: z.uuid().openapi({ description: 'Id of version 1, shared by every version.' }),
    currentId: z.uuid(),
    versions: z.array(ActivityVersion).openapi({ description: 'Oldest first.' }),
  })
  .openapi('ActivityHistory');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedKeys = (o: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : 1)));

type Actor = { actorType: string; actorId: string | null };

/**
 * The audit actor of each version's `activity.create` or `activity.correct` entry. The entry is
 * written in the version's transaction right after the row, so only a short window after the
 * versions' creation is read (the audit log's time index), never the whole log.
 */
async function actorsOf(
  scope: OrganizationScope,
  versions: readonly ActivityData[],
): Promise<Map<string, Actor>> {
  const times = versions.map((v) => v.createdAt.getTime());
  const entries = await scope.db
    .selectFrom('audit_log')
    .select(['entity_id', 'actor_type', 'actor_id'])
    .where('occurred_at', '>=', new Date(Math.min(...times) - 60_000))
    .where('occurred_at', '<=', new Date(Math.max(...times) + 3_600_000))
    .where('action', 'in', ['activity.create', 'activity.correct'])
    .where(
      'entity_id',
      'in',
      versions.map((v) => v.id),
    )
    .execute();
  return new Map(
    entries.map((e) => [e.entity_id as string, { actorType: e.actor_type, actorId: e.actor_id }]),
  );
}

function versionView(
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

/** `GET /api/activities/{id}/versions`: every version of an activity, oldest first, from any of its ids. */
export function activityHistoryModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/activities/{id}/versions',
        tags: ['Activity data'],
        summary: 'Every version of an activity, from the original through its corrections',
        description:
          'Any version id names the whole history. Each version says who recorded it (`enteredBy`, the signed-in user, and `recordedBy`, the audit actor), when (`createdAt`), why (`reason`) and which fields it changed.',
        ...accessOf('GET', '/api/activities/{id}/versions'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: {
          200: { description: 'The versions', content: { 'application/json': { schema: History } } },
          400: { description: 'Invalid id', content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
          404: {
            description: 'No such activity in this organization',
            content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } },
          },
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const { versions, actors } = await withOrganization(db, principal.organizationId, async (scope) => {
          const named = await getActivityData(scope, id);
          const versions = await listActivityVersions(scope, named.lineageId);
          return { versions, actors: await actorsOf(scope, versions) };
        });
        const current = versions.find((v) => v.supersededBy === null) ?? versions.at(-1);
        return c.json(
          {
            lineageId: (versions[0] as ActivityData).lineageId,
            currentId: (current as ActivityData).id,
            versions: versions.map((v, i) => versionView(v, versions[i - 1], actors.get(v.id))),
          },
          200,
        );
      },
    );
  };
}
