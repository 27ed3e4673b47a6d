import { ROLE_MAPPING_KINDS, ROLES, roleMappingRuleSchema } from '@ctp/auth';
import {
  appendAudit,
  createRoleMapping,
  deleteRoleMapping,
  getAuthConfig,
  listRoleMappings,
  type RoleMapping,
  updateRoleMapping,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { problem } from '../../http/openapi-parts.js';
import { ProblemError } from '../../http/problem.js';
import { actorOf, principalOf, type problemFor } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

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
const RoleMappingPatch = z.strictObject(fields).partial().openapi('RoleMappingPatch');

const RoleMappingView = z
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

const view = (m: RoleMapping): z.infer<typeof RoleMappingView> => ({
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

/** The rule's validation problems as the server's field errors (one shape for every 400). */
function invalid(issues: z.core.$ZodIssue[]): ProblemError {
  return new ProblemError('VALIDATION_FAILED', {
    detail: 'The role mapping is not valid.',
    errors: issues.map((i) => ({
      pointer: `/${i.path.join('/')}`,
      in: 'json',
      code: i.code,
      message: i.message,
    })),
  });
}

/** `GET|POST /api/admin/role-mappings`, `PATCH|DELETE /api/admin/role-mappings/{id}` (ORG_ADMIN, audited). */
export function roleMappingsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/admin/role-mappings',
        tags: ['Single sign-on'],
        summary: 'Role mappings in evaluation order (highest priority first)',
        ...accessOf('GET', '/api/admin/role-mappings'),
        request: { query: z.object({ authConfigId: z.uuid().optional() }) },
        responses: {
          200: {
            description: 'Mappings',
            content: { 'application/json': { schema: z.object({ items: z.array(RoleMappingView) }) } },
          },
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { authConfigId } = c.req.valid('query');
        const items = await withOrganization(db, principal.organizationId, (scope) =>
          listRoleMappings(scope, authConfigId),
        );
        return c.json({ items: items.map(view) }, 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/admin/role-mappings',
        tags: ['Single sign-on'],
        summary: 'Add a role mapping (only ORG_ADMIN, ORG_MEMBER and READ_ONLY are assignable)',
        ...accessOf('POST', '/api/admin/role-mappings'),
        request: { body: { required: true, content: { 'application/json': { schema: RoleMappingBody } } } },
        responses: {
          201: { description: 'Created', content: { 'application/json': { schema: RoleMappingView } } },
          400: problem('Invalid mapping'),
          404: problem('No such configuration in this organization'),
          409: problem('A default mapping already exists'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { authConfigId, ...input } = c.req.valid('json');
        const rule = roleMappingRuleSchema.safeParse(input);
        if (!rule.success) throw invalid(rule.error.issues);
        const created = await withOrganization(db, principal.organizationId, async (scope) => {
          if ((await getAuthConfig(scope))?.id !== authConfigId) return undefined;
          const mapping = await createRoleMapping(scope, {
            authConfigId,
            kind: rule.data.kind,
            attribute: rule.data.claim,
            value: rule.data.value,
            role: rule.data.role,
            priority: rule.data.priority,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'role_mapping.create',
            entityType: 'role_mapping',
            entityId: mapping.id,
            details: { ...view(mapping) },
            requestId: c.var.requestId,
          });
          return mapping;
        });
        if (created === undefined)
          throw new ProblemError('NOT_FOUND', { detail: 'No such OIDC configuration.' });
        return c.json(view(created), 201);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/admin/role-mappings/{id}',
        tags: ['Single sign-on'],
        summary: 'Change a role mapping',
        ...accessOf('PATCH', '/api/admin/role-mappings/{id}'),
        request: {
          params: z.object({ id: z.uuid() }),
          body: { required: true, content: { 'application/json': { schema: RoleMappingPatch } } },
        },
        responses: {
          200: { description: 'Changed', content: { 'application/json': { schema: RoleMappingView } } },
          400: problem('Invalid mapping'),
          404: problem('No such mapping in this organization'),
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        const patch = c.req.valid('json');
        const result = await withOrganization(db, principal.organizationId, async (scope) => {
          const current = (await listRoleMappings(scope)).find((m) => m.id === id);
          if (current === undefined) return { missing: true as const };
          const merged = roleMappingRuleSchema.safeParse({
            kind: patch.kind ?? current.kind,
            claim: patch.claim === undefined ? current.attribute : patch.claim,
            value: patch.value === undefined ? current.value : patch.value,
            role: patch.role ?? current.role,
            priority: patch.priority ?? current.priority,
          });
          if (!merged.success) return { issues: merged.error.issues };
          const { before, after } = await updateRoleMapping(scope, id, {
            kind: merged.data.kind,
            attribute: merged.data.claim,
            value: merged.data.value,
            role: merged.data.role,
            priority: merged.data.priority,
          });
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'role_mapping.update',
            entityType: 'role_mapping',
            entityId: id,
            details: { before: view(before), after: view(after) },
            requestId: c.var.requestId,
          });
          return { after };
        });
        if ('missing' in result) throw new ProblemError('NOT_FOUND', { detail: 'No such role mapping.' });
        if ('issues' in result) throw invalid(result.issues ?? []);
        return c.json(view(result.after), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'delete',
        path: '/api/admin/role-mappings/{id}',
        tags: ['Single sign-on'],
        summary: 'Remove a role mapping',
        ...accessOf('DELETE', '/api/admin/role-mappings/{id}'),
        request: { params: z.object({ id: z.uuid() }) },
        responses: { 204: { description: 'Removed' }, 404: problem('No such mapping in this organization') },
      }),
      async (c) => {
        const principal = principalOf(c);
        const { id } = c.req.valid('param');
        await withOrganization(db, principal.organizationId, async (scope) => {
          const removed = await deleteRoleMapping(scope, id);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'role_mapping.delete',
            entityType: 'role_mapping',
            entityId: id,
            details: { ...view(removed) },
            requestId: c.var.requestId,
          });
        });
        return c.body(null, 204);
      },
    );
  };
}
