import type {
  CreatedAt,
  DateColumn,
  Json,
  NullableDate,
  NullableJson,
  NullableTimestamp,
  Timestamp,
  WithDefault,
} from './columns.js';
import type { Role } from './tenancy.js';

export interface ReportsTable {
  id: string;
  organization_id: string;
  framework_code: string;
  framework_version: string;
  template_id: string | null;
  title: string;
  period_start: DateColumn;
  period_end: DateColumn;
  status: string;
  content_hash: string | null;
  verification_code: string | null;
  metadata: Json<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
  generated_at: NullableTimestamp;
  template_version: number | null;
  attempts: WithDefault<number>;
  failure_reason: string | null;
  artifacts: NullableJson<StoredReportArtifactRow[]>;
  totals: NullableJson<Record<string, string>>;
  queue_job_id: string | null;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** The report this one restates (issue 18); its verification code then says it was superseded. */
  replaces_report_id: string | null;
}

/** One element of `reports.artifacts`. */
export interface StoredReportArtifactRow {
  file: string;
  key: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** The global catalogue of frameworks a deployment reports in (not a tenant table). */
export interface ReportFrameworkCatalogueTable {
  code: string;
  version: string;
  name: string;
  source: 'built-in' | 'plugin';
  definition: Json<unknown>;
  definition_hash: string;
  registered_at: CreatedAt;
}

export interface ReportTemplateVersionsTable {
  id: string;
  organization_id: string;
  template_id: string;
  version: number;
  name: string;
  content: Json<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface ReportFrameworksTable {
  id: string;
  organization_id: string;
  code: string;
  version: string;
  name: string;
  definition: Json<Record<string, unknown>>;
  enabled: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface ReportTemplatesTable {
  id: string;
  organization_id: string;
  name: string;
  framework_code: string;
  content: Json<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  current_version: WithDefault<number>;
  archived_at: NullableTimestamp;
}

export interface ReportJobsTable {
  id: string;
  organization_id: string;
  report_id: string | null;
  kind: string;
  queue_job_id: string | null;
  status: string;
  progress: WithDefault<number>;
  message: string | null;
  error: NullableJson<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface AiAssistantInteractionsTable {
  id: string;
  organization_id: string;
  user_id: string | null;
  query: string;
  context: Json<unknown>;
  prompt_version: string;
  provider: string;
  model: string | null;
  response: string | null;
  rejected: WithDefault<boolean>;
  guard_result: NullableJson<Record<string, unknown>>;
  created_at: CreatedAt;
  // 0010_assistant
  conversation_id: string | null;
  api_token_id: string | null;
  intent: string | null;
  period_start: NullableDate;
  period_end: NullableDate;
  context_summary: NullableJson<Record<string, unknown>>;
  raw_response: string | null;
  guard_status: 'passed' | 'modified' | 'withheld' | null;
  error: NullableJson<Record<string, unknown>>;
  tokens_in: number | null;
  tokens_out: number | null;
  tokens_estimated: WithDefault<boolean>;
  latency_ms: number | null;
}

/** What a person did with an assistant suggestion (append-only; 0010_assistant). */
export interface AiAssistantHumanActionsTable {
  id: string;
  organization_id: string;
  interaction_id: string;
  user_id: string | null;
  api_token_id: string | null;
  suggestion_index: number | null;
  action: 'accepted' | 'rejected' | 'modified' | 'ignored';
  note: string | null;
  created_at: CreatedAt;
}

export interface AuthConfigsTable {
  id: string;
  organization_id: string;
  provider: string;
  issuer: string;
  client_id: string;
  client_secret_encrypted: string | null;
  scopes: string;
  enabled: WithDefault<boolean>;
  settings: Json<Record<string, unknown>>;
  /** Required `aud` of provider-issued access tokens (machine clients); null refuses them. */
  audience: string | null;
  group_claim: WithDefault<string>;
  /** Plain-HTTP issuer allowed (local development only; the server refuses it in production). */
  allow_insecure_http: WithDefault<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RoleMappingsTable {
  id: string;
  organization_id: string;
  auth_config_id: string | null;
  kind: 'email_domain' | 'group' | 'attribute' | 'default';
  /** The claim path of an `attribute` mapping. */
  attribute: string | null;
  /** Null only for the `default` mapping. */
  value: string | null;
  role: Role;
  priority: number;
  created_at: CreatedAt;
  updated_at: WithDefault<Date>;
}

/** A pending OIDC authorization request, keyed by the SHA-256 of its `state`; consumed once. */
export interface OidcAuthorizationStatesTable {
  state_hash: string;
  organization_id: string;
  auth_config_id: string;
  /** Nonce and PKCE verifier, sealed by the server (never in clear text). */
  sealed_secrets: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface SessionsTable {
  id: string;
  organization_id: string;
  user_id: string;
  token_hash: string;
  role: Role;
  auth_method: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  absolute_expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface ApiTokensTable {
  id: string;
  organization_id: string;
  name: string;
  token_hash: string;
  last_four: string;
  role: Role;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}
