import { z } from 'zod';

/** The roles of an organization member, from most to least privileged. */
export const ROLES = ['ORG_ADMIN', 'ORG_MEMBER', 'READ_ONLY'] as const;

/** A role within one organization. */
export type Role = (typeof ROLES)[number];

/** zod schema accepting exactly one of {@link ROLES}. */
export const roleSchema = z.enum(ROLES);

/** True when `value` is one of {@link ROLES}. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The less privileged of two roles (a grant never exceeds what stands behind it). */
export function lowerRole(a: Role, b: Role): Role {
  return ROLES.indexOf(a) >= ROLES.indexOf(b) ? a : b;
}
