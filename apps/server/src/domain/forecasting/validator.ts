import type { Principal } from '@ctp/auth';
import { getUser, listApiTokens, type OrganizationScope } from '@ctp/store';
import { PersonRequiredError } from './errors.js';

/**
 * The administrator who validates a custom forecast model. `validatedBy` names a person, so the
 * caller must be one: a signed-in ORG_ADMIN, or an API token created by a user who is still an
 * active ORG_ADMIN. A token nobody created cannot validate.
 * @throws PersonRequiredError (403 `person-required`)
 */
export async function validatingAdmin(scope: OrganizationScope, principal: Principal): Promise<string> {
  let userId = principal.userId;
  if (userId === undefined && principal.tokenId !== undefined) {
    const token = (await listApiTokens(scope)).find((t) => t.id === principal.tokenId);
    userId = token?.createdBy ?? undefined;
  }
  if (userId === undefined) {
    throw new PersonRequiredError(
      'Validating a forecast model needs an accountable person: sign in, or use an API token created by an administrator.',
    );
  }
  const user = await getUser(scope, userId);
  if (user.disabled || user.role !== 'ORG_ADMIN') {
    throw new PersonRequiredError('The user behind this call is no longer an active ORG_ADMIN.');
  }
  return user.id;
}
