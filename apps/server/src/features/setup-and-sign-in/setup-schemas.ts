import { SlugSchema } from '@ctp/store';
import { z } from '@hono/zod-openapi';

/** The setup fields, shared by the JSON endpoint and the HTML form. */
export const SetupInput = z
  .strictObject({
    organizationName: z.string().trim().min(1).max(200),
    organizationSlug: SlugSchema.max(63),
    adminName: z.string().trim().min(1).max(200),
    adminEmail: z.email().max(320),
    adminPassword: z.string().min(1).max(1024).optional(),
  })
  .openapi('SetupInput');

export const SetupResult = z
  .object({
    organization: z.object({ id: z.uuid(), publicOrgId: z.string(), slug: z.string(), name: z.string() }),
    admin: z.object({ id: z.uuid(), email: z.string(), name: z.string(), role: z.string() }).nullable(),
  })
  .openapi('SetupResult');
