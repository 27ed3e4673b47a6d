/**
 * @ctp/store: persistence for CTP on PostgreSQL or embedded PGlite (one code path), with tenant
 * isolation by row-level security, a hash-chained append-only audit log and immutable
 * calculation records enforced by the database itself.
 * @packageDocumentation
 */

// Artifacts and jobs (their own modules)
export * from './artifacts/index.js';
export { auditActorNames } from './audit/actor-names.js';
// Audit log
export { type AuditEntry, type AuditEntryInput, AuditEntryInputSchema, appendAudit } from './audit/append.js';
export {
  type AuditHashContent,
  type AuditHashVersion,
  auditEntryHash,
  CURRENT_AUDIT_HASH_VERSION,
  GENESIS_HASH,
} from './audit/hash.js';
export { type AuditFilter, AuditFilterSchema, listAudit } from './audit/list.js';
export { type AuditChainBreak, type AuditChainVerification, verifyAuditChain } from './audit/verify.js';
export type {
  AlgorithmOverridesTable,
  CalculationJobsTable,
  CalculationRecordsTable,
  CalculationRunSealsTable,
  CalculationRunsTable,
  CustomDatasetsTable,
  EmissionFactorsTable,
  EmissionResultsTable,
  EmissionTotalsTable,
  RawActivityDataTable,
} from './database/activity.js';
export type { AuditRequestsTable } from './database/assurance.js';
export type {
  BaseYearPoliciesTable,
  MovementExplanationsTable,
  MovementPoliciesTable,
  PeriodReturnsTable,
  PeriodStatus,
  ReportingPeriodsTable,
  RestatementCause,
  RestatementsTable,
  ScopeTotal,
} from './database/close.js';
export type {
  CreatedAt,
  DateColumn,
  Json,
  NullableDate,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
  WithDefault,
} from './database/columns.js';
export { dateString, toJson } from './database/columns.js';
// Evidence files (issue 18)
export type { EvidenceFilesTable, EvidenceKind } from './database/evidence.js';
export type {
  CustomForecastModelsTable,
  ForecastJobsTable,
  ForecastRunKind,
  ForecastRunsTable,
  ForecastScenariosTable,
  ReductionInitiativesTable,
} from './database/forecasting.js';
export type {
  InstrumentKind,
  InstrumentTechnology,
  Scope2AllocationsTable,
  Scope2CertificateClaimsTable,
  Scope2InstrumentsTable,
} from './database/instruments.js';
// Opening, schema, migrations
export {
  type DatabaseConfig,
  type OpenDatabase,
  openDatabase,
  PGLITE_OPTIONS,
} from './database/open.js';
export type {
  PactAccessTokensTable,
  PactFootprintRequestsTable,
  PactProductsTable,
  ProductFootprintStatusesTable,
  ProductFootprintsTable,
  SharingGrantsTable,
} from './database/pact.js';
export type {
  RecalculationPreviewItemsTable,
  RecalculationPreviewsTable,
} from './database/recalculation.js';
export type {
  AiAssistantHumanActionsTable,
  AiAssistantInteractionsTable,
  ApiTokensTable,
  AuthConfigsTable,
  OidcAuthorizationStatesTable,
  ReportFrameworkCatalogueTable,
  ReportFrameworksTable,
  ReportJobsTable,
  ReportsTable,
  ReportTemplatesTable,
  ReportTemplateVersionsTable,
  RoleMappingsTable,
  SessionsTable,
  StoredReportArtifactRow,
} from './database/reporting.js';
export type { Database } from './database/schema.js';
export { TENANT_TABLES } from './database/schema.js';
export type {
  SupplierCorporateExportsTable,
  SupplierFootprintRequestsTable,
  SupplierFootprintsTable,
  SupplierPurchasesTable,
  SupplierSyncsTable,
} from './database/supplier-sync.js';
export type {
  AuditLogTable,
  FacilitiesTable,
  IdempotencyKeysTable,
  OrganizationsTable,
  Role,
  SuppliersTable,
  UsersTable,
} from './database/tenancy.js';
// Errors
export {
  BulkValidationError,
  ConflictError,
  IdempotencyConflictError,
  type InstrumentCriterionFailure,
  InstrumentRefusedError,
  InvalidRecordChecksumError,
  type LockedPeriod,
  NotFoundError,
  PeriodLockedError,
  PeriodTransitionError,
  StoreValidationError,
} from './errors.js';
export { randomPublicOrgId, uuidv7 } from './ids.js';
export { merkleLeafHash, merkleRoot } from './integrity/merkle.js';
export type { ResultDiscrepancyReason } from './integrity/record-comparison.js';
export { type LeafColumns, resultLeafHash } from './integrity/result-leaf.js';
export { computeRunRoot, type RunRoot, sealedRoots } from './integrity/run-seal.js';
export type { RunSealCheck, RunSealStatus } from './integrity/run-seal-check.js';
export {
  MAX_LISTED_DISCREPANCIES,
  type ResultDiscrepancy,
  type ResultsVerification,
  ResultsVerificationOptionsSchema,
  type VerifiedTotalKey,
  type VerifiedTotals,
  verifyResults,
} from './integrity/verify-results.js';
export * from './jobs/index.js';
export { EVIDENCE_KINDS } from './migrations/0020_evidence.js';
export { INSTRUMENT_KINDS, INSTRUMENT_TECHNOLOGIES } from './migrations/0027_scope2_instruments.js';
export { createMigrator, migrateToLatest, migrations, migrationsAreCurrent } from './migrations/index.js';
// Shared rate-limit counters (rate-limiter-flexible's PostgreSQL store on this database)
export {
  deleteExpiredRateLimits,
  RATE_LIMIT_TABLE,
  type RateLimitQuery,
  type RateLimitStoreClient,
  rateLimitStoreClient,
} from './rate-limits/store-client.js';
// Repositories
export {
  createActivityData,
  getActivityData,
  ListActivityOptionsSchema,
  listActivityData,
  listActivityVersions,
} from './repositories/activity.js';
export {
  bulkInsertActivityData,
  type PreparedActivityRows,
  prepareActivityRows,
  validateActivityRows,
} from './repositories/activity-bulk.js';
export { correctActivityData } from './repositories/activity-corrections.js';
export {
  type ActivityData,
  type ActivityDataInput,
  ActivityDataInputSchema,
  type ParsedActivityData,
} from './repositories/activity-schema.js';
export {
  type ActivitySelection,
  ActivitySelectionSchema,
  countSelectedActivities,
  selectActivities,
} from './repositories/activity-selection.js';
export {
  type ApiTokenCreator,
  ApiTokenInputSchema,
  createApiToken,
  findApiToken,
  findApiTokenByHash,
  listApiTokenPage,
  listApiTokens,
  markApiTokenUsed,
  revokeApiToken,
  type StoredApiToken,
} from './repositories/api-tokens.js';
export {
  type AssistantHumanAction,
  AssistantHumanActionInputSchema,
  listAssistantHumanActions,
  recordAssistantHumanAction,
} from './repositories/assistant-human-actions.js';
export {
  type AssistantInteraction,
  AssistantInteractionInputSchema,
  countRecentAssistantInteractions,
  getAssistantInteraction,
  hasConversation,
  listAssistantInteractionPage,
  listConversationTurns,
  logAssistantInteraction,
} from './repositories/assistant-interactions.js';
export {
  AuditAnswerInputSchema,
  type AuditRequest,
  AuditRequestInputSchema,
  AuditRequestListSchema,
  answerAuditRequest,
  createAuditRequest,
  getAuditRequest,
  listAuditRequests,
  type RequestActor,
} from './repositories/audit-requests.js';
export {
  type AuthConfig,
  AuthConfigInputSchema,
  createRoleMapping,
  deleteRoleMapping,
  findEnabledAuthConfigsByIssuer,
  getAuthConfig,
  listRoleMappings,
  ROLE_MAPPING_KINDS,
  type RoleMapping,
  RoleMappingInputSchema,
  RoleMappingPatchSchema,
  saveAuthConfig,
  updateRoleMapping,
} from './repositories/auth-configs.js';
export {
  type BaseYearPolicy,
  BaseYearPolicyInputSchema,
  DEFAULT_SIGNIFICANCE_THRESHOLD_PERCENT,
  getBaseYearPolicy,
  RESTATEMENT_CAUSES,
  saveBaseYearPolicy,
} from './repositories/base-year-policies.js';
export {
  type CalculationJob,
  CalculationJobInputSchema,
  CalculationJobListSchema,
  getCalculationJob,
  listCalculationJobs,
  lockCalculationJob,
  recordCalculationJob,
  settleCalculationJob,
} from './repositories/calculation-jobs.js';
export {
  type CalculationRun,
  getCalculationRecord,
  getCalculationRun,
  listCalculationRecordsForActivity,
  type StoredCalculationRecord,
  type StoredRecordVerification,
  verifyStoredRecord,
} from './repositories/calculation-records.js';
export { CalculationRunListSchema, listCalculationRuns } from './repositories/calculation-runs.js';
export {
  type AppendOptions,
  type CalculationFailure,
  CalculationResultInputSchema,
  type CalculationRunOutcome,
  type CalculationRunWriter,
  lockCalculations,
  MAX_STORED_FAILURES,
  type SavedResult,
  startCalculationRun,
} from './repositories/calculation-writer.js';
export {
  CalculationRunInputSchema,
  type SavedCalculation,
  saveCalculation,
} from './repositories/calculations.js';
export {
  listCustomDatasets,
  type StoredCustomDataset,
  saveCustomDataset,
} from './repositories/custom-datasets.js';
export { loadCustomDatasets } from './repositories/custom-datasets-load.js';
// PACT supplier side (issue 8): products, footprints, grants, access tokens, received requests
export {
  type EmissionBasis,
  EmissionBasisQuerySchema,
  emissionBasis,
} from './repositories/emission-basis.js';
export {
  type EmissionQualityRow,
  type ResultFactorQuality,
  summarizeEmissionQuality,
} from './repositories/emission-quality.js';
export {
  type EmissionResult,
  listEmissionResults,
  ResultFilterSchema,
} from './repositories/emission-results.js';
export {
  type EmissionSummaryRow,
  type SummaryGroup,
  SummaryGroupSchema,
  summarizeEmissions,
} from './repositories/emission-summary.js';
export { aggregateEmissions, type EmissionTotal } from './repositories/emission-totals.js';
export {
  addEvidence,
  addEvidenceVersion,
  type EvidenceFile,
  EvidenceInputSchema,
  type EvidenceSubject,
  EvidenceVersionInputSchema,
  evidenceVersions,
  getEvidenceVersion,
  latestEvidenceVersion,
  listEvidence,
} from './repositories/evidence.js';
export {
  createFacility,
  type Facility,
  FacilityInputSchema,
  FacilityUpdateSchema,
  getFacility,
  listFacilities,
  updateFacility,
} from './repositories/facilities.js';
export {
  type MonthlyEmissions,
  MonthlyEmissionsOptionsSchema,
  monthlyEmissions,
} from './repositories/forecast-history.js';
export {
  type ForecastJob,
  ForecastJobInputSchema,
  ForecastJobOutcomeSchema,
  getForecastJob,
  lockForecastJob,
  recordForecastJob,
  settleForecastJob,
} from './repositories/forecast-jobs.js';
export {
  type CustomForecastModel,
  CustomForecastModelInputSchema,
  getCustomForecastModel,
  listCustomForecastModels,
  registerCustomForecastModel,
  validateCustomForecastModel,
} from './repositories/forecast-models.js';
export {
  type ForecastRunRecord,
  ForecastRunRecordInputSchema,
  getForecastRunRecord,
  listForecastRunRecords,
  recordForecastRun,
} from './repositories/forecast-run-records.js';
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyClaim,
  IdempotencyClaimSchema,
} from './repositories/idempotency.js';
export {
  archiveInitiative,
  createInitiative,
  getInitiative,
  InitiativeInputSchema,
  InitiativeUpdateSchema,
  listInitiatives,
  STORED_INITIATIVE_STATUSES,
  type StoredInitiative,
  updateInitiative,
} from './repositories/initiatives.js';
export {
  addMovementExplanation,
  currentMovementExplanations,
  MOVEMENT_LINE_KEY,
  type MovementExplanation,
  MovementExplanationInputSchema,
  movementExplanationHistory,
} from './repositories/movement-explanations.js';
export {
  DEFAULT_MOVEMENT_THRESHOLD_PERCENT,
  getMovementPolicy,
  type MovementPolicy,
  MovementPolicyInputSchema,
  saveMovementPolicy,
} from './repositories/movement-policies.js';
export {
  type ConsumedOidcState,
  consumeOidcAuthorizationState,
  deleteExpiredOidcAuthorizationStates,
  type OidcAuthorizationState,
  OidcAuthorizationStateInputSchema,
  saveOidcAuthorizationState,
} from './repositories/oidc-states.js';
export {
  CreateOrganizationSchema,
  countOrganizations,
  createOrganization,
  findOrganizationByPublicId,
  findOrganizationBySlug,
  getOrganization,
  type Organization,
  SlugSchema,
  UpdateOrganizationSchema,
  updateOrganization,
} from './repositories/organizations.js';
export {
  approveOverride,
  createOverride,
  endOverride,
  getOverride,
  listOverrides,
  listOverridesPage,
  OverrideInputSchema,
  OverrideListSchema,
  type OverrideState,
  type StoredOverride,
  toEngineOverride,
} from './repositories/overrides.js';
export {
  createPactProduct,
  findPactProduct,
  listPactProducts,
  PACT_DECLARED_UNITS,
  type PactProduct,
  ProductInputSchema,
  UrnSchema,
} from './repositories/pact-products.js';
export {
  answerFootprintRequest,
  type FootprintRequest,
  FootprintRequestInputSchema,
  findFootprintRequest,
  listFootprintRequests,
  recordAnswerDelivery,
  recordFootprintRequest,
} from './repositories/pact-requests.js';
export {
  type CursorPosition,
  decodeCursor,
  encodeCursor,
  type Page,
  PageOptionsSchema,
} from './repositories/pagination.js';
export { type LockOutcome, lockPeriod, reopenPeriod } from './repositories/period-close.js';
export { type PeriodFactorEdition, periodFactorEditions } from './repositories/period-factor-editions.js';
export {
  compareLine,
  type DateWindow,
  type MovementLine,
  type PeriodMovements,
  periodMovements,
  previousWindow,
} from './repositories/period-movements.js';
export {
  getPopulationItem,
  type PopulationItem,
  periodPopulation,
} from './repositories/period-population.js';
export {
  type PeriodReturn,
  PeriodReturnInputSchema,
  returnPeriod,
} from './repositories/period-returns.js';
export { grandTotal, periodScopeTotals } from './repositories/period-totals.js';
export { type AnalyzableTable, analyzeIfStale } from './repositories/planner-statistics.js';
export {
  type FootprintCriteria,
  type FootprintVisibility,
  findProductFootprint,
  listProductFootprints,
  type ProductFootprintInput,
  ProductFootprintInputSchema,
  publishProductFootprint,
  type StoredProductFootprint,
} from './repositories/product-footprints.js';
export {
  appendPreviewItems,
  type CurrentResult,
  createPreview,
  currentResultsFor,
  finishPreview,
  getPreview,
  listPreviewItems,
  markPreviewAccepted,
  PreviewInputSchema,
  previewItemChunks,
  type RecalculationPreview,
  type RecalculationPreviewItem,
  stalePreviewActivities,
} from './repositories/recalculation-previews.js';
export {
  type ReportActivityRow,
  type ReportEmissionRow,
  ReportPeriodSchema,
  type ReportRecalculationRow,
  reportActivityRows,
  reportEmissionRows,
  reportRecalculations,
  reportYearTotals,
  type YearScopeTotal,
} from './repositories/report-data.js';
export {
  type CatalogueFramework,
  FrameworkRegistrationSchema,
  frameworkDefinitionHash,
  getCatalogueFramework,
  listCatalogueFrameworks,
  registerFrameworks,
} from './repositories/report-frameworks.js';
export { type ReportRestatement, reportRestatements } from './repositories/report-restatements.js';
export {
  archiveReportTemplate,
  changeReportTemplate,
  createReportTemplate,
  getReportTemplate,
  getReportTemplateVersion,
  listReportTemplates,
  listReportTemplateVersions,
  type ReportTemplate,
  ReportTemplateChangeSchema,
  ReportTemplateCreateSchema,
  type ReportTemplateVersion,
} from './repositories/report-templates.js';
export {
  assertPeriodOpen,
  assertStep,
  createPeriod,
  getPeriod,
  listPeriods,
  lockedPeriodOverlapping,
  movePeriod,
  PeriodInputSchema,
  PeriodListSchema,
  type PeriodStep,
  type ReportingPeriod,
} from './repositories/reporting-periods.js';
export {
  completeReport,
  createReport,
  findPublicReport,
  getReport,
  listReports,
  lockReport,
  lockReportForReplacement,
  type PublicReport,
  type Report,
  type ReportArtifact,
  ReportCompletionSchema,
  ReportRequestSchema,
  type ReportStatus,
  recordReportFailure,
  setReportJob,
  startReportAttempt,
  VERIFICATION_CODE_ATTEMPTS,
} from './repositories/reports.js';
export {
  getRestatement,
  listRestatements,
  type Restatement,
  RestatementListSchema,
  type RestatementSignificance,
} from './repositories/restatements.js';
export {
  archiveScenarioTemplate,
  createScenarioTemplate,
  getScenarioTemplate,
  listScenarioTemplates,
  ScenarioTemplateInputSchema,
  ScenarioTemplateUpdateSchema,
  type StoredScenarioTemplate,
  updateScenarioTemplate,
} from './repositories/scenario-templates.js';
export {
  type AllocationForCalculation,
  AllocationInputSchema,
  AllocationListSchema,
  allocateInstrument,
  cancelInstrument,
  createInstrument,
  getInstrument,
  InstrumentInputSchema,
  InstrumentListSchema,
  instrumentFacts,
  type LedgerActor,
  LedgerReasonSchema,
  listAllocations,
  listInstruments,
  liveAllocationsFor,
  releaseAllocation,
  type Scope2Allocation,
  type Scope2Instrument,
} from './repositories/scope2-instruments.js';
export {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionByHash,
  lookupSession,
  SessionInputSchema,
  type StoredSession,
  touchSession,
} from './repositories/sessions.js';
export {
  JobOutcomeSchema,
  type JobRepository,
  readJobRow,
  type SettledJobRow,
  type SettledJobTable,
  settleJobRow,
} from './repositories/settled-jobs.js';
export { setupFirstOrganization } from './repositories/setup.js';
export {
  type AnswerPolicy,
  createPactAccessToken,
  createSharingGrant,
  deleteExpiredPactAccessTokens,
  findPactAccessTokenByHash,
  findSharingGrant,
  findSharingGrantByClientId,
  listSharingGrants,
  revokeSharingGrant,
  type SharingGrant,
  SharingGrantInputSchema,
  setSharingGrantAnswerPolicy,
} from './repositories/sharing-grants.js';
export {
  ReceivedCorporateExportInputSchema,
  recordReceivedCorporateExport,
} from './repositories/supplier-corporate-exports.js';
export {
  listReceivedFootprints,
  type ReceivedFootprint,
  ReceivedFootprintInputSchema,
  recordReceivedFootprint,
} from './repositories/supplier-footprints.js';
export {
  allSupplierPurchases,
  createSupplierPurchase,
  linkPurchaseActivity,
  listSupplierPurchases,
  type SupplierPurchase,
  SupplierPurchaseInputSchema,
} from './repositories/supplier-purchases.js';
export {
  answerSupplierFootprintRequest,
  createSupplierFootprintRequest,
  listSupplierFootprintRequests,
  markSupplierFootprintRequestSent,
  type SupplierFootprintRequest,
} from './repositories/supplier-requests.js';
export {
  finishSupplierSync,
  getSupplierSync,
  listSupplierSyncs,
  queueSupplierSync,
  type SupplierSync,
  startSupplierSync,
} from './repositories/supplier-syncs.js';
export {
  createSupplier,
  findSupplierByInboundGrant,
  getSupplier,
  getSupplierIntegrationSecret,
  listSuppliers,
  type Supplier,
  SupplierCredentialsSchema,
  SupplierInputSchema,
  type SupplierSyncStatus,
  SupplierUpdateSchema,
  setSupplierCredentials,
  toSupplier,
  updateSupplier,
} from './repositories/suppliers.js';
export {
  CreateUserSchema,
  createUser,
  findUserByEmail,
  findUserByOidcSubject,
  getUser,
  listUsers,
  listUsersPage,
  lockActiveAdmins,
  RoleSchema,
  UpdateUserSchema,
  type User,
  updateUser,
} from './repositories/users.js';
// Scopes
export {
  asQueueOwner,
  enterOrganization,
  type OrganizationScope,
  type SystemScope,
  withOrganization,
  withSystem,
} from './scope.js';
// Test support (no test framework imported): fresh migrated databases on PGlite and PostgreSQL
export { type TestDatabase, type TestTarget, testTargets } from './testing.js';
