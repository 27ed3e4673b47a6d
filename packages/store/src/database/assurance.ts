import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** `audit_requests`: an auditor's request on one result of a period, and the organization's answer. */
export interface AuditRequestsTable {
  id: string;
  organization_id: string;
  period_id: string;
  result_id: string;
  message: string;
  requested_by: string | null;
  requested_by_type: 'user' | 'api_token';
  created_at: CreatedAt;
  answer: Nullable<string>;
  /** An evidence item (table `evidence`, issue 18) attached as the answer; no foreign key yet. */
  evidence_id: Nullable<string>;
  answered_by: Nullable<string>;
  answered_by_type: Nullable<'user' | 'api_token'>;
  answered_at: NullableTimestamp;
}
