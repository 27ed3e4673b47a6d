import type { Principal } from '@ctp/auth';
import { getUser, listApiTokens, type OrganizationScope } from '@ctp/store';

/** Why no accountable administrator stands behind a caller. */
export class PersonRequiredError extends Error {
  readonly code = 'PERSON_REQUIRED';
}

/**
 * The user accountable for an override action. The two-person rule compares people, so a caller
 * must be one: a signed-in user, or an API token acting for the user who created it. That user
 * must still be an active ORG_ADMIN (a token outlives its creator's demotion). A token nobody
 * created (set up by an operator) cannot create, approve or end overrides.
 * @throws PersonRequiredError (403 `person-required`)
 */
export async function accountableAdmin(scope: OrganizationScope, principal: Principal): Promise<string> {
  let userId = principal.userId;
  if (userId === undefined && principal.tokenId !== undefined) {
    const token = (await listApiTokens(scope)).find((t) => t.id === principal.tokenId);
    userId = token?.createdBy ?? undefined;
  }
  if (userId === undefined) {
    throw new PersonRequiredError(
      'Override actions need an accountable person: sign in, or use an API token created by an administrator.',
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
