/**
 * The errors the libraries export, as data for the error-shape test: the base classes with where
 * they are declared, and a way to make one instance of every exported subclass.
 *
 * @module
 */

import * as assistant from '@ctp/assistant';
import * as auth from '@ctp/auth';
import * as engine from '@ctp/engine';
import * as factors from '@ctp/factors';
import * as forecast from '@ctp/forecast';
import * as reporting from '@ctp/reporting';
import * as store from '@ctp/store';

/** A class whose instances are errors. */
export type ErrorClass = abstract new (...args: never[]) => Error;

/** The public entry of every library that throws errors of its own. */
export const LIBRARIES: Record<string, Record<string, unknown>> = {
  '@ctp/factors': factors,
  '@ctp/engine': engine,
  '@ctp/store': store,
  '@ctp/reporting': reporting,
  '@ctp/forecast': forecast,
  '@ctp/auth': auth,
  '@ctp/assistant': assistant,
};

/**
 * The error base classes, where they are declared. A new class extending `Error` directly fails the
 * source scan below until it is added here, with the shape of the others.
 */
export const BASE_CLASSES: Record<string, { dir: string; cls: ErrorClass; make: (cause: Error) => Error }> = {
  CtpError: {
    dir: 'packages/factors',
    cls: factors.CtpError,
    make: (cause) => new factors.CtpError('SOME_CODE', 'm', { a: 1 }, { cause }),
  },
  ForecastError: {
    cls: forecast.ForecastError,
    dir: 'packages/forecast',
    make: (cause) => new forecast.ForecastError('SOME_CODE', 'm', { a: 1 }, { cause }),
  },
  AuthError: {
    cls: auth.AuthError,
    dir: 'packages/auth',
    make: (cause) => new auth.AuthError('INVALID_AUTH_CONFIG', 'm', { a: 1 }, { cause }),
  },
  SecretBoxError: {
    cls: auth.SecretBoxError,
    dir: 'packages/auth',
    make: (cause) => new auth.SecretBoxError('m', { reason: 'FORMAT' }, { cause }),
  },
  AssistantError: {
    cls: assistant.AssistantError,
    dir: 'packages/assistant',
    make: (cause) => new assistant.AssistantError('ASSISTANT_INVALID_CONFIG', 'm', { a: 1 }, { cause }),
  },
  ReportingError: {
    cls: reporting.ReportingError,
    dir: 'packages/reporting',
    make: (cause) => new reporting.ReportingError('INVALID_FRAMEWORK', 'm', { a: 1 }, { cause }),
  },
};

const issues = ['x: bad'];
const jobIssues = [{ path: 'x', message: 'bad' }];

/** One instance of every exported subclass; `cause` is given only to those that take one. */
export const SUBCLASSES: Record<string, (cause: Error) => Error> = {
  // @ctp/factors
  FactorNotFoundError: () =>
    new factors.FactorNotFoundError({
      category: 'c',
      subcategory: 's',
      region: 'US',
      date: '2024-01-01',
      tried: ['US'],
    }),
  UnitConversionError: () => new factors.UnitConversionError({ from: 'kg', to: 'kWh', reason: 'r' }),
  InvalidInputError: () => new factors.InvalidInputError({ field: 'f', value: 'v', reason: 'r' }),
  DuplicateDatasetError: () => new factors.DuplicateDatasetError({ datasetId: 'd', datasetVersion: '1' }),
  UnknownUnitError: () => new factors.UnknownUnitError({ unit: 'u' }),
  GwpNotAvailableError: () =>
    new factors.GwpNotAvailableError({ gas: 'CH4', gwpSet: 'AR6', gwpTimeframe: '100' }),
  DatasetValidationError: () =>
    new factors.DatasetValidationError('d', [{ row: 2, field: 'f', reason: 'r' }]),
  SourceFormatError: (cause) => new factors.SourceFormatError({ source: 'file.csv', row: 2 }, 'r', { cause }),
  // @ctp/engine
  InvalidActivityError: () => new engine.InvalidActivityError({ activityId: 'a', path: 'p', reason: 'r' }),
  NegativeQuantityError: () => new engine.NegativeQuantityError({ activityId: 'a', quantity: '-1' }),
  UnknownActivityUnitError: () => new engine.UnknownActivityUnitError({ activityId: 'a', unit: 'u' }),
  InvalidPeriodError: () =>
    new engine.InvalidPeriodError({ activityId: 'a', periodStart: 'x', periodEnd: 'y', reason: 'r' }),
  InvalidAlgorithmError: () => new engine.InvalidAlgorithmError({ algorithmId: 'x/y', issues }),
  DuplicateAlgorithmError: () =>
    new engine.DuplicateAlgorithmError({ algorithmId: 'x/y', version: '1', reason: 'r' }),
  AlgorithmNotFoundError: () => new engine.AlgorithmNotFoundError({ algorithmId: 'x/y', known: [] }),
  UnknownCategoryError: () => new engine.UnknownCategoryError({ category: 'c', knownCategories: [] }),
  NoAlgorithmInForceError: () =>
    new engine.NoAlgorithmInForceError({ category: 'c', region: 'US', date: '2024-01-01', tried: [] }),
  AlgorithmError: (cause) => new engine.AlgorithmError({ algorithmId: 'x/y', activityId: 'a' }, cause),
  InvalidContextError: () => new engine.InvalidContextError({ field: 'f', reason: 'r' }),
  InvalidOverrideError: () => new engine.InvalidOverrideError({ overrideId: 'o', issues }),
  OverrideConflictError: () =>
    new engine.OverrideConflictError({
      organizationId: 'o',
      category: 'c',
      date: '2024-01-01',
      overrideIds: [],
    }),
  FormulaError: () => new engine.FormulaError({ reason: 'r', token: 't', position: 0 }),
  FormulaResultError: () => new engine.FormulaResultError({ reason: 'r' }),
  InvalidRecordError: () => new engine.InvalidRecordError({ reason: 'r' }),
  InvalidUncertaintyError: () => new engine.InvalidUncertaintyError({ field: 'f', value: 'v', reason: 'r' }),
  PriceIndexRequiredError: () =>
    new engine.PriceIndexRequiredError({
      algorithmId: 'x/y',
      priceYear: 2024,
      factorYear: 2022,
      currency: 'USD',
    }),
  // @ctp/store
  StoreValidationError: () => new store.StoreValidationError('e', jobIssues),
  NotFoundError: () => new store.NotFoundError('e', 'id'),
  ConflictError: () => new store.ConflictError('e', 'r'),
  BulkValidationError: () => new store.BulkValidationError([{ index: 0, issues: jobIssues }]),
  InvalidRecordChecksumError: () => new store.InvalidRecordChecksumError('a'),
  IdempotencyConflictError: () => new store.IdempotencyConflictError('k'),
  PeriodLockedError: () =>
    new store.PeriodLockedError({
      periodId: 'p',
      name: 'FY2025',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
    }),
  PeriodTransitionError: () => new store.PeriodTransitionError('p', 'draft', 'lock', ['approved']),
  InstrumentRefusedError: () =>
    new store.InstrumentRefusedError([{ criterion: 'QC5-market-boundary', reason: 'another market' }]),
  JobPayloadInvalidError: () =>
    new store.JobPayloadInvalidError({ queue: 'q', stage: 'send', issues: jobIssues }),
  JobProgressInvalidError: () =>
    new store.JobProgressInvalidError({ queue: 'q', jobId: 'j', issues: jobIssues }),
  JobDefinitionInvalidError: () =>
    new store.JobDefinitionInvalidError({ field: 'f', value: 'v', reason: 'r' }),
  JobQueueNotStartedError: () => new store.JobQueueNotStartedError({ operation: 'send' }),
  JobQueueUnavailableError: (cause) => new store.JobQueueUnavailableError({ operation: 'send' }, { cause }),
  ArtifactKeyInvalidError: () => new store.ArtifactKeyInvalidError({ field: 'f', value: 'v', reason: 'r' }),
  ArtifactStoreUnavailableError: (cause) =>
    new store.ArtifactStoreUnavailableError({ driver: 'fs', operation: 'read' }, { cause }),
  // @ctp/reporting
  InvalidFrameworkError: (cause) => new reporting.InvalidFrameworkError('tcfd', issues, { cause }),
  FrameworkNotFoundError: () => new reporting.FrameworkNotFoundError('sec', null),
  DuplicateFrameworkError: () => new reporting.DuplicateFrameworkError('tcfd', '1'),
  // @ctp/forecast
  InvalidSeriesError: () => new forecast.InvalidSeriesError({ issues }),
  SeriesTooShortError: () =>
    new forecast.SeriesTooShortError({ modelId: 'm', required: 3, actual: 1, frequency: 'annual' }),
  ModelNotApplicableError: () => new forecast.ModelNotApplicableError({ modelId: 'm', reason: 'r' }),
  InvalidModelParametersError: () => new forecast.InvalidModelParametersError({ modelId: 'm', issues }),
  InvalidModelError: () => new forecast.InvalidModelError({ modelId: 'm', issues }),
  DuplicateModelError: () => new forecast.DuplicateModelError({ modelId: 'm' }),
  ModelNotFoundError: () => new forecast.ModelNotFoundError({ modelId: 'm', known: [] }),
  FitFailedError: (cause) => new forecast.FitFailedError({ modelId: 'm', reason: 'r' }, { cause }),
  InvalidPredictionOptionsError: () => new forecast.InvalidPredictionOptionsError({ modelId: 'm', issues }),
  InvalidScenarioError: () => new forecast.InvalidScenarioError({ issues }),
  InvalidInitiativeError: () => new forecast.InvalidInitiativeError({ issues }),
  InvalidStatusTransitionError: () =>
    new forecast.InvalidStatusTransitionError({ initiativeId: 'i', from: 'a', to: 'b', allowed: [] }),
  InvalidGapInputError: () => new forecast.InvalidGapInputError({ issues }),
  // @ctp/auth
  InvalidAuthConfigError: () => new auth.InvalidAuthConfigError({ errors: issues }),
  InvalidCredentialsError: () => new auth.InvalidCredentialsError(),
  PasswordSignInDisabledError: () => new auth.PasswordSignInDisabledError({ environment: 'production' }),
  PasswordPolicyError: () => new auth.PasswordPolicyError({ violations: ['TOO_SHORT'] }),
  InvalidPasswordHashError: () => new auth.InvalidPasswordHashError({ reason: 'r' }),
  InvalidRouteTableError: () => new auth.InvalidRouteTableError({ errors: issues }),
  OidcSignInError: (cause) => new auth.OidcSignInError({ reason: 'STATE_UNKNOWN' }, cause),
  InsecureIssuerError: () => new auth.InsecureIssuerError({ issuer: 'http://idp' }),
  // @ctp/assistant
  ExternalHostRefusedError: () => new assistant.ExternalHostRefusedError('example.com', ['93.184.215.14']),
  ProviderTimeoutError: () => new assistant.ProviderTimeoutError('http://127.0.0.1:8080', 10),
  ProviderUnavailableError: (cause) => new assistant.ProviderUnavailableError('http://127.0.0.1:8080', cause),
  ProviderHttpError: () => new assistant.ProviderHttpError('http://127.0.0.1:8080', 500, 'd'),
  ProviderBadResponseError: () => new assistant.ProviderBadResponseError('http://127.0.0.1:8080', 'd'),
  QueryArgumentError: () => new assistant.QueryArgumentError('not a period: last decade'),
};

/** Subclasses made with a cause above (their factory declares the parameter), which must carry it. */
export const TAKES_CAUSE = new Set(
  Object.entries(SUBCLASSES)
    .filter(([, make]) => make.length > 0)
    .map(([name]) => name),
);

/** Every exported class that extends Error, once each (engine re-exports CtpError), with where it was first seen. */
export function exportedErrorClasses(): Map<ErrorClass, string> {
  const classes = new Map<ErrorClass, string>();
  for (const [library, exports] of Object.entries(LIBRARIES)) {
    for (const value of Object.values(exports)) {
      if (
        typeof value === 'function' &&
        value.prototype instanceof Error &&
        !classes.has(value as ErrorClass)
      ) {
        classes.set(value as ErrorClass, library);
      }
    }
  }
  return classes;
}
