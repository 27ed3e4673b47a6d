/** The auth feature's public face: session, roles, the route guards of sign-in and setup. */
export { toSetupWhilePending, toSignInOnceSetUp } from './api/guards';
export { canAdminister, canWrite } from './api/roles';
export { type Role, type Session, sessionQueryOptions, useSession, useSignOut } from './api/session';
