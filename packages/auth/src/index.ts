export {
  type AuthConfig,
  type AuthConfigInput,
  authConfigSchema,
  createAuthConfig,
  parseAuthConfig,
} from './config.js';
export {
  AuthError,
  type AuthErrorCode,
  InsecureIssuerError,
  InvalidAuthConfigError,
  InvalidCredentialsError,
  InvalidPasswordHashError,
  InvalidRouteTableError,
  type OidcRefusalReason,
  OidcSignInError,
  PasswordPolicyError,
  type PasswordPolicyViolation,
  PasswordSignInDisabledError,
} from './errors.js';
export { type AuthenticateOptions, authenticate, type BearerVerifier } from './http/authenticate.js';
export {
  authSecuritySchemes,
  honoPathFromOpenApi,
  type OperationAccess,
  operationAccess,
} from './http/openapi.js';
export { checkRequestOrigin, isStateChanging, STATE_CHANGING_METHODS } from './http/origin.js';
export {
  AUTH_ERROR_PROBLEMS,
  AUTH_PROBLEM_TYPES,
  type AuthProblemType,
  authErrorToProblem,
  type ProblemDetails,
  problem,
} from './http/problem.js';
export { type RequireRolesOptions, requireRoles } from './http/require-roles.js';
export {
  defineRouteTable,
  findUncoveredRoutes,
  matchRoutes,
  ROUTE_METHODS,
  type RouteMatch,
  type RouteRule,
  type RouteTable,
} from './http/route-table.js';
export {
  type AccessTokenResult,
  type AccessTokenTrust,
  unverifiedIssuer,
  verifyOidcAccessToken,
} from './oidc/access-token.js';
export {
  buildOidcAuthorization,
  completeOidcAuthorization,
  DEFAULT_OIDC_SCOPES,
  type OidcIdentity,
  type PendingAuthorization,
} from './oidc/authorization.js';
export { type OidcBearerVerifierOptions, oidcBearerVerifier } from './oidc/bearer-verifier.js';
export {
  CONNECTION_TEST_MESSAGES,
  type ConnectionTestResult,
  testOidcConnection,
} from './oidc/connection-test.js';
export { type IdTokenExpectations, verifyIdToken } from './oidc/id-token.js';
export {
  ACCEPTED_JWS_ALGORITHMS,
  assertIssuerAllowed,
  discoverOidcProvider,
  type OidcClientSettings,
  OidcProviderCache,
} from './oidc/provider.js';
export {
  claimAt,
  evaluateRoleMapping,
  ROLE_MAPPING_KINDS,
  type RoleMappingKind,
  type RoleMappingOptions,
  type RoleMappingResult,
  type RoleMappingRule,
  type RoleMappingRuleInput,
  roleMappingRuleSchema,
} from './oidc/role-mapping.js';
export {
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  parsePasswordHash,
  type ScryptParams,
  verifyPassword,
} from './password/hash.js';
export { assertPasswordPolicy, checkPasswordPolicy, MIN_PASSWORD_LENGTH } from './password/policy.js';
export {
  type PasswordSignInDeps,
  type PasswordSignInInput,
  type PasswordSignInOptions,
  passwordSignIn,
  type SignedInUser,
} from './password/sign-in.js';
export type {
  ApiTokenRecord,
  ApiTokenStore,
  AuthAuditEvent,
  AuthAuditEventType,
  AuthAuditSink,
  SessionRecord,
  SessionStore,
  UserCredential,
  UserCredentialStore,
} from './ports.js';
export type { AuthEnv, AuthVariables, Principal } from './principal.js';
export { isRole, lowerRole, ROLES, type Role, roleSchema, roleWithin } from './roles.js';
export { SECRET_KEY_BYTES, SecretBox, SecretBoxError, secretKeyFromText } from './secrets/secret-box.js';
export {
  type CookieConfig,
  checkCsrfToken,
  clearSessionCookies,
  csrfTokenFor,
  setSessionCookies,
} from './session/cookies.js';
export {
  endSession,
  resolveSession,
  type SessionDeps,
  type SessionIdentity,
  startSession,
} from './session/session.js';
export {
  MemoryApiTokenStoreForTests,
  MemoryAuditSinkForTests,
  MemorySessionStoreForTests,
  MemoryUserStoreForTests,
} from './testing/memory-stores.js';
export {
  API_TOKEN_PREFIX,
  type ApiTokenRefusal,
  type ApiTokenResult,
  authenticateApiToken,
  type CreateApiTokenInput,
  createApiToken,
  looksLikeApiToken,
} from './token/api-token.js';
