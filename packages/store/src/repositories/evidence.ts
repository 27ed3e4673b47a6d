import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { EvidenceFilesTable, EvidenceKind } from '../database/evidence.js';
import { ConflictError, isUniqueViolation, NotFoundError, parseInput } from '../errors.js';
import type { OrganizationScope } from '../scope.js';

/** One version of an evidence item: a file attached to an activity, a facility or a Scope 2 instrument, never altered. */
export interface EvidenceFile {
  /** This version's id (also the last segment of its storage key). */
  readonly id: string;
  readonly organizationId: string;
  /** The evidence item; every version of one file shares it. */
  readonly evidenceId: string;
  readonly version: number;
  /** The activity version it was uploaded against (null for facility evidence). */
  readonly activityId: string | null;
  /** That activity's lineage: the evidence follows the activity through corrections. */
  readonly activityLineageId: string | null;
  readonly facilityId: string | null;
  /** The Scope 2 instrument it documents (certificate, contract, registry extract), or null. */
  readonly instrumentId: string | null;
  readonly kind: EvidenceKind;
  readonly fileName: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
  /** SHA-256 of the bytes, lowercase hex. */
  readonly sha256: string;
  readonly storageKey: string;
  readonly uploadedBy: string | null;
  readonly uploadedByType: 'user' | 'api_token';
  readonly createdAt: Date;
}

/** What attaches an evidence item: one activity version, one facility or one Scope 2 instrument. */
export type EvidenceSubject = { activityId: string } | { facilityId: string } | { instrumentId: string };

const fileFields = {
  id: z.uuid(),
  fileName: z.string().trim().min(1).max(255),
  mediaType: z.string().min(3).max(255),
  sizeBytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  storageKey: z.string().min(1).max(1024),
  uploadedBy: z.string().nullable(),
  uploadedByType: z.enum(['user', 'api_token']),
};

/** The first version of an evidence item: its file, kind and subject (validated by {@link addEvidence}). */
export const EvidenceInputSchema = z.strictObject({
  ...fileFields,
  evidenceId: z.uuid(),
  kind: z.enum(['invoice', 'meter_reading', 'certificate', 'contract', 'other']),
  subject: z.union([
    z.strictObject({ activityId: z.uuid() }),
    z.strictObject({ facilityId: z.uuid() }),
    z.strictObject({ instrumentId: z.uuid() }),
  ]),
});

/** A further version of an evidence item: only its file (validated by {@link addEvidenceVersion}). */
export const EvidenceVersionInputSchema = z.strictObject(fileFields);

function toEvidenceFile(row: Selectable<EvidenceFilesTable>): EvidenceFile {
  return {
    id: row.id,
    organizationId: row.organization_id,
    evidenceId: row.evidence_id,
    version: row.version,
    activityId: row.activity_id,
    activityLineageId: row.activity_lineage_id,
    facilityId: row.facility_id,
    instrumentId: row.instrument_id,
    kind: row.kind,
    fileName: row.file_name,
    mediaType: row.media_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    storageKey: row.storage_key,
    uploadedBy: row.uploaded_by,
    uploadedByType: row.uploaded_by_type,
    createdAt: row.created_at,
  };
}

/** The lineage of an activity version of the scope's organization. @throws NotFoundError */
async function lineageOf(scope: OrganizationScope, activityId: string): Promise<string> {
  const row = await scope.db
    .selectFrom('raw_activity_data')
    .select('lineage_id')
    .where('id', '=', activityId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('activity data', activityId);
  return row.lineage_id;
}

async function assertFacility(scope: OrganizationScope, facilityId: string): Promise<void> {
  const row = await scope.db
    .selectFrom('facilities')
    .select('id')
    .where('id', '=', facilityId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('facility', facilityId);
}

async function assertInstrument(scope: OrganizationScope, instrumentId: string): Promise<void> {
  const row = await scope.db
    .selectFrom('scope2_instruments')
    .select('id')
    .where('id', '=', instrumentId)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('scope 2 instrument', instrumentId);
}

const NO_SUBJECT = { activity_id: null, activity_lineage_id: null, facility_id: null, instrument_id: null };

async function subjectColumns(scope: OrganizationScope, subject: EvidenceSubject) {
  if ('activityId' in subject) {
    const lineage = await lineageOf(scope, subject.activityId);
    return { ...NO_SUBJECT, activity_id: subject.activityId, activity_lineage_id: lineage };
  }
  if ('instrumentId' in subject) {
    await assertInstrument(scope, subject.instrumentId);
    return { ...NO_SUBJECT, instrument_id: subject.instrumentId };
  }
  await assertFacility(scope, subject.facilityId);
  return { ...NO_SUBJECT, facility_id: subject.facilityId };
}

/**
 * Records the first version of a new evidence item (the bytes already stored under `storageKey`).
 * @throws NotFoundError when the activity, facility or instrument is not the organization's
 */
export async function addEvidence(
  scope: OrganizationScope,
  input: z.input<typeof EvidenceInputSchema>,
): Promise<EvidenceFile> {
  const data = parseInput('evidence', EvidenceInputSchema, input);
  const subject = await subjectColumns(scope, data.subject);
  const row = await scope.db
    .insertInto('evidence_files')
    .values({
      id: data.id,
      organization_id: scope.organizationId,
      evidence_id: data.evidenceId,
      version: 1,
      ...subject,
      kind: data.kind,
      ...fileColumns(data),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEvidenceFile(row);
}

function fileColumns(data: z.output<typeof EvidenceVersionInputSchema>) {
  return {
    file_name: data.fileName,
    media_type: data.mediaType,
    size_bytes: data.sizeBytes,
    sha256: data.sha256,
    storage_key: data.storageKey,
    uploaded_by: data.uploadedBy,
    uploaded_by_type: data.uploadedByType,
  };
}

/**
 * Records the next version of evidence item `evidenceId`, on the same subject and kind.
 * @throws NotFoundError for an unknown item; ConflictError when another version won the race
 */
export async function addEvidenceVersion(
  scope: OrganizationScope,
  evidenceId: string,
  input: z.input<typeof EvidenceVersionInputSchema>,
): Promise<EvidenceFile> {
  const data = parseInput('evidence version', EvidenceVersionInputSchema, input);
  const last = await latestEvidenceVersion(scope, evidenceId);
  try {
    const row = await scope.db
      .insertInto('evidence_files')
      .values({
        id: data.id,
        organization_id: scope.organizationId,
        evidence_id: last.evidenceId,
        version: last.version + 1,
        activity_id: last.activityId,
        activity_lineage_id: last.activityLineageId,
        facility_id: last.facilityId,
        instrument_id: last.instrumentId,
        kind: last.kind,
        ...fileColumns(data),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEvidenceFile(row);
  } catch (error) {
    if (isUniqueViolation(error, 'evidence_files_version_key')) {
      throw new ConflictError('evidence', 'another version was added at the same time', { evidenceId });
    }
    throw error;
  }
}

/** The latest version of an evidence item. @throws NotFoundError */
export async function latestEvidenceVersion(scope: OrganizationScope, id: string): Promise<EvidenceFile> {
  const evidenceId = parseInput('evidence id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('evidence_files')
    .selectAll()
    .where('evidence_id', '=', evidenceId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('evidence', evidenceId);
  return toEvidenceFile(row);
}

/** One version of an evidence item. @throws NotFoundError */
export async function getEvidenceVersion(
  scope: OrganizationScope,
  id: string,
  version: number,
): Promise<EvidenceFile> {
  const evidenceId = parseInput('evidence id', z.uuid(), id);
  const row = await scope.db
    .selectFrom('evidence_files')
    .selectAll()
    .where('evidence_id', '=', evidenceId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (row === undefined) throw new NotFoundError('evidence version', `${evidenceId} v${version}`);
  return toEvidenceFile(row);
}

/**
 * Every version of the given evidence items that belong to the scope's organization, by item then
 * version ascending (ids of other organizations, or unknown ids, yield nothing). At most 1,000 ids.
 */
export async function evidenceVersions(
  scope: OrganizationScope,
  evidenceIds: readonly string[],
): Promise<EvidenceFile[]> {
  const ids = parseInput('evidence ids', z.array(z.uuid()).max(1000), evidenceIds);
  if (ids.length === 0) return [];
  const rows = await scope.db
    .selectFrom('evidence_files')
    .selectAll()
    .where('evidence_id', 'in', ids)
    .orderBy('evidence_id')
    .orderBy('version')
    .execute();
  return rows.map(toEvidenceFile);
}

/**
 * Every version of the evidence of an activity (whichever version of its lineage it was uploaded
 * against), of a facility or of a Scope 2 instrument, items in upload order, versions ascending. @throws NotFoundError
 */
export async function listEvidence(
  scope: OrganizationScope,
  subject: EvidenceSubject,
): Promise<EvidenceFile[]> {
  let query = scope.db.selectFrom('evidence_files').selectAll();
  if ('activityId' in subject) {
    const lineage = await lineageOf(scope, parseInput('activity id', z.uuid(), subject.activityId));
    query = query.where('activity_lineage_id', '=', lineage);
  } else if ('instrumentId' in subject) {
    const instrumentId = parseInput('instrument id', z.uuid(), subject.instrumentId);
    await assertInstrument(scope, instrumentId);
    query = query.where('instrument_id', '=', instrumentId);
  } else {
    const facilityId = parseInput('facility id', z.uuid(), subject.facilityId);
    await assertFacility(scope, facilityId);
    query = query.where('facility_id', '=', facilityId);
  }
  const rows = await query.orderBy('evidence_id').orderBy('version').execute();
  return rows.map(toEvidenceFile);
}
