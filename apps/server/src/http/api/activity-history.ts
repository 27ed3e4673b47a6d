import { type ActivityData, getActivityData, listActivityVersions, withOrganization } from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { Runtime } from '../../wiring/runtime.js';
import type { ApiModule } from '../app-env.js';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from '../problem.js';
import { accessOf } from '../route-table.js';
import { principalOf } from './respond.js';

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
    id: z.uuid(),
    version: z.int(),
    supersedesId: z.uuid().nullable(),
    supersededBy: z.uuid().nullable(),
    supersededAt: z.string().nullable(),
    current: z.boolean(),
    category: z.string(),
    quantity: z.string().openapi({ description: 'Exact decimal string.' }),
    unit: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    facilityId: z.uuid().nullable(),
    region: z.string().nullable(),
    attributes: z.record(z.string(), z.unknown()),
    dataQuality: z.enum(['measured', 'calculated', 'estimated']),
    sourceDocument: z.string().nullable(),
    enteredBy: z
      .uuid()
      .nullable()
      .openapi({ description: 'Who recorded this version (null: API token or import by the command line).' }),
    createdAt: z.string().openapi({ description: 'When this version was recorded.' }),
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

function versionView(a: ActivityData, previous: ActivityData | undefined): z.infer<typeof ActivityVersion> {
  const changes =
    previous === undefined
      ? []
      : CONTENT.filter((f) =>
          f === 'attributes'
            ? !same(sortedKeys(a.attributes), sortedKeys(previous.attributes))
            : a[f] !== previous[f],
        );
  return {
    id: a.id,
    version: a.version,
    supersedesId: a.supersedesId,
    supersededBy: a.supersededBy,
    supersededAt: a.supersededAt?.toISOString() ?? null,
    current: a.supersededBy === null,
    category: a.category,
    quantity: a.quantity,
    unit: a.unit,
    periodStart: a.periodStart,
    periodEnd: a.periodEnd,
    facilityId: a.facilityId,
    region: a.region,
    attributes: { ...a.attributes },
    dataQuality: a.dataQuality,
    sourceDocument: a.sourceDocument,
    enteredBy: a.enteredBy,
    createdAt: a.createdAt.toISOString(),
    reason: a.correctionReason,
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
          'Any version id names the whole history. Each version says who recorded it (`enteredBy`), when (`createdAt`), why (`reason`) and which fields it changed.',
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
        const versions = await withOrganization(db, principal.organizationId, async (scope) => {
          const named = await getActivityData(scope, id);
          return listActivityVersions(scope, named.lineageId);
        });
        const current = versions.find((v) => v.supersededBy === null) ?? versions.at(-1);
        return c.json(
          {
            lineageId: (versions[0] as ActivityData).lineageId,
            currentId: (current as ActivityData).id,
            versions: versions.map((v, i) => versionView(v, versions[i - 1])),
          },
          200,
        );
      },
    );
  };
}
