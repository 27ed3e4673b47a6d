import {
  type AuditRequest,
  type EvidenceFile,
  evidenceVersions,
  getAuditRequest,
  getPopulationItem,
  latestEvidenceVersion,
  listEvidence,
  type OrganizationScope,
  StoreValidationError,
} from '@ctp/store';

/** A request with the evidence version it was answered with (null when none was attached). */
export interface AuditRequestWithEvidence {
  readonly request: AuditRequest;
  readonly evidence: EvidenceFile | null;
}

/**
 * The evidence item an answer attaches, checked: it must be the organization's (else not found) and
 * evidence of the request's result, that is of its activity (any version) or of its facility (else
 * a validation error), so an auditor is never shown a file about something else.
 * @returns the item's latest version, the one the answer attaches
 */
export async function evidenceForAnswer(
  scope: OrganizationScope,
  requestId: string,
  evidenceId: string,
): Promise<EvidenceFile> {
  const request = await getAuditRequest(scope, requestId);
  const latest = await latestEvidenceVersion(scope, evidenceId);
  const result = await getPopulationItem(scope, request.resultId);
  const own = [
    ...(await listEvidence(scope, { activityId: result.activityId })),
    ...(result.facilityId === null ? [] : await listEvidence(scope, { facilityId: result.facilityId })),
  ];
  if (!own.some((file) => file.evidenceId === evidenceId)) {
    throw new StoreValidationError('audit answer', [
      { path: 'evidenceId', message: 'not evidence of the result’s activity or facility' },
    ]);
  }
  return latest;
}

/**
 * Pairs each request with the version of its evidence item that was current when it was answered
 * (versions and answers carry the database's clock), in one query for all of them: a version added
 * later is not what the organization answered with, and stays visible in the item's own history.
 */
export async function withEvidence(
  scope: OrganizationScope,
  requests: readonly AuditRequest[],
): Promise<AuditRequestWithEvidence[]> {
  const ids = [...new Set(requests.flatMap((r) => (r.evidenceId === null ? [] : [r.evidenceId])))];
  const versions = await evidenceVersions(scope, ids);
  return requests.map((request) => {
    const { evidenceId, answeredAt } = request;
    if (evidenceId === null || answeredAt === null) return { request, evidence: null };
    const ofItem = versions.filter((v) => v.evidenceId === evidenceId);
    const atAnswer = ofItem.filter((v) => v.createdAt <= answeredAt);
    return { request, evidence: atAnswer.at(-1) ?? ofItem[0] ?? null };
  });
}
