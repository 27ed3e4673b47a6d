import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  DateColumn,
  Json,
  NullableJson,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
  WithDefault,
} from './columns.js';

/** The close status of a reporting period, in the order it moves. */
export type PeriodStatus = 'draft' | 'submitted' | 'approved' | 'locked';

/** Why a locked period was reopened: also the triggers of a base-year recalculation policy. */
export type RestatementCause = 'structural_change' | 'methodology_or_factor_change' | 'discovered_error';

/** One total of a period by scope and Scope 2 method (null outside Scope 2), an exact decimal string in kg. */
export interface ScopeTotal {
  scope: number;
  method: string | null;
  co2eKg: string;
}

/** A reporting period and its close status (0019). Never deleted; a locked row never changes. */
export interface ReportingPeriodsTable {
  id: string;
  organization_id: string;
  name: string;
  period_start: DateColumn;
  period_end: DateColumn;
  status: WithDefault<PeriodStatus>;
  created_by: string;
  submitted_by: ColumnType<string | null, string | null | undefined, string | null>;
  submitted_at: NullableTimestamp;
  approved_by: ColumnType<string | null, string | null | undefined, string | null>;
  approved_at: NullableTimestamp;
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_at: NullableTimestamp;
  /** The period's totals by scope when it was locked (null unless locked). */
  locked_totals: NullableJson<ScopeTotal[]>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The organization's base year and recalculation policy (0019), one row per organization. */
export interface BaseYearPoliciesTable {
  organization_id: string;
  base_year: number;
  significance_threshold_percent: ColumnType<string, string | undefined, string>;
  triggers: ColumnType<RestatementCause[], string | undefined, string>;
  updated_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A restatement of a reopened period (0019): opened on reopening, completed once on the next lock. */
export interface RestatementsTable {
  id: string;
  organization_id: string;
  period_id: string;
  cause: RestatementCause;
  reason: string;
  reopened_by: string;
  reopened_at: CreatedAt;
  old_totals: Json<ScopeTotal[]>;
  old_total_co2e_kg: Numeric;
  new_totals: NullableJson<ScopeTotal[]>;
  new_total_co2e_kg: NullableNumeric;
  delta_co2e_kg: NullableNumeric;
  base_year: ColumnType<number | null, number | null | undefined, number | null>;
  base_year_total_co2e_kg: NullableNumeric;
  threshold_percent: NullableNumeric;
  change_percent: NullableNumeric;
  significant: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  approved_by: ColumnType<string | null, string | null | undefined, string | null>;
  completed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A submitted or approved period sent back to draft, with the reason (0024). Append-only. */
export interface PeriodReturnsTable {
  id: string;
  organization_id: string;
  period_id: string;
  from_status: 'submitted' | 'approved';
  reason: string;
  returned_by: string;
  created_at: CreatedAt;
}

/** The organization's movement threshold, percent of the previous period's line (0024). */
export interface MovementPoliciesTable {
  organization_id: string;
  threshold_percent: ColumnType<string, string, string>;
  updated_by: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Why a period's line moved against the previous period (0024). Append-only; a new row supersedes. */
export interface MovementExplanationsTable {
  id: string;
  organization_id: string;
  period_id: string;
  line_key: string;
  explanation: string;
  previous_co2e_kg: Numeric;
  current_co2e_kg: Numeric;
  threshold_percent: Numeric;
  supersedes_id: string | null;
  explained_by: string;
  created_at: CreatedAt;
}
