import { z } from '@hono/zod-openapi';
import { PageQuery } from '../../http/paging.js';
import { EvidenceFileView, evidenceFileView } from '../evidence/index.js';
import type { AuditRequestWithEvidence } from './requests-evidence.js';

export const AuditRequestCreate = z
  .strictObject({
    periodId: z.uuid(),
    resultId: z.uuid().openapi({ description: 'The result (usually a sampled one) the request is about.' }),
    message: z.string().trim().min(1).max(5000).openapi({ description: 'What the auditor asks for.' }),
  })
  .openapi('AuditRequestCreate');

export const AuditRequestAnswer = z
  .strictObject({
    answer: z.string().trim().min(1).max(10000).openapi({ description: 'The organization’s note.' }),
    evidenceId: z.uuid().optional().openapi({
      description:
        'An evidence item of the result’s activity or facility (upload it first with `POST /api/evidence`), attached as the answer.',
    }),
  })
  .openapi('AuditRequestAnswer');

export const AuditRequestListQuery = PageQuery.extend({
  periodId: z.uuid().optional(),
  resultId: z.uuid().optional().openapi({ description: 'Only the requests about this result.' }),
  status: z.enum(['open', 'answered']).optional(),
});

const Actor = z.object({ actorType: z.enum(['user', 'api_token']), actorId: z.string().nullable() });

export const AuditRequestView = z
  .object({
    id: z.uuid(),
    periodId: z.uuid(),
    resultId: z.uuid(),
    message: z.string(),
    requestedBy: Actor,
    createdAt: z.string(),
    status: z.enum(['open', 'answered']),
    answer: z.string().nullable(),
    evidenceId: z.uuid().nullable(),
    answeredBy: Actor.nullable(),
    answeredAt: z.string().nullable(),
    // The attached evidence version (see the schema's description); no metadata here, so the
    // document keeps a plain nullable reference.
    evidence: EvidenceFileView.nullable(),
  })
  .openapi('AuditRequest', {
    description:
      '`evidence` is the attached evidence version: the one current when the request was answered (later versions are in the item’s own history).',
  });

export const auditRequestView = ({
  request: r,
  evidence,
}: AuditRequestWithEvidence): z.output<typeof AuditRequestView> => ({
  ...r,
  requestedBy: { ...r.requestedBy },
  answeredBy: r.answeredBy === null ? null : { ...r.answeredBy },
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
  evidence: evidence === null ? null : evidenceFileView(evidence),
});
