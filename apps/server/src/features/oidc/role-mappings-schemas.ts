import { ROLE_MAPPING_KINDS, ROLES } from '@ctp/auth';
import type { RoleMapping } from '@ctp/store';
import { z } from '@hono/zod-openapi';

const fields = {
  kind: z.enum(ROLE_MAPPING_KINDS).openapi({
    description:
      '`email_domain` (value `@example.com`), `group` (value: a group in the group claim), `attribute` (claim path in `claim`, expected value in `value`), or `default` (priority 0, no value: applies when nothing else matches).',
  }),
  claim: z
    .string()
    .max(200)
    .nullable()
    .optional()
    .openapi({ description: 'Claim path of an `attribute` mapping (`department`, `org.unit`).' }),
  value: z.string().max(500).nullable().optional(),
  role: z.enum(ROLES),
  priority: z
    .int()
    .min(0)
    .max(1_000_000)
    .openapi({ description: 'Evaluated from the highest down; the first match wins.' }),
};

export const RoleMappingBody = z
  .strictObject({ authConfigId: z.uuid(), ...fields })
  .openapi('RoleMappingInput');
export const RoleMappingPatch = z.strictObject(fields).partial().openapi('RoleMappingPatch');

export const RoleMappingView = z
  .object({
    id: z.uuid(),
    authConfigId: z.uuid().nullable(),
    kind: z.enum(ROLE_MAPPING_KINDS),
    claim: z.string().nullable(),
    value: z.string().nullable(),
    role: z.enum(ROLES),
    priority: z.int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('RoleMapping');

export const view = (m: RoleMapping): z.infer<typeof RoleMappingView> => ({
  id: m.id,
  authConfigId: m.authConfigId,
  kind: m.kind,
  claim: m.attribute,
  value: m.value,
  role: m.role,
  priority: m.priority,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});
