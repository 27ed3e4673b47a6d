import { ROLES } from '@ctp/auth';
import type { StoredApiToken } from '@ctp/store';
import { z } from '@hono/zod-openapi';

export const TokenCreate = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    role: z.enum(ROLES),
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((v) => Date.parse(v) > Date.now(), 'must be in the future')
      .optional()
      .openapi({ description: 'Omit for a token that does not expire.' }),
  })
  .openapi('TokenCreate');

export const Token = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.enum(ROLES),
    lastFour: z.string(),
    createdBy: z.uuid().nullable(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .openapi('ApiToken');

export const CreatedToken = Token.extend({
  token: z.string().openapi({ description: 'The secret, shown once: store it now.' }),
}).openapi('CreatedApiToken');

/** The public view of a stored token: never the hash. */
export function view(t: StoredApiToken): z.infer<typeof Token> {
  return {
    id: t.id,
    name: t.name,
    role: t.role,
    lastFour: t.lastFour,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  };
}
