/** A custom forecast model used before an administrator validated it (409 `forecast-model-not-validated`). */
export class ForecastModelNotValidatedError extends Error {
  readonly code = 'FORECAST_MODEL_NOT_VALIDATED';
  constructor(readonly modelId: string) {
    super(
      `Custom forecast model ${modelId} has not been validated; an ORG_ADMIN must validate it (POST /api/forecasting/models/${modelId}/validate) before projections can use it.`,
    );
  }
}

/** A stored scenario or initiative named in a request is archived (422 `unprocessable`). */
export class ArchivedReferenceError extends Error {
  readonly code = 'UNPROCESSABLE';
  constructor(entity: string, id: string) {
    super(`${entity} ${id} is archived and cannot be used in new forecasts.`);
  }
}
