import type { Role } from './session';

/** Roles that may change data; READ_ONLY and AUDITOR see no write control anywhere. */
export function canWrite(role: Role | undefined): boolean {
  return role === 'ORG_ADMIN' || role === 'ORG_MEMBER';
}

/** Roles that may administer the organization (users, single sign-on, approvals). */
export function canAdminister(role: Role | undefined): boolean {
  return role === 'ORG_ADMIN';
}
