/** Media type of every error response. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** Base of every problem `type` URI. The URI is an identifier: clients compare the whole string. */
export const PROBLEM_BASE = 'urn:ctp:problem:';

/** One row of the problem table: the slug in the type URI, HTTP status, title and the codes mapped to it. */
export interface ProblemType {
  slug: string;
  status: number;
  title: string;
  /** Error codes that map to this type: the server's own and the CtpError codes of the libraries. */
  codes: readonly string[];
}

/**
 * THE table from error codes to RFC 9457 problem types. Every error response of the server comes
 * from a row of it; the README's "Errors" section lists the same rows (a test checks).
 */
export const PROBLEM_TYPES: readonly ProblemType[] = [
  {
    slug: 'validation-failed',
    status: 400,
    title: 'Request validation failed',
    codes: ['VALIDATION_FAILED'],
  },
  { slug: 'unknown-field', status: 400, title: 'Unknown field in request', codes: ['UNKNOWN_FIELD'] },
  { slug: 'malformed-json', status: 400, title: 'Malformed JSON body', codes: ['MALFORMED_JSON'] },
  { slug: 'bad-request', status: 400, title: 'Bad request', codes: ['BAD_REQUEST'] },
  { slug: 'unauthenticated', status: 401, title: 'Authentication required', codes: ['UNAUTHENTICATED'] },
  { slug: 'invalid-token', status: 401, title: 'Invalid or expired token', codes: ['INVALID_TOKEN'] },
  {
    slug: 'invalid-credentials',
    status: 401,
    title: 'Invalid email or password',
    codes: ['INVALID_CREDENTIALS'],
  },
  { slug: 'forbidden', status: 403, title: 'Forbidden', codes: ['FORBIDDEN'] },
  {
    slug: 'organization-mismatch',
    status: 403,
    title: 'Forbidden',
    codes: ['ORGANIZATION_MISMATCH'],
  },
  { slug: 'csrf', status: 403, title: 'Cross-site request refused', codes: ['CSRF'] },
  {
    slug: 'password-sign-in-disabled',
    status: 403,
    title: 'Password sign-in is disabled',
    codes: ['PASSWORD_SIGN_IN_DISABLED'],
  },
  {
    slug: 'self-approval',
    status: 403,
    title: 'The creator of an override cannot approve it',
    codes: ['SELF_APPROVAL'],
  },
  {
    slug: 'period-self-approval',
    status: 403,
    title: 'The submitter of a period cannot approve it',
    codes: ['PERIOD_SELF_APPROVAL'],
  },
  {
    slug: 'person-required',
    status: 403,
    title: 'An accountable administrator is required',
    codes: ['PERSON_REQUIRED'],
  },
  { slug: 'not-found', status: 404, title: 'Not found', codes: ['NOT_FOUND', 'STORE_NOT_FOUND'] },
  { slug: 'route-not-found', status: 404, title: 'Not found', codes: ['ROUTE_NOT_FOUND'] },
  { slug: 'method-not-allowed', status: 405, title: 'Method not allowed', codes: ['METHOD_NOT_ALLOWED'] },
  {
    slug: 'conflict',
    status: 409,
    title: 'Conflict',
    codes: ['CONFLICT', 'DATASET_DUPLICATE', 'DUPLICATE_ALGORITHM', 'OVERRIDE_CONFLICT', 'STORE_CONFLICT'],
  },
  {
    slug: 'period-locked',
    status: 409,
    title: 'The reporting period is locked',
    codes: ['STORE_PERIOD_LOCKED'],
  },
  {
    slug: 'instrument-refused',
    status: 409,
    title: 'Refused by the Scope 2 Quality Criteria',
    codes: ['STORE_INSTRUMENT_REFUSED'],
  },
  {
    slug: 'movement-explanations-missing',
    status: 409,
    title: 'Totals moved beyond the threshold without an explanation',
    codes: ['MOVEMENT_EXPLANATIONS_MISSING'],
  },
  {
    slug: 'setup-completed',
    status: 409,
    title: 'First-time setup already done',
    codes: ['SETUP_COMPLETED'],
  },
  {
    slug: 'last-admin',
    status: 409,
    title: 'The last active administrator must stay',
    codes: ['LAST_ADMIN'],
  },
  {
    slug: 'supplier-not-integrated',
    status: 409,
    title: 'The supplier has no PACT integration',
    codes: ['SUPPLIER_NOT_INTEGRATED'],
  },
  {
    slug: 'idempotency-in-progress',
    status: 409,
    title: 'A request with this idempotency key is still running',
    codes: ['IDEMPOTENCY_IN_PROGRESS'],
  },
  { slug: 'payload-too-large', status: 413, title: 'Request body too large', codes: ['PAYLOAD_TOO_LARGE'] },
  {
    slug: 'unsupported-media-type',
    status: 415,
    title: 'Unsupported media type',
    codes: ['UNSUPPORTED_MEDIA_TYPE'],
  },
  {
    slug: 'evidence-too-large',
    status: 413,
    title: 'Evidence file too large',
    codes: ['EVIDENCE_TOO_LARGE'],
  },
  {
    slug: 'evidence-media-type',
    status: 415,
    title: 'Evidence file type not allowed',
    codes: ['EVIDENCE_MEDIA_TYPE'],
  },
  {
    slug: 'password-policy',
    status: 422,
    title: 'Password rejected by policy',
    codes: ['PASSWORD_POLICY'],
  },
  { slug: 'factor-not-found', status: 422, title: 'No emission factor matches', codes: ['FACTOR_NOT_FOUND'] },
  {
    slug: 'unit-mismatch',
    status: 422,
    title: 'Units cannot be converted',
    codes: ['UNIT_MISMATCH', 'UNKNOWN_UNIT'],
  },
  {
    slug: 'invalid-input',
    status: 422,
    title: 'Invalid calculation input',
    codes: [
      'INVALID_INPUT',
      'PRICE_INDEX_REQUIRED',
      'NEGATIVE_QUANTITY',
      'INVALID_PERIOD',
      'INVALID_CONTEXT',
      'GWP_NOT_AVAILABLE',
      'INVALID_RECORD',
    ],
  },
  {
    slug: 'algorithm-not-available',
    status: 422,
    title: 'No algorithm applies',
    codes: ['ALGORITHM_NOT_FOUND', 'UNKNOWN_CATEGORY', 'NO_ALGORITHM_IN_FORCE'],
  },
  {
    slug: 'invalid-definition',
    status: 422,
    title: 'Invalid algorithm, override or formula',
    codes: ['INVALID_ALGORITHM', 'INVALID_OVERRIDE', 'FORMULA_INVALID', 'FORMULA_RESULT_INVALID'],
  },
  {
    slug: 'invalid-dataset',
    status: 422,
    title: 'Invalid factor dataset',
    codes: ['DATASET_INVALID', 'SOURCE_FORMAT_UNRECOGNISED'],
  },
  {
    slug: 'invalid-rows',
    status: 422,
    title: 'Invalid rows; nothing was imported',
    codes: ['IMPORT_ROWS_INVALID', 'STORE_BULK_INVALID'],
  },
  {
    slug: 'idempotency-key-reused',
    status: 422,
    title: 'Idempotency key used for a different request',
    codes: ['STORE_IDEMPOTENCY_CONFLICT'],
  },
  {
    slug: 'dataset-not-loaded',
    status: 422,
    title: 'Pinned dataset version not loaded',
    codes: ['DATASET_NOT_LOADED'],
  },
  {
    slug: 'preview-accepted',
    status: 409,
    title: 'Recalculation preview already accepted',
    codes: ['PREVIEW_ACCEPTED'],
  },
  {
    slug: 'preview-stale',
    status: 409,
    title: 'Recalculation preview out of date',
    codes: ['PREVIEW_STALE'],
  },
  {
    slug: 'preview-expired',
    status: 410,
    title: 'Recalculation preview expired',
    codes: ['PREVIEW_EXPIRED'],
  },
  { slug: 'unprocessable', status: 422, title: 'Request cannot be processed', codes: ['UNPROCESSABLE'] },
  {
    slug: 'series-too-short',
    status: 422,
    title: 'Not enough history for the forecast model',
    codes: ['SERIES_TOO_SHORT'],
  },
  {
    slug: 'invalid-forecast-input',
    status: 422,
    title: 'Invalid forecasting input',
    codes: [
      'INVALID_SERIES',
      'INVALID_MODEL_PARAMETERS',
      'INVALID_PREDICTION_OPTIONS',
      'INVALID_SCENARIO',
      'INVALID_INITIATIVE',
      'INVALID_GAP_INPUT',
      'MODEL_NOT_APPLICABLE',
    ],
  },
  {
    slug: 'forecast-model-unknown',
    status: 422,
    title: 'No such forecast model',
    codes: ['MODEL_NOT_FOUND'],
  },
  {
    slug: 'forecast-fit-failed',
    status: 422,
    title: 'The forecast model could not be fitted',
    codes: ['FIT_FAILED'],
  },
  {
    slug: 'forecast-model-not-validated',
    status: 409,
    title: 'The custom forecast model is not validated',
    codes: ['FORECAST_MODEL_NOT_VALIDATED'],
  },
  {
    slug: 'invalid-status-transition',
    status: 409,
    title: 'Status change not allowed',
    codes: ['INVALID_STATUS_TRANSITION', 'STORE_PERIOD_TRANSITION'],
  },
  {
    slug: 'report-framework-unknown',
    status: 422,
    title: 'No such reporting framework',
    codes: ['REPORT_FRAMEWORK_UNKNOWN'],
  },
  {
    slug: 'report-template-unusable',
    status: 422,
    title: 'The report template cannot be used',
    codes: ['REPORT_TEMPLATE_UNUSABLE'],
  },
  {
    slug: 'report-replacement-refused',
    status: 409,
    title: 'The report cannot be replaced',
    codes: ['REPORT_REPLACEMENT_REFUSED'],
  },
  {
    slug: 'report-not-complete',
    status: 409,
    title: 'The report is not complete',
    codes: ['REPORT_NOT_COMPLETE'],
  },
  {
    slug: 'algorithm-failed',
    status: 500,
    title: 'The calculation algorithm failed',
    codes: ['ALGORITHM_FAILED'],
  },
  {
    slug: 'too-many-sign-in-attempts',
    status: 429,
    title: 'Too many failed sign-in attempts',
    codes: ['TOO_MANY_SIGN_IN_ATTEMPTS'],
  },
  {
    slug: 'too-many-sign-in-option-lookups',
    status: 429,
    title: 'Too many sign-in option lookups',
    codes: ['TOO_MANY_SIGN_IN_OPTION_LOOKUPS'],
  },
  {
    slug: 'too-many-verification-lookups',
    status: 429,
    title: 'Too many verification lookups',
    codes: ['TOO_MANY_VERIFICATION_LOOKUPS'],
  },
  {
    slug: 'organization-not-found',
    status: 404,
    title: 'Organization not found',
    codes: ['ORGANIZATION_NOT_FOUND'],
  },
  {
    slug: 'oidc-not-configured',
    status: 404,
    title: 'Single sign-on is not configured for this organization',
    codes: ['OIDC_NOT_CONFIGURED'],
  },
  {
    slug: 'oidc-sign-in-refused',
    status: 401,
    title: 'Sign-in with the identity provider was refused',
    codes: ['OIDC_SIGN_IN_REFUSED'],
  },
  { slug: 'insecure-issuer', status: 422, title: 'The issuer must use https', codes: ['INSECURE_ISSUER'] },
  {
    slug: 'machine-audience-taken',
    status: 409,
    title: 'Another organization accepts machine tokens of this issuer and audience',
    codes: ['OIDC_AUDIENCE_TAKEN'],
  },
  {
    slug: 'identity-provider-unavailable',
    status: 502,
    title: 'The identity provider could not be reached',
    codes: ['OIDC_PROVIDER_UNAVAILABLE'],
  },
  {
    slug: 'assistant-rate-limited',
    status: 429,
    title: 'Too many questions to the assistant',
    codes: ['ASSISTANT_RATE_LIMITED'],
  },
  {
    slug: 'not-the-asker',
    status: 403,
    title: 'Only the person who asked can do this',
    codes: ['NOT_THE_ASKER'],
  },
  { slug: 'internal-error', status: 500, title: 'Internal server error', codes: ['INTERNAL_ERROR'] },
  {
    slug: 'assistant-provider-failed',
    status: 502,
    title: "The assistant's model server failed",
    codes: ['ASSISTANT_PROVIDER_UNAVAILABLE', 'ASSISTANT_PROVIDER_ERROR', 'ASSISTANT_PROVIDER_BAD_RESPONSE'],
  },
  {
    slug: 'assistant-provider-timeout',
    status: 504,
    title: "The assistant's model server did not answer in time",
    codes: ['ASSISTANT_PROVIDER_TIMEOUT'],
  },
  { slug: 'not-ready', status: 503, title: 'Service not ready', codes: ['NOT_READY'] },
  // The queue is the server's, not the request's: not started yet, stopping, or its database failing.
  {
    slug: 'job-queue-unavailable',
    status: 503,
    title: 'The job queue is not available',
    codes: ['JOB_QUEUE_NOT_STARTED', 'JOB_QUEUE_UNAVAILABLE'],
  },
];

const byCode = new Map(PROBLEM_TYPES.flatMap((row) => row.codes.map((code) => [code, row] as const)));
/** The problem type of an error code, or `undefined` when the table does not list it. */
export function problemTypeForCode(code: string): ProblemType | undefined {
  return byCode.get(code);
}

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  503: 'NOT_READY',
};

/** The generic problem type of an HTTP status; other 4xx give `bad-request`, everything else `internal-error`. */
export function problemTypeForStatus(status: number): ProblemType {
  const code =
    GENERIC_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
  return byCode.get(code) as ProblemType;
}

/** The full type URI of a row. */
export function problemTypeUri(row: ProblemType): string {
  return `${PROBLEM_BASE}${row.slug}`;
}
