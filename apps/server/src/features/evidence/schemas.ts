import { EVIDENCE_KINDS, type EvidenceFile, type EvidenceSubject } from '@ctp/store';
import { z } from '@hono/zod-openapi';

/** A file name as uploaded: one line, no path separators. */
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[^/\\\p{Cc}]+$/u, 'a file name without slashes or control characters')
  .openapi({
    description: 'The file’s name, shown and offered on download.',
    example: 'invoice-2025-01.pdf',
  });

const subjectIds = {
  activityId: z.uuid().optional().openapi({ description: 'An activity (any version of it).' }),
  facilityId: z.uuid().optional().openapi({ description: 'A facility.' }),
  instrumentId: z
    .uuid()
    .optional()
    .openapi({ description: 'A Scope 2 instrument (its certificate, contract or registry extract).' }),
};
type SubjectQuery = {
  activityId?: string | undefined;
  facilityId?: string | undefined;
  instrumentId?: string | undefined;
};
const oneSubject = (q: SubjectQuery) =>
  [q.activityId, q.facilityId, q.instrumentId].filter((id) => id !== undefined).length === 1;
const ONE_SUBJECT = { message: 'exactly one of activityId, facilityId and instrumentId is required' };

/** The subject a query names (checked by {@link oneSubject} first). */
export function subjectOf(q: SubjectQuery): EvidenceSubject {
  if (q.activityId !== undefined) return { activityId: q.activityId };
  if (q.instrumentId !== undefined) return { instrumentId: q.instrumentId };
  return { facilityId: q.facilityId as string };
}

export const UploadQuery = z
  .object({
    ...subjectIds,
    kind: z.enum(EVIDENCE_KINDS).openapi({ description: 'What the file documents.' }),
    fileName,
  })
  .refine(oneSubject, ONE_SUBJECT);

export const VersionQuery = z.object({ fileName });

export const ListQuery = z.object(subjectIds).refine(oneSubject, ONE_SUBJECT);

export const EvidenceParams = z.object({ id: z.uuid().openapi({ description: 'The evidence item.' }) });

export const ContentParams = z.object({
  id: z.uuid().openapi({ description: 'The evidence item.' }),
  version: z.coerce.number().int().min(1).max(1_000_000).openapi({ description: 'Its version, from 1.' }),
});

export const EvidenceFileView = z
  .object({
    id: z.uuid().openapi({ description: 'This version’s id.' }),
    evidenceId: z.uuid(),
    version: z.number().int(),
    activityId: z.uuid().nullable().openapi({ description: 'The activity version it was uploaded against.' }),
    facilityId: z.uuid().nullable(),
    instrumentId: z.uuid().nullable(),
    kind: z.enum(EVIDENCE_KINDS),
    fileName: z.string(),
    mediaType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string().openapi({ description: 'SHA-256 of the bytes, lowercase hex.' }),
    uploadedBy: z.string().nullable().openapi({ description: 'The user (or API token) that uploaded it.' }),
    uploadedByType: z.enum(['user', 'api_token']),
    createdAt: z.string(),
    downloadPath: z.string().openapi({ description: 'Where its bytes are served.' }),
  })
  .openapi('EvidenceFile');

export const EvidenceItemView = z
  .object({
    evidenceId: z.uuid(),
    kind: z.enum(EVIDENCE_KINDS),
    latest: EvidenceFileView,
    versions: z.array(EvidenceFileView).openapi({ description: 'Every version, oldest first.' }),
  })
  .openapi('EvidenceItem');

export const EvidenceListView = z.object({ items: z.array(EvidenceItemView) }).openapi('EvidenceList');

export function fileView(f: EvidenceFile): z.infer<typeof EvidenceFileView> {
  return {
    id: f.id,
    evidenceId: f.evidenceId,
    version: f.version,
    activityId: f.activityId,
    facilityId: f.facilityId,
    instrumentId: f.instrumentId,
    kind: f.kind,
    fileName: f.fileName,
    mediaType: f.mediaType,
    sizeBytes: f.sizeBytes,
    sha256: f.sha256,
    uploadedBy: f.uploadedBy,
    uploadedByType: f.uploadedByType,
    createdAt: f.createdAt.toISOString(),
    downloadPath: `/api/evidence/${f.evidenceId}/versions/${f.version}/content`,
  };
}

/** Versions (items in upload order, versions ascending, as the store lists them) grouped by item. */
export function itemsView(files: readonly EvidenceFile[]): z.infer<typeof EvidenceItemView>[] {
  const items = new Map<string, z.infer<typeof EvidenceFileView>[]>();
  for (const file of files) {
    const versions = items.get(file.evidenceId) ?? [];
    versions.push(fileView(file));
    items.set(file.evidenceId, versions);
  }
  return [...items.entries()].map(([evidenceId, versions]) => {
    const latest = versions[versions.length - 1] as z.infer<typeof EvidenceFileView>;
    return { evidenceId, kind: latest.kind, latest, versions };
  });
}
