import { ROLES } from '@ctp/auth';
import type { User } from '@ctp/store';
import { z } from '@hono/zod-openapi';

const name = z.string().trim().min(1).max(200);

export const UserCreate = z
  .strictObject({
    email: z.email().max(320),
    name,
    role: z.enum(ROLES),
    password: z.string().min(1).max(1024).optional().openapi({
      description:
        'Only for development email-and-password sign-in (refused where password sign-in is disabled). Omit for single sign-on users.',
    }),
  })
  .openapi('UserCreate');

export const UserUpdate = z
  .strictObject({
    name: name.optional(),
    role: z.enum(ROLES).optional(),
    active: z.boolean().optional().openapi({ description: '`false` deactivates the user (never deleted).' }),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field is required' })
  .openapi('UserUpdate');

export const UserView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    passwordSignIn: z.boolean().openapi({ description: 'Whether a development password is set.' }),
    singleSignOn: z.boolean().openapi({ description: 'Whether the user is linked to an OIDC subject.' }),
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('User');

/** The public view of a user: never the password hash, only whether one is set. */
export function view(u: User): z.infer<typeof UserView> {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: !u.disabled,
    passwordSignIn: u.passwordHash !== null,
    singleSignOn: u.oidcSubject !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
