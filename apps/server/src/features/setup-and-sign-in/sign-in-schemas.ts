import { z } from '@hono/zod-openapi';

export const SignInInput = z
  .strictObject({
    organizationSlug: z.string().min(1).max(63),
    email: z.string().min(1).max(320),
    password: z.string().min(1).max(1024),
  })
  .openapi('SignInInput');

export const OrganizationSummary = z.object({
  id: z.uuid(),
  publicOrgId: z.string(),
  slug: z.string(),
  name: z.string(),
});
export const UserSummary = z.object({ id: z.uuid(), email: z.string(), name: z.string(), role: z.string() });

export const SessionInfo = z
  .object({
    kind: z.enum(['session', 'token']),
    role: z.enum(['ORG_ADMIN', 'ORG_MEMBER', 'AUDITOR', 'READ_ONLY']),
    organization: OrganizationSummary,
    user: UserSummary.nullable(),
    tokenId: z.uuid().nullable(),
    csrfToken: z.string().nullable().openapi({ description: 'Send it as `x-csrf-token` on writes.' }),
  })
  .openapi('SessionInfo');

/** The summaries of an organization and a user, as the session answers show them. */
export const organizationSummary = (o: z.infer<typeof OrganizationSummary>) => ({
  id: o.id,
  publicOrgId: o.publicOrgId,
  slug: o.slug,
  name: o.name,
});
export const userSummary = (u: z.infer<typeof UserSummary>) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
});
