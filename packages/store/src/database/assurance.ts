import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';

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
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  /** An evidence item (table `evidence`, issue 18) attached as the answer; no foreign key yet. */
  evidence_id: ColumnType<string | null, string | null | undefined, string | null>;
  answered_by: ColumnType<string | null, string | null | undefined, string | null>;
  answered_by_type: ColumnType<
    'user' | 'api_token' | null,
    'user' | 'api_token' | null | undefined,
    'user' | 'api_token' | null
  >;
  answered_at: NullableTimestamp;
}
