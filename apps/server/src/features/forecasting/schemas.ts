import { z } from '@hono/zod-openapi';
import { boundedJsonObject, FIELD_LIMITS } from '../../http/bounded.js';

/** Largest horizon of a projection, in months (50 years). */
export const MAX_HORIZON_MONTHS = 600;
/** Scenario kinds of @ctp/forecast. */
export const SCENARIO_TYPES = [
  'business_as_usual',
  'sbti_1_5c',
  'sbti_well_below_2c',
  'net_zero_2050',
  'custom',
] as const;

const MODEL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const scope = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Model choice and history selection shared by every forecasting request. */
const baseFields = {
  model: z.string().regex(MODEL_ID, 'a model id such as "linear-trend"').max(100).optional().openapi({
    description:
      'Registered model: `auto` (default of `/project`: the combination, unless the built-in model with the lowest rolling-origin cross-validated error beat it significantly at those origins (paired t-test, 5%); the choice and the test stated in the projection), `combination` (ETS + ARIMA + Theta), `linear-trend` (default of the other analyses), `seasonal`, `arima`, `exponential-smoothing`, `theta`, `optimised-theta` or `growth-curve`.',
  }),
  customModelId: z.uuid().optional().openapi({
    description: "One of the organization's validated custom models, instead of `model`.",
  }),
  parameters: boundedJsonObject(FIELD_LIMITS.attributesJson).optional().openapi({
    description: 'Parameters of `model` (see `GET /api/forecasting/models`); not with `customModelId`.',
  }),
  scopes: z
    .array(scope)
    .min(1)
    .max(3)
    .default([1, 2, 3])
    .openapi({ description: 'Scopes whose calculated emissions form the history (default all).' }),
  scope2Method: z.enum(['location_based', 'market_based']).default('location_based').openapi({
    description: 'The one Scope 2 method counted (the two are never added).',
  }),
  confidenceLevels: z
    .array(z.number().gt(0).lt(100))
    .max(5)
    .default([80, 95])
    .openapi({ description: 'Prediction interval levels in percent; [] for point forecasts only.' }),
};

const oneModel = (v: {
  model?: string | undefined;
  customModelId?: string | undefined;
  parameters?: unknown;
}) => !(v.customModelId !== undefined && (v.model !== undefined || v.parameters !== undefined));
const oneModelMessage = {
  message: 'give either model (with optional parameters) or customModelId, not both',
  path: ['customModelId'],
};

/** A scenario template written inline: its kind plus the fields @ctp/forecast asks of that kind. */
export const ScenarioTemplateInput = z
  .looseObject({
    type: z.enum(SCENARIO_TYPES),
    id: z.string().min(1).max(100).optional(),
    name: z.string().min(1).max(200).optional(),
  })
  .openapi('ScenarioTemplateInput', {
    description:
      'A @ctp/forecast ScenarioTemplate: `type` and its fields (baseYear, targetYear, targetReduction, pathway, points…), checked by @ctp/forecast (422 `invalid-forecast-input`).',
  });

/** A reduction initiative written inline (checked by @ctp/forecast). */
export const InitiativeInput = z
  .looseObject({
    id: z.string().min(1).max(100).optional(),
    name: z.string().min(1).max(200),
    scope,
    impact: z.looseObject({ type: z.enum(['absolute', 'percentage']) }),
  })
  .openapi('ReductionInitiativeInput', {
    description:
      'A @ctp/forecast ReductionInitiative: impact, scope, implementationStart, rampUpMonths, capex, opexPerYear, savingsPerYear, lifetimeYears, status.',
  });

const horizon = z.int().min(1).max(MAX_HORIZON_MONTHS).openapi({ description: 'Months to project.' });
const endYear = z.int().min(1990).max(2100);
const discountRate = z
  .number()
  .gt(-1)
  .lt(1)
  .default(0.08)
  .openapi({ description: 'Fraction; default 0.08.' });
const initiativeIds = z.array(z.uuid()).max(200).optional().openapi({
  description: 'Stored initiatives to use; default every active one of the organization.',
});

export const ProjectRequest = z
  .strictObject({ ...baseFields, horizon })
  .refine(oneModel, oneModelMessage)
  .openapi('ForecastProjectRequest');

export const CompareRequest = z
  .strictObject({
    ...baseFields,
    endYear: endYear.openapi({ description: 'Last year compared.' }),
    scenarioIds: z.array(z.uuid()).max(20).default([]).openapi({ description: 'Stored scenario templates.' }),
    scenarios: z.array(ScenarioTemplateInput).max(20).default([]).openapi({
      description:
        'Inline templates, for example the built-in kinds `{ "type": "sbti_1_5c", "baseYear": 2024, "targetYear": 2030 }`.',
    }),
  })
  .refine(oneModel, oneModelMessage)
  .refine((v) => v.scenarioIds.length + v.scenarios.length > 0, {
    message: 'name at least one scenario (scenarioIds or scenarios)',
    path: ['scenarios'],
  })
  .openapi('ForecastCompareRequest');

export const GapRequest = z
  .strictObject({
    ...baseFields,
    scenarioId: z.uuid().optional().openapi({ description: 'A stored target scenario.' }),
    scenario: ScenarioTemplateInput.optional(),
    endYear: endYear
      .optional()
      .openapi({ description: "Last year analysed; default the scenario's target year." }),
    initiativeIds,
    initiatives: z.array(InitiativeInput).max(200).default([]),
    discountRate,
  })
  .refine(oneModel, oneModelMessage)
  .refine((v) => (v.scenarioId === undefined) !== (v.scenario === undefined), {
    message: 'give exactly one of scenarioId and scenario',
    path: ['scenario'],
  })
  .openapi('ForecastGapRequest');

export const InitiativesModelRequest = z
  .strictObject({
    ...baseFields,
    horizon,
    initiativeIds,
    initiatives: z.array(InitiativeInput).max(200).default([]),
    discountRate,
  })
  .refine(oneModel, oneModelMessage)
  .openapi('ForecastInitiativesRequest');

/** @ctp/forecast's Projection. */
export const ProjectionSchema = z
  .looseObject({
    frequency: z.enum(['monthly', 'quarterly', 'annual']),
    timeline: z.array(z.string()),
    values: z.array(z.number()),
    confidence: z.record(z.string(), z.unknown()).optional(),
    model: z.record(z.string(), z.unknown()),
    notes: z.array(z.string()).optional().openapi({
      description:
        'Statements to read beside the numbers: history too short for a seasonal model, intervals found too narrow on rolling origins (and widened), what `auto` chose and each candidate’s cross-validated error.',
    }),
    generatedAt: z.string(),
    inputHash: z.string(),
  })
  .openapi('Projection');

/** The hold-out check of a projection's model on the last year of history. */
export const HoldoutCheckSchema = z
  .object({
    available: z.boolean(),
    reason: z.string().nullable().openapi({ description: 'Why the check could not be made.' }),
    months: z.int().openapi({ description: 'Months held out (the last 12 of the history).' }),
    trainingMonths: z.int().openapi({ description: 'Months the model was refitted on.' }),
    timeline: z.array(z.string()).openapi({ description: 'ISO dates of the held-out months.' }),
    actual: z.array(z.number()).openapi({ description: 'Recorded t CO2e of the held-out months.' }),
    forecast: z.array(z.number()).openapi({ description: 'What the refitted model forecast for them.' }),
    mae: z.number().nullable().openapi({ description: 'Mean absolute error, t CO2e.' }),
    mase: z.number().nullable().openapi({
      description:
        'Mean absolute scaled error (scale: in-sample seasonal naive error of the training months); below 1 beats the naive forecast.',
    }),
    mape: z.number().nullable().openapi({
      description: 'Mean absolute percentage error in percent; null when an actual month is zero.',
    }),
  })
  .openapi('ForecastHoldoutCheck', {
    description:
      'The model refitted without the last 12 months of history, its forecast of them, and its errors.',
  });

/** What each forecasting POST returns: the run's id and provenance, then @ctp/forecast's result. */
export const ForecastResultSchema = z
  .looseObject({
    runId: z.uuid(),
    inputDataHash: z.string(),
    inputDataRange: z.record(z.string(), z.unknown()),
    projection: ProjectionSchema,
    history: z
      .object({
        start: z.string().openapi({ description: 'First month of the history (`YYYY-MM`).' }),
        tonnes: z.array(z.string()).openapi({ description: 'Monthly t CO2e as exact decimal strings.' }),
      })
      .optional()
      .openapi({ description: 'Only from `/project`: the monthly history the model was fitted on.' }),
    holdout: HoldoutCheckSchema.optional().openapi({
      description: 'Only from `/project`: the hold-out check of its model on the last year of history.',
    }),
  })
  .openapi('ForecastResult');

export const ForecastRunView = z
  .object({
    id: z.uuid(),
    kind: z.string().nullable(),
    model: z.string(),
    customModelId: z.uuid().nullable(),
    scenario: z.string(),
    config: z.unknown(),
    inputDataHash: z.string().nullable(),
    inputDataRange: z.record(z.string(), z.unknown()).nullable(),
    projection: z.unknown(),
    result: z.unknown(),
    gapAnalysis: z.unknown(),
    engineVersion: z.string().nullable(),
    runBy: z.uuid().nullable(),
    runAt: z.string(),
  })
  .openapi('ForecastRun');

export const CustomModelCreate = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    modelKind: z.string().min(1).max(100).openapi({ description: 'A registered model id, e.g. `arima`.' }),
    parameters: boundedJsonObject(FIELD_LIMITS.attributesJson).default({}).openapi({
      description: "The kind's parameters; checked against its schema (422 when invalid).",
    }),
    artifactKey: z
      .string()
      .min(1)
      .max(500)
      .optional()
      .openapi({ description: 'Storage key of a trained artifact.' }),
    trainingFrom: z.iso.date().optional(),
    trainingTo: z.iso.date().optional(),
    metrics: z
      .record(z.string(), z.number())
      .default({})
      .openapi({ description: 'Evaluation figures (MASE, sMAPE…).' }),
  })
  .refine(
    (m) => m.trainingFrom === undefined || m.trainingTo === undefined || m.trainingFrom <= m.trainingTo,
    {
      message: 'trainingFrom must not be after trainingTo',
      path: ['trainingTo'],
    },
  )
  .openapi('CustomForecastModelCreate');

export const ScenarioCreate = z
  .strictObject({ name: z.string().trim().min(1).max(200), template: ScenarioTemplateInput })
  .openapi('ScenarioTemplateCreate');
export const ScenarioUpdate = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    template: ScenarioTemplateInput.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('ScenarioTemplateUpdate');
