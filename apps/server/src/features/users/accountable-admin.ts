import type { Principal } from '@ctp/auth';
import { findApiToken, getUser, type OrganizationScope } from '@ctp/store';

/** Why no accountable administrator stands behind a caller (403 `person-required`). */
export class PersonRequiredError extends Error {
  readonly code = 'PERSON_REQUIRED';
}

/**
 * The administrator accountable for an action whose record names a person (an override's creator
 * or approver, a forecast model's validator). The caller must be one: a signed-in user, or an API
 * token acting for the user who created it. That user must still be an active ORG_ADMIN (since
 * issue 19 a token also carries its creator's current role, so this is a second line of defense).
 * A token nobody created (set up by an operator) cannot act.
 *
 * @param action what is attempted, for the message, e.g. `'An override action'`.
 * @throws PersonRequiredError
 */
export async function accountableAdmin(
  scope: OrganizationScope,
  principal: Principal,
  action: string,
): Promise<string> {
  let userId = principal.userId;
  if (userId === undefined && principal.tokenId !== undefined) {
    userId = (await findApiToken(scope, principal.tokenId))?.createdBy ?? undefined;
  }
  if (userId === undefined) {
    throw new PersonRequiredError(
      `${action} requires an accountable person: sign in, or use an API token created by an administrator.`,
    );
  }
  const user = await getUser(scope, userId);
  if (user.disabled || user.role !== 'ORG_ADMIN') {
    throw new PersonRequiredError(
      `The user behind this ${principal.kind === 'token' ? 'API token' : 'session'} is no longer an active ORG_ADMIN.`,
    );
  }
  return user.id;
}
