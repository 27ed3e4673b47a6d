import type {
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
} from './activity.js';
import type { AuditRequestsTable } from './assurance.js';
import type {
  BaseYearPoliciesTable,
  MovementExplanationsTable,
  MovementPoliciesTable,
  PeriodReturnsTable,
  ReportingPeriodsTable,
  RestatementsTable,
} from './close.js';
import type { EvidenceFilesTable } from './evidence.js';
import type {
  CustomForecastModelsTable,
  ForecastJobsTable,
  ForecastRunsTable,
  ForecastScenariosTable,
  ReductionInitiativesTable,
} from './forecasting.js';
import type {
  Scope2AllocationsTable,
  Scope2CertificateClaimsTable,
  Scope2InstrumentsTable,
} from './instruments.js';
import type {
  PactAccessTokensTable,
  PactFootprintRequestsTable,
  PactProductsTable,
  ProductFootprintStatusesTable,
  ProductFootprintsTable,
  SharingGrantsTable,
} from './pact.js';
import type { RecalculationPreviewItemsTable, RecalculationPreviewsTable } from './recalculation.js';
import type {
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
} from './reporting.js';
import type {
  SupplierCorporateExportsTable,
  SupplierFootprintRequestsTable,
  SupplierFootprintsTable,
  SupplierPurchasesTable,
  SupplierSyncsTable,
} from './supplier-sync.js';
import type {
  AuditLogTable,
  FacilitiesTable,
  IdempotencyKeysTable,
  OrganizationsTable,
  SuppliersTable,
  UsersTable,
} from './tenancy.js';

/**
 * The Kysely database type: table and column names exactly as in PostgreSQL (snake_case). No
 * casing plugin is used, so JSON columns come back untouched; repositories map rows to camelCase.
 */
export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  facilities: FacilitiesTable;
  suppliers: SuppliersTable;
  raw_activity_data: RawActivityDataTable;
  calculation_runs: CalculationRunsTable;
  calculation_records: CalculationRecordsTable;
  emission_results: EmissionResultsTable;
  emission_totals: EmissionTotalsTable;
  calculation_run_seals: CalculationRunSealsTable;
  custom_datasets: CustomDatasetsTable;
  emission_factors: EmissionFactorsTable;
  algorithm_overrides: AlgorithmOverridesTable;
  reports: ReportsTable;
  report_frameworks: ReportFrameworksTable;
  report_templates: ReportTemplatesTable;
  report_jobs: ReportJobsTable;
  report_framework_catalogue: ReportFrameworkCatalogueTable;
  report_template_versions: ReportTemplateVersionsTable;
  custom_forecast_models: CustomForecastModelsTable;
  forecast_runs: ForecastRunsTable;
  forecast_jobs: ForecastJobsTable;
  calculation_jobs: CalculationJobsTable;
  ai_assistant_interactions: AiAssistantInteractionsTable;
  ai_assistant_human_actions: AiAssistantHumanActionsTable;
  audit_log: AuditLogTable;
  auth_configs: AuthConfigsTable;
  role_mappings: RoleMappingsTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  oidc_authorization_states: OidcAuthorizationStatesTable;
  idempotency_keys: IdempotencyKeysTable;
  recalculation_previews: RecalculationPreviewsTable;
  recalculation_preview_items: RecalculationPreviewItemsTable;
  forecast_scenarios: ForecastScenariosTable;
  reduction_initiatives: ReductionInitiativesTable;
  pact_products: PactProductsTable;
  product_footprints: ProductFootprintsTable;
  product_footprint_statuses: ProductFootprintStatusesTable;
  sharing_grants: SharingGrantsTable;
  pact_access_tokens: PactAccessTokensTable;
  pact_footprint_requests: PactFootprintRequestsTable;
  supplier_purchases: SupplierPurchasesTable;
  supplier_syncs: SupplierSyncsTable;
  supplier_footprints: SupplierFootprintsTable;
  supplier_corporate_exports: SupplierCorporateExportsTable;
  supplier_footprint_requests: SupplierFootprintRequestsTable;
  reporting_periods: ReportingPeriodsTable;
  base_year_policies: BaseYearPoliciesTable;
  restatements: RestatementsTable;
  evidence_files: EvidenceFilesTable;
  audit_requests: AuditRequestsTable;
  scope2_instruments: Scope2InstrumentsTable;
  scope2_certificate_claims: Scope2CertificateClaimsTable;
  scope2_allocations: Scope2AllocationsTable;
  period_returns: PeriodReturnsTable;
  movement_policies: MovementPoliciesTable;
  movement_explanations: MovementExplanationsTable;
}

/** Every table that holds one organization's rows (all but `organizations`, which is keyed by `id`). */
export const TENANT_TABLES = [
  'users',
  'facilities',
  'suppliers',
  'raw_activity_data',
  'calculation_runs',
  'calculation_records',
  'emission_results',
  'emission_totals',
  'calculation_run_seals',
  'custom_datasets',
  'emission_factors',
  'algorithm_overrides',
  'reports',
  'report_frameworks',
  'report_templates',
  'report_jobs',
  'custom_forecast_models',
  'forecast_runs',
  'forecast_jobs',
  'calculation_jobs',
  'ai_assistant_interactions',
  'ai_assistant_human_actions',
  'audit_log',
  'auth_configs',
  'role_mappings',
  'sessions',
  'api_tokens',
  'idempotency_keys',
  'recalculation_previews',
  'recalculation_preview_items',
  'forecast_scenarios',
  'reduction_initiatives',
  'pact_products',
  'product_footprints',
  'product_footprint_statuses',
  'sharing_grants',
  'pact_access_tokens',
  'pact_footprint_requests',
  'supplier_purchases',
  'supplier_syncs',
  'supplier_footprints',
  'supplier_corporate_exports',
  'supplier_footprint_requests',
  'oidc_authorization_states',
  'report_template_versions',
  'reporting_periods',
  'base_year_policies',
  'restatements',
  'evidence_files',
  'audit_requests',
  'scope2_instruments',
  'scope2_certificate_claims',
  'scope2_allocations',
  'period_returns',
  'movement_policies',
  'movement_explanations',
] as const satisfies readonly (keyof Database)[];
