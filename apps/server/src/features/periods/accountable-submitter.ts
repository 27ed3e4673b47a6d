import type { Principal } from '@ctp/auth';
import { findApiToken, getUser, type OrganizationScope } from '@ctp/store';
import { ProblemError } from '../../http/problem.js';

/**
 * The active ORG_ADMIN or ORG_MEMBER behind the caller (who submits a period or explains its
 * movements; an API token stands for the user who created it), else `PERSON_REQUIRED`.
 */
export async function accountableSubmitter(
  scope: OrganizationScope,
  principal: Principal,
  action: string,
): Promise<string> {
  const userId =
    principal.userId ??
    (principal.tokenId === undefined ? undefined : (await findApiToken(scope, principal.tokenId))?.createdBy);
  const user = userId == null ? undefined : await getUser(scope, userId);
  if (user === undefined || user.disabled || (user.role !== 'ORG_ADMIN' && user.role !== 'ORG_MEMBER')) {
    throw new ProblemError('PERSON_REQUIRED', {
      detail: `${action} requires an accountable person: sign in, or use an API token created by an active user.`,
    });
  }
  return user.id;
}
