import type { ColumnType } from 'kysely';
import type { CreatedAt } from './columns.js';

/** What an evidence file documents (0020). */
export type EvidenceKind = 'invoice' | 'meter_reading' | 'certificate' | 'contract' | 'other';

/**
 * One version of an evidence item (0020): append-only, attached to one activity (version and its
 * lineage) or one facility; the bytes are in the artifact store under `storage_key`.
 */
export interface EvidenceFilesTable {
  id: string;
  organization_id: string;
  evidence_id: string;
  version: number;
  activity_id: string | null;
  activity_lineage_id: string | null;
  facility_id: string | null;
  /** A Scope 2 instrument (0027); exactly one of activity, facility and instrument is set. */
  instrument_id: ColumnType<string | null, string | null | undefined, string | null>;
  kind: EvidenceKind;
  file_name: string;
  media_type: string;
  /** `bigint`: the drivers return it as a string. */
  size_bytes: string | number;
  sha256: string;
  storage_key: string;
  uploaded_by: string | null;
  uploaded_by_type: 'user' | 'api_token';
  created_at: CreatedAt;
}
