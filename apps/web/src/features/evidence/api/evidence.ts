import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/context';
import { unwrap } from '../../../api/problem';
import type { components } from '../../../api/schema';

export type EvidenceItem = components['schemas']['EvidenceItem'];
export type EvidenceFile = components['schemas']['EvidenceFile'];
export type EvidenceKind = EvidenceItem['kind'];

/** What evidence is attached to: an activity (any of its versions), a facility or a Scope 2 instrument. */
export type EvidenceSubject = { activityId: string } | { facilityId: string } | { instrumentId: string };

/** The kinds in the order the form offers them. */
export const EVIDENCE_KINDS: readonly EvidenceKind[] = [
  'invoice',
  'meter_reading',
  'certificate',
  'contract',
  'other',
];

/** The types the server accepts (its `evidence-media-type` refusal lists the same). */
export const EVIDENCE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
] as const;

/** The server's limit for one file (8 MiB), checked here first so a large file is not sent. */
export const EVIDENCE_MAX_BYTES = 8 * 1024 * 1024;

const keyOf = (subject: EvidenceSubject) => ['evidence', subject] as const;

/** The evidence of an activity or a facility, every version (`GET /api/evidence`). */
export function useEvidence(subject: EvidenceSubject) {
  const { client } = useApi();
  return useQuery({
    queryKey: keyOf(subject),
    queryFn: async () => unwrap(await client.GET('/api/evidence', { params: { query: subject } })).items,
  });
}

const rawBody = (file: File) => ({
  body: file as never,
  bodySerializer: (body: unknown) => body as Blob,
  headers: { 'content-type': file.type },
});

/** Uploads a new evidence item (`POST /api/evidence`, the file as the body). */
export function useUploadEvidence(subject: EvidenceSubject) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, kind }: { file: File; kind: EvidenceKind }) =>
      unwrap(
        await client.POST('/api/evidence', {
          params: { query: { ...subject, kind, fileName: file.name } },
          ...rawBody(file),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evidence'] }),
  });
}

/** Uploads the next version of an evidence item (`POST /api/evidence/{id}/versions`). */
export function useUploadEvidenceVersion() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ evidenceId, file }: { evidenceId: string; file: File }) =>
      unwrap(
        await client.POST('/api/evidence/{id}/versions', {
          params: { path: { id: evidenceId }, query: { fileName: file.name } },
          ...rawBody(file),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['evidence'] }),
  });
}
