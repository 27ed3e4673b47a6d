import { createDefaultRegistry, type ForecastModel, type ForecastModelRegistry } from '@ctp/forecast';
import { type CustomForecastModel, getCustomForecastModel, type OrganizationScope } from '@ctp/store';
import { ForecastModelNotValidatedError } from './errors.js';

/** The model a forecasting request names: a registered id, or one of the organization's custom models. */
export interface ModelChoice {
  /**
   * Registered model id (`auto`, `combination`, `linear-trend`, `seasonal`, `arima`,
   * `exponential-smoothing`, `theta`, `optimised-theta`, `growth-curve`).
   */
  readonly model?: string | undefined;
  /** A validated custom model of the organization (its kind and parameters are used). */
  readonly customModelId?: string | undefined;
  /** Parameters of a registered model (not with `customModelId`). */
  readonly parameters?: Readonly<Record<string, unknown>> | undefined;
}

/** A model ready to fit, with where it came from. */
export interface ResolvedModel {
  readonly model: ForecastModel;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly customModel: CustomForecastModel | null;
}

/**
 * Model used when a scenario comparison, gap analysis or initiatives request names none: the
 * historical trend (fast, and the business-as-usual line those analyses set targets against).
 */
export const DEFAULT_MODEL_ID = 'linear-trend';

/**
 * Model used when `POST /api/forecasting/project` names none: the choice among the built-in models by
 * rolling-origin cross-validation, which states what it chose and why (issue 20).
 */
export const PROJECT_DEFAULT_MODEL_ID = 'auto';

/**
 * The registry of forecast models the server offers: @ctp/forecast's built-ins. One per server
 * app (a registry is plain data; plugins could be registered here).
 */
export function createForecastModels(): ForecastModelRegistry {
  return createDefaultRegistry();
}

/**
 * Resolves a request's model. A custom model must belong to the organization (else 404) and be
 * validated by an administrator (else {@link ForecastModelNotValidatedError}); its kind must be
 * registered (else the registry's `MODEL_NOT_FOUND`).
 */
export async function resolveModel(
  scope: OrganizationScope,
  registry: ForecastModelRegistry,
  choice: ModelChoice,
): Promise<ResolvedModel> {
  if (choice.customModelId !== undefined) {
    const custom = await getCustomForecastModel(scope, choice.customModelId);
    if (custom.validatedAt === null) throw new ForecastModelNotValidatedError(custom.id);
    return { model: registry.get(custom.modelKind), parameters: custom.parameters, customModel: custom };
  }
  return {
    model: registry.get(choice.model ?? DEFAULT_MODEL_ID),
    parameters: choice.parameters ?? {},
    customModel: null,
  };
}
