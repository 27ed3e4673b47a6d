import { NET_ZERO_MIN_REDUCTION, SBTI_1_5C_ANNUAL_RATE, SBTI_WB2C_ANNUAL_RATE } from '@ctp/forecast';
import type { StoredScenarioTemplate } from '@ctp/store';
import { z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { catalogueRoute } from './catalogue-route.js';
import { scenariosService } from './scenarios-service.js';
import { ScenarioCreate, ScenarioUpdate } from './schemas.js';

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

/** Scenario templates of the organization: create, list (with the built-in kinds), read, update, archive. */
export function forecastingScenariosModule(runtime: Runtime): ApiModule {
  const scenarios = scenariosService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: PATH, tags: TAGS });
    routes.create({
      summary: 'Store a scenario template',
      body: ScenarioCreate,
      view: ScenarioView,
      returns: 'Stored',
      problems: { 400: 'Invalid body', 422: 'The template is not a valid scenario' },
      handle: async (caller, body) => view(await scenarios.create(caller, body)),
    });

    catalogueRoute(app, {
      path: PATH,
      summary: 'The built-in scenario kinds and the stored templates (archived ones left out)',
      returns: 'The built-in kinds (always) and one page of stored templates',
      builtIn: BuiltInView,
      item: ScenarioView,
      builtIns: () => BUILT_IN_SCENARIOS.map((s) => ({ ...s, requiredFields: [...s.requiredFields] })),
      handle: async (caller, page) => viewPage(await scenarios.list(caller, page), view),
    });
    routes.get({
      summary: 'A stored scenario template (archived ones too)',
      view: ScenarioView,
      returns: 'The template',
      problems: { 404: 'No such template in this organization' },
      handle: async (caller, id) => view(await scenarios.get(caller, id)),
    });
    routes.update({
      summary: 'Rename a template or replace its definition (recorded runs keep the version they used)',
      body: ScenarioUpdate,
      view: ScenarioView,
      problems: {
        400: 'Invalid body',
        404: 'No such active template in this organization',
        422: 'The template is not a valid scenario',
      },
      handle: async (caller, id, body) => view(await scenarios.update(caller, id, body)),
    });
    routes.archive({
      summary:
        'Archive a template: it leaves the list and new forecasts, and stays readable for the runs that used it',
      view: ScenarioView,
      problems: { 404: 'No such active template in this organization' },
      handle: async (caller, id) => view(await scenarios.archive(caller, id)),
    });
  };
}
