import { AuthError, authErrorToProblem, passwordSignIn, type SignedInUser } from '@ctp/auth';
import {
  findOrganizationBySlug,
  getOrganization,
  getUser,
  type Organization,
  type User,
  updateUser,
  withOrganization,
  withSystem,
} from '@ctp/store';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import type { Runtime } from '../../wiring/runtime.js';
import type { SignInInput } from './sign-in-schemas.js';
import type { ThrottleVerdict } from './sign-in-throttle.js';

/** No organization has this id: sign-in with an unknown slug fails like a wrong password. */
const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

/** Too many failed sign-ins for the account or from the address: wait `retryAfterSeconds`. */
export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many failed sign-in attempts');
  }
}

type Account = { organizationSlug: string; email: string };

/**
 * What a sign-in needs from its request, built by the route: the request line (for the audit of a
 * refused attempt), the throttle bound to the client address, and the start of the session (cookies).
 */
export interface SignInRequest {
  method: string;
  path: string;
  check(account: Account): Promise<ThrottleVerdict>;
  failed(account: Account): Promise<void>;
  succeeded(account: Account): Promise<void>;
  startSession(
    user: SignedInUser,
  ): Promise<{ sessionId: string; csrfToken: string; absoluteExpiresAt: Date }>;
}

/** The sign-in service: password sign-in with its throttle and audit, and who a caller is. */
export function signInService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** Development password sign-in is offered where it is allowed (not in production, unless opted in). */
    passwordSignInAllowed: (): boolean =>
      runtime.config.nodeEnv !== 'production' || runtime.config.allowPasswordSignInInProduction,

    /**
     * Resolves the slug (system scope), then runs @ctp/auth's password sign-in and starts a session.
     * Refused before any password check while the throttle's limit is reached (audited as a failure
     * with reason `THROTTLED`); a wrong organization, email or password counts as a failure.
     * @throws SignInThrottledError, AuthError
     */
    signIn: async (input: z.infer<typeof SignInInput>, request: SignInRequest) => {
      const organization = await withSystem(db, (system) =>
        findOrganizationBySlug(system, input.organizationSlug),
      );
      const verdict = await request.check(input);
      if (!verdict.allowed) {
        await runtime.auth.audit.record({
          type: 'sign_in.failed',
          at: new Date(),
          ...(organization === undefined ? {} : { organizationId: organization.id }),
          email: input.email.trim().toLowerCase(),
          method: 'password',
          reason: 'THROTTLED',
          request: { method: request.method, path: request.path },
        });
        throw new SignInThrottledError(verdict.retryAfterSeconds);
      }
      let user: SignedInUser;
      try {
        user = await passwordSignIn(
          {
            organizationId: organization?.id ?? NO_ORGANIZATION,
            email: input.email,
            password: input.password,
          },
          { users: runtime.auth.users, audit: runtime.auth.audit },
          {
            environment: runtime.config.nodeEnv,
            allowPasswordSignInInProduction: runtime.config.allowPasswordSignInInProduction,
          },
        );
      } catch (error) {
        if (error instanceof AuthError && authErrorToProblem(error)?.status === 401)
          await request.failed(input);
        throw error;
      }
      await request.succeeded(input);
      const session = await request.startSession(user);
      const profile = await withOrganization(db, user.organizationId, async (scope) => {
        const u = await updateUser(scope, user.userId, { lastLoginAt: new Date() });
        return { user: u, organization: await getOrganization(scope) };
      });
      return { ...session, ...profile };
    },

    /** The caller's organization and, for a session or a user's token, the user. */
    whoIs: (caller: Caller): Promise<{ organization: Organization; user: User | null }> =>
      withOrganization(db, caller.organizationId, async (scope) => ({
        organization: await getOrganization(scope),
        user: caller.principal.userId === undefined ? null : await getUser(scope, caller.principal.userId),
      })),
  };
}
