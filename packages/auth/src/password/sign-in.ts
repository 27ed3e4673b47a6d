import { z } from 'zod';
import { InvalidCredentialsError, PasswordSignInDisabledError } from '../errors.js';
import type { AuthAuditSink, UserCredentialStore } from '../ports.js';
import type { Role } from '../roles.js';
import {
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  type ScryptParams,
  verifyPassword,
} from './hash.js';

/** What a password sign-in attempt provides. */
export interface PasswordSignInInput {
  organizationId: string;
  email: string;
  password: string;
}

/** Ports used by {@link passwordSignIn}. */
export interface PasswordSignInDeps {
  users: UserCredentialStore;
  audit: AuthAuditSink;
  /** Clock, for tests. Defaults to the system clock. */
  now?: () => Date;
}

/** Options of {@link passwordSignIn}; usually taken from the validated {@link AuthConfig}. */
export interface PasswordSignInOptions {
  environment: 'development' | 'test' | 'production';
  allowPasswordSignInInProduction?: boolean;
  /** Current hashing parameters; older hashes are upgraded after a successful sign-in. */
  scrypt?: ScryptParams;
}

/** The identity established by a successful sign-in; pass it to `startSession`. */
export interface SignedInUser {
  userId: string;
  organizationId: string;
  role: Role;
  authMethod: 'password';
}

const inputSchema = z.object({
  organizationId: z.string().min(1).max(200),
  email: z
    .string()
    .max(320)
    .transform((e) => e.trim().toLowerCase())
    .pipe(z.string().min(3)),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

// A dummy hash per parameter set, verified when the user is unknown so both failures cost the same.
const dummyHashes = new Map<string, Promise<string>>();
function dummyHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let hash = dummyHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword('ctp-dummy-password-never-matches', params);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Development email and password sign-in. Refused in production unless
 * `allowPasswordSignInInProduction` is true. Unknown user, user without password, disabled user and wrong
 * password all throw the same {@link InvalidCredentialsError} after the same amount of hashing work.
 * Every attempt is audited (the password never is). Outdated hashes are re-hashed when the store allows.
 */
export async function passwordSignIn(
  input: PasswordSignInInput,
  deps: PasswordSignInDeps,
  options: PasswordSignInOptions,
): Promise<SignedInUser> {
  const now = deps.now ?? (() => new Date());
  const params = options.scrypt ?? DEFAULT_SCRYPT_PARAMS;
  // The input usually comes straight from a request body: anything malformed is a uniform failure.
  const parsed = inputSchema.safeParse(input);
  const { organizationId, email, password } = parsed.success
    ? parsed.data
    : { organizationId: '', email: '', password: '' };
  const base = {
    method: 'password',
    ...(organizationId ? { organizationId } : {}),
    ...(email ? { email } : {}),
  };
  if (options.environment === 'production' && options.allowPasswordSignInInProduction !== true) {
    await deps.audit.record({
      type: 'sign_in.failed',
      at: now(),
      ...base,
      reason: 'PASSWORD_SIGN_IN_DISABLED',
    });
    throw new PasswordSignInDisabledError({ environment: options.environment });
  }
  const fail = async (reason: string, userId?: string): Promise<never> => {
    await deps.audit.record({
      type: 'sign_in.failed',
      at: now(),
      ...base,
      reason,
      ...(userId ? { userId } : {}),
    });
    throw new InvalidCredentialsError();
  };
  if (!parsed.success) return fail('MALFORMED');

  const user = await deps.users.findByEmail(organizationId, email);
  const usable = user !== null && user.passwordHash !== null && user.organizationId === organizationId;
  const stored = usable && user.passwordHash !== null ? user.passwordHash : await dummyHash(params);
  const { valid, needsRehash } = await verifyPassword(password, stored, params);
  if (!usable || user === null) return fail(user === null ? 'UNKNOWN_USER' : 'NO_PASSWORD', user?.userId);
  if (!valid) return fail('WRONG_PASSWORD', user.userId);
  if (user.disabled === true) return fail('USER_DISABLED', user.userId);

  if (needsRehash && deps.users.updatePasswordHash !== undefined) {
    await deps.users.updatePasswordHash(user.userId, await hashPassword(password, params));
  }
  await deps.audit.record({ type: 'sign_in.succeeded', at: now(), ...base, userId: user.userId });
  return {
    userId: user.userId,
    organizationId: user.organizationId,
    role: user.role,
    authMethod: 'password',
  };
}
