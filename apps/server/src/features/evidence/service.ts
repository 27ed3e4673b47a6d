import { createHash } from 'node:crypto';
import {
  type ArtifactObject,
  addEvidence,
  addEvidenceVersion,
  appendAudit,
  type EvidenceFile,
  type EvidenceKind,
  type EvidenceSubject,
  evidenceArtifactKey,
  getEvidenceVersion,
  latestEvidenceVersion,
  listEvidence,
  type OrganizationScope,
  uuidv7,
  withOrganization,
} from '@ctp/store';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { checkEvidenceContent } from './limits.js';

/** An uploaded file, its type already allowed (see `limits.ts`). */
export interface Upload {
  fileName: string;
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * Reads the upload (type, then body): called only once the subject is known to exist, so a caller
 * learns "not found" before anything about the file, exactly as for an id that never existed.
 */
export type ReadUpload = () => Promise<Upload>;

/**
 * The evidence service: stores the bytes in the artifact store (one object per version, never
 * overwritten), then records the version and its audit entry in one organization transaction. A
 * failed transaction removes the object it had just written.
 */
export function evidenceService(runtime: Runtime) {
  const db = runtime.database.db;
  const artifacts = runtime.artifacts;

  async function store(
    caller: Caller,
    read: ReadUpload,
    evidenceId: string,
    record: (
      scope: OrganizationScope,
      file: Parameters<typeof addEvidenceVersion>[2],
    ) => Promise<EvidenceFile>,
  ): Promise<EvidenceFile> {
    const upload = await read();
    checkEvidenceContent(upload.mediaType, upload.bytes);
    const id = uuidv7();
    const key = evidenceArtifactKey(caller.organizationId, evidenceId, id);
    const stored = await artifacts.put(key, upload.bytes, { contentType: upload.mediaType });
    try {
      return await withOrganization(db, caller.organizationId, async (scope) => {
        const file = await record(scope, {
          id,
          fileName: upload.fileName,
          mediaType: upload.mediaType,
          sizeBytes: stored.size,
          sha256: stored.sha256,
          storageKey: key,
          uploadedBy: caller.actor.actorId,
          uploadedByType: caller.actor.actorType,
        });
        await appendAudit(scope, {
          ...caller.actor,
          action: file.version === 1 ? 'evidence.upload' : 'evidence.version',
          entityType: 'evidence',
          entityId: file.evidenceId,
          details: {
            fileId: file.id,
            version: file.version,
            kind: file.kind,
            activityId: file.activityId,
            facilityId: file.facilityId,
            instrumentId: file.instrumentId,
            fileName: file.fileName,
            mediaType: file.mediaType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
          },
          requestId: caller.requestId,
        });
        return file;
      });
    } catch (error) {
      await artifacts.delete(key).catch(() => undefined);
      throw error;
    }
  }

  return {
    /** The first version of a new evidence item on an activity or a facility. */
    upload: async (caller: Caller, subject: EvidenceSubject, kind: EvidenceKind, read: ReadUpload) => {
      await withOrganization(db, caller.organizationId, (scope) => listEvidence(scope, subject));
      const evidenceId = uuidv7();
      return store(caller, read, evidenceId, (scope, file) =>
        addEvidence(scope, { ...file, evidenceId, kind, subject }),
      );
    },

    /** The next version of an evidence item (same subject and kind). */
    addVersion: async (caller: Caller, evidenceId: string, read: ReadUpload) => {
      await withOrganization(db, caller.organizationId, (scope) => latestEvidenceVersion(scope, evidenceId));
      return store(caller, read, evidenceId, (scope, file) => addEvidenceVersion(scope, evidenceId, file));
    },

    list: (caller: Caller, subject: EvidenceSubject): Promise<EvidenceFile[]> =>
      withOrganization(db, caller.organizationId, (scope) => listEvidence(scope, subject)),

    /**
     * One version's bytes, checked against the SHA-256 recorded when it was uploaded.
     * @throws ProblemError `INTERNAL_ERROR` when the object is missing or altered
     */
    download: async (
      caller: Caller,
      evidenceId: string,
      version: number,
    ): Promise<{ file: EvidenceFile; object: ArtifactObject }> => {
      const file = await withOrganization(db, caller.organizationId, (scope) =>
        getEvidenceVersion(scope, evidenceId, version),
      );
      const object = await artifacts.get(file.storageKey);
      if (object === null || createHash('sha256').update(object.bytes).digest('hex') !== file.sha256) {
        throw new ProblemError('INTERNAL_ERROR', {
          detail: `The stored bytes of evidence ${evidenceId} version ${version} are missing or do not match their SHA-256.`,
        });
      }
      return { file, object };
    },
  };
}
