import { z } from 'zod';

/**
 * The roles of an organization member. ORG_ADMIN holds every right; ORG_MEMBER writes data; AUDITOR
 * reads everything a READ_ONLY member reads and also the audit log; READ_ONLY only reads. ORG_MEMBER
 * and AUDITOR are not comparable: neither holds the other's extra right.
 */
export const ROLES = ['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY'] as const;

/** A role within one organization. */
export type Role = (typeof ROLES)[number];

/** zod schema accepting exactly one of {@link ROLES}. */
export const roleSchema = z.enum(ROLES);

/** True when `value` is one of {@link ROLES}. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when every right of `role` is also a right of `holder`. */
export function roleWithin(role: Role, holder: Role): boolean {
  return role === holder || holder === 'ORG_ADMIN' || role === 'READ_ONLY';
}

/**
 * The greatest role within both (a grant never exceeds what stands behind it). For the two
 * incomparable roles, ORG_MEMBER and AUDITOR, that is READ_ONLY.
 */
export function lowerRole(a: Role, b: Role): Role {
  if (roleWithin(a, b)) return a;
  if (roleWithin(b, a)) return b;
  return 'READ_ONLY';
}
