/**
 * Stable error codes of @ctp/auth. Tests and the HTTP layer match on these, never on message text.
 */
export type AuthErrorCode =
  | 'INVALID_AUTH_CONFIG'
  | 'INVALID_CREDENTIALS'
  | 'PASSWORD_SIGN_IN_DISABLED'
  | 'PASSWORD_POLICY'
  | 'INVALID_PASSWORD_HASH'
  | 'INVALID_ROUTE_TABLE'
  | 'OIDC_SIGN_IN_REFUSED'
  | 'INSECURE_ISSUER';

/**
 * Base class of every error thrown by @ctp/auth (except `SecretBoxError`, see there). `code` is
 * stable; `details` holds structured fields (never a password, token or session id), frozen; the
 * standard `cause` comes through `options`.
 */
export class AuthError extends Error {
  /** Stable machine-readable code. */
  readonly code: AuthErrorCode;
  /** Structured fields describing the failure; safe to log. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    code: AuthErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(`[ctp] [auth] ${message}`, options);
    this.name = new.target.name;
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** The auth configuration failed validation. Code `INVALID_AUTH_CONFIG`; `details.errors` holds `path: message` entries. */
export class InvalidAuthConfigError extends AuthError {
  constructor(details: { errors: string[] }) {
    super('INVALID_AUTH_CONFIG', `invalid auth configuration: ${details.errors.join('; ')}`, details);
  }
}

/**
 * Sign-in failed. Code `INVALID_CREDENTIALS`. The message is the same for an unknown user and a wrong
 * password, on purpose; `details` carries no hint of which it was.
 */
export class InvalidCredentialsError extends AuthError {
  constructor() {
    super('INVALID_CREDENTIALS', 'invalid email or password');
  }
}

/** Password sign-in is disabled in this environment (production without explicit opt-in). Code `PASSWORD_SIGN_IN_DISABLED`. */
export class PasswordSignInDisabledError extends AuthError {
  constructor(details: { environment: string }) {
    super('PASSWORD_SIGN_IN_DISABLED', `password sign-in is disabled in ${details.environment}`, details);
  }
}

/** A new password does not satisfy the password policy. Code `PASSWORD_POLICY`; `details.violations` lists why. */
export class PasswordPolicyError extends AuthError {
  constructor(details: { violations: PasswordPolicyViolation[] }) {
    super('PASSWORD_POLICY', `password rejected: ${details.violations.join(', ')}`, details);
  }
}

/** Reasons a password can be rejected by the policy. */
export type PasswordPolicyViolation = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON';

/** A stored password hash is malformed or uses parameters outside the accepted bounds. Code `INVALID_PASSWORD_HASH`. */
export class InvalidPasswordHashError extends AuthError {
  constructor(details: { reason: string }) {
    super('INVALID_PASSWORD_HASH', `stored password hash rejected: ${details.reason}`, details);
  }
}

/** The route table failed validation (bad method, path or roles, or a duplicate entry). Code `INVALID_ROUTE_TABLE`. */
export class InvalidRouteTableError extends AuthError {
  constructor(details: { errors: string[] }) {
    super('INVALID_ROUTE_TABLE', `invalid route table: ${details.errors.join('; ')}`, details);
  }
}

/** Why an OpenID Connect sign-in (or a provider-issued access token) was refused. Stable codes. */
export type OidcRefusalReason =
  | 'CONFIG_DISABLED'
  | 'STATE_UNKNOWN'
  | 'STATE_EXPIRED'
  | 'STATE_REPLAYED'
  | 'STATE_MISMATCH'
  | 'PROVIDER_ERROR'
  | 'CODE_REJECTED'
  | 'ID_TOKEN_INVALID'
  | 'NONCE_MISMATCH'
  | 'DISCOVERY_FAILED'
  | 'NO_ROLE'
  | 'EMAIL_MISSING'
  | 'USER_DISABLED'
  | 'ACCOUNT_CONFLICT';

/**
 * An OpenID Connect sign-in was refused. Code `OIDC_SIGN_IN_REFUSED`; `details.reason` is an
 * {@link OidcRefusalReason}; `details.providerError` carries the provider's or the validator's
 * message (never a token).
 */
export class OidcSignInError extends AuthError {
  constructor(details: { reason: OidcRefusalReason; providerError?: string }, cause?: unknown) {
    super(
      'OIDC_SIGN_IN_REFUSED',
      `OpenID Connect sign-in refused: ${details.reason}`,
      details,
      cause === undefined ? undefined : { cause },
    );
  }

  /** The stable reason code. */
  get reason(): OidcRefusalReason {
    return this.details.reason as OidcRefusalReason;
  }
}

/** An issuer uses plain `http:` while the configuration does not allow it (production). Code `INSECURE_ISSUER`. */
export class InsecureIssuerError extends AuthError {
  constructor(details: { issuer: string }) {
    super('INSECURE_ISSUER', `the issuer ${details.issuer} is not https`, details);
  }
}
