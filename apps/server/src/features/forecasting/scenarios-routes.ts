import {
  NET_ZERO_MIN_REDUCTION,
  parseScenarioTemplate,
  SBTI_1_5C_ANNUAL_RATE,
  SBTI_WB2C_ANNUAL_RATE,
} from '@ctp/forecast';
import {
  appendAudit,
  archiveScenarioTemplate,
  createScenarioTemplate,
  getScenarioTemplate,
  listScenarioTemplates,
  type StoredScenarioTemplate,
  updateScenarioTemplate,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { IdParam, problem } from '../../http/openapi-parts.js';
import { PageQuery } from '../../http/paging.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';
import { ScenarioTemplateInput } from './schemas.js';

const TAGS = ['Forecasting'];
const PATH = '/api/forecasting/scenarios';

/** The kinds every organization can use without storing anything. */
export const BUILT_IN_SCENARIOS = [
  {
    type: 'business_as_usual',
    name: 'Business as usual',
    description: 'The historical trend projected forward by the chosen model.',
    requiredFields: [],
  },
  {
    type: 'sbti_1_5c',
    name: '1.5°C (science-based)',
    description: `Absolute contraction of ${SBTI_1_5C_ANNUAL_RATE * 100}% of base-year emissions a year.`,
    requiredFields: ['baseYear', 'targetYear'],
  },
  {
    type: 'sbti_well_below_2c',
    name: 'Well-below 2°C (science-based)',
    description: `Absolute contraction of ${SBTI_WB2C_ANNUAL_RATE * 100}% of base-year emissions a year.`,
    requiredFields: ['baseYear', 'targetYear'],
  },
  {
    type: 'net_zero_2050',
    name: 'Net zero 2050',
    description: `At least ${NET_ZERO_MIN_REDUCTION * 100}% below the base year by 2050, through a near-term milestone (default 2030 at the 1.5°C rate).`,
    requiredFields: ['baseYear'],
  },
  {
    type: 'custom',
    name: 'Custom target',
    description: 'Absolute or intensity target with a linear, exponential or custom (points) pathway.',
    requiredFields: ['baseYear', 'targetYear or points', 'targetReduction (linear, exponential)'],
  },
] as const;

const ScenarioCreate = z
  .strictObject({ name: z.string().trim().min(1).max(200), template: ScenarioTemplateInput })
  .openapi('ScenarioTemplateCreate');
const ScenarioUpdate = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    template: ScenarioTemplateInput.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('ScenarioTemplateUpdate');
const ScenarioView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.string(),
    template: z.record(z.string(), z.unknown()),
    archived: z.boolean(),
    archivedAt: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ScenarioTemplate');
const BuiltInView = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
  requiredFields: z.array(z.string()),
});

function view(t: StoredScenarioTemplate): z.infer<typeof ScenarioView> {
  return {
    id: t.id,
    name: t.name,
    type: t.type,
    template: { ...t.template },
    archived: t.archivedAt !== null,
    archivedAt: t.archivedAt?.toISOString() ?? null,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Checks a template with @ctp/forecast (422 `invalid-forecast-input`) and returns what is stored. */
function checked(
  name: string,
  template: Record<string, unknown>,
): { type: string; template: Record<string, never> } {
  const { id: _id, name: _name, ...rest } = template;
  const parsed = parseScenarioTemplate({ ...rest, id: 'template', name });
  const { id: _i, name: _n, ...stored } = parsed as Record<string, unknown>;
  return { type: parsed.type, template: JSON.parse(JSON.stringify(stored)) };
}

/** Scenario templates of the organization: create, list (with the built-in kinds), read, update, archive. */
export function forecastingScenariosModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: PATH,
        tags: TAGS,
        summary: 'Store a scenario template',
        ...accessOf('POST', PATH),
        request: { body: { required: true, content: { 'application/json': { schema: ScenarioCreate } } } },
        responses: {
          201: { description: 'Stored', content: { 'application/json': { schema: ScenarioView } } },
          400: problem('Invalid body'),
          422: problem('The template is not a valid scenario'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const body = c.req.valid('json');
        const { type, template } = checked(body.name, body.template);
        const created = await withOrganization(db, principal.organizationId, async (scope) => {
          const t = await createScenarioTemplate(scope, {
            name: body.name,
            type,
            template,
            createdBy: principal.userId ?? null,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'forecast_scenario.create',
            entityType: 'forecast_scenario',
            entityId: t.id,
            details: { name: t.name, type, template },
            requestId: c.var.requestId,
          });
          return t;
        });
        return c.json(view(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: TAGS,
        summary: 'The built-in scenario kinds and the stored templates (archived ones left out)',
        ...accessOf('GET', PATH),
        request: { query: PageQuery },
        responses: {
          200: {
            description: 'The built-in kinds (always) and one page of stored templates',
            content: {
              'application/json': {
                schema: z.object({
                  builtIn: z.array(BuiltInView),
                  items: z.array(ScenarioView),
                  nextCursor: z.string().nullable(),
                }),
              },
            },
          },
          400: problem('Invalid query'),
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          listScenarioTemplates(scope, { limit, cursor: cursor ?? null }),
        );
        const builtIn = BUILT_IN_SCENARIOS.map((s) => ({ ...s, requiredFields: [...s.requiredFields] }));
        return c.json({ builtIn, items: page.items.map(view), nextCursor: page.nextCursor }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'get',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'A stored scenario template (archived ones too)',
        ...accessOf('GET', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'The template', content: { 'application/json': { schema: ScenarioView } } },
          404: problem('No such template in this organization'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const t = await withOrganization(db, principalOf(c).organizationId, (scope) =>
          getScenarioTemplate(scope, id),
        );
        return c.json(view(t), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'Rename a template or replace its definition (recorded runs keep the version they used)',
        ...accessOf('PATCH', `${PATH}/{id}`),
        request: {
          params: IdParam,
          body: { required: true, content: { 'application/json': { schema: ScenarioUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: ScenarioView } } },
          400: problem('Invalid body'),
          404: problem('No such active template in this organization'),
          422: problem('The template is not a valid scenario'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const updated = await withOrganization(db, principal.organizationId, async (scope) => {
          const before = await getScenarioTemplate(scope, id);
          const name = body.name ?? before.name;
          const next = checked(name, body.template ?? { ...before.template, type: before.type });
          const t = await updateScenarioTemplate(scope, id, { name, ...next });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'forecast_scenario.update',
            entityType: 'forecast_scenario',
            entityId: t.id,
            details: {
              before: { name: before.name, type: before.type, template: { ...before.template } } as never,
              after: { name: t.name, type: t.type, template: { ...t.template } } as never,
            },
            requestId: c.var.requestId,
          });
          return t;
        });
        return c.json(view(updated), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'delete',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary:
          'Archive a template: it leaves the list and new forecasts, and stays readable for the runs that used it',
        ...accessOf('DELETE', `${PATH}/{id}`),
        request: { params: IdParam },
        responses: {
          200: { description: 'Archived', content: { 'application/json': { schema: ScenarioView } } },
          404: problem('No such active template in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const archived = await withOrganization(db, principal.organizationId, async (scope) => {
          const t = await archiveScenarioTemplate(scope, id);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'forecast_scenario.archive',
            entityType: 'forecast_scenario',
            entityId: t.id,
            details: { name: t.name },
            requestId: c.var.requestId,
          });
          return t;
        });
        return c.json(view(archived), 200);
      },
    );
  };
}
