/** The auth feature's public face: session, roles and the sign-in and setup screens' parts. */
export { canAdminister, canWrite } from './api/roles';
export { type Role, type Session, sessionQueryOptions, useSession, useSignOut } from './api/session';
