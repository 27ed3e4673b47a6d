import { type OidcIdentity, OidcSignInError, type Role } from '@ctp/auth';
import {
  ConflictError,
  createUser,
  findUserByEmail,
  findUserByOidcSubject,
  type OrganizationScope,
  type User,
  updateUser,
} from '@ctp/store';

/** The user record after sign-in and the role it had before (null for a new user). */
export interface SignedInOidcUser {
  user: User;
  previousRole: Role | null;
  created: boolean;
  linked: boolean;
}

/**
 * Creates or updates the user of a verified identity (no password): found by issuer and subject;
 * else an existing user of the same email is linked when the provider verified the address and the
 * user has no other provider identity; else created. Email, name and the mapped role are refreshed
 * at every sign-in. Refuses a disabled user and an email already bound to another identity.
 */
export async function upsertOidcUser(
  scope: OrganizationScope,
  identity: OidcIdentity,
  role: Role,
): Promise<SignedInOidcUser> {
  const email = identity.email;
  if (email === null)
    throw new OidcSignInError({ reason: 'EMAIL_MISSING', providerError: 'the ID token has no email claim' });
  const name = identity.name ?? email.slice(0, email.indexOf('@'));
  let user = await findUserByOidcSubject(scope, identity.subject, identity.issuer);
  let linked = false;
  let created = false;
  if (user === undefined) {
    const byEmail = await findUserByEmail(scope, email);
    if (byEmail !== undefined) {
      if (byEmail.oidcSubject !== null || identity.emailVerified !== true) {
        throw new OidcSignInError({
          reason: 'ACCOUNT_CONFLICT',
          providerError:
            'the email belongs to a user bound to another identity, or the provider did not verify it',
        });
      }
      user = byEmail;
      linked = true;
    }
  }
  if (user?.disabled) throw new OidcSignInError({ reason: 'USER_DISABLED' });
  const lastLoginAt = new Date();
  if (user === undefined) {
    created = true;
    const fresh = await createUser(scope, {
      email,
      name,
      role,
      oidcSubject: identity.subject,
      oidcIssuer: identity.issuer,
    });
    return { user: await updateUser(scope, fresh.id, { lastLoginAt }), previousRole: null, created, linked };
  }
  const previousRole = user.role;
  try {
    const updated = await updateUser(scope, user.id, {
      role,
      name,
      lastLoginAt,
      oidcSubject: identity.subject,
      oidcIssuer: identity.issuer,
      ...(email !== user.email ? { email } : {}),
    });
    return { user: updated, previousRole, created, linked };
  } catch (error) {
    if (error instanceof ConflictError) {
      throw new OidcSignInError({
        reason: 'ACCOUNT_CONFLICT',
        providerError: 'the new email is used by another user',
      });
    }
    throw error;
  }
}
