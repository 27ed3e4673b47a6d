import {
  appendAudit,
  getOrganization,
  type Organization,
  updateOrganization,
  withOrganization,
} from '@ctp/store';
import { createRoute, z } from '@hono/zod-openapi';
import type { ApiModule } from '../../http/app-env.js';
import { PROBLEM_MEDIA_TYPE, ProblemSchema } from '../../http/problem.js';
import { actorOf, principalOf } from '../../http/respond.js';
import { accessOf } from '../../http/route-table.js';
import type { Runtime } from '../../wiring/runtime.js';

const OrganizationView = z
  .object({
    id: z.uuid(),
    publicOrgId: z.string(),
    slug: z.string(),
    name: z.string(),
    settings: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Organization');

export const OrganizationUpdate = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    settings: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'Replaces the settings object (JSON values).' }),
  })
  .refine((v) => v.name !== undefined || v.settings !== undefined, {
    message: 'name or settings is required',
  })
  .openapi('OrganizationUpdate');

function view(o: Organization): z.infer<typeof OrganizationView> {
  return {
    id: o.id,
    publicOrgId: o.publicOrgId,
    slug: o.slug,
    name: o.name,
    settings: { ...o.settings },
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** `GET` and `PATCH /api/organizations/current`: the caller's own organization. */
export function organizationsModule(runtime: Runtime): ApiModule {
  const db = runtime.database.db;
  return (app) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/organizations/current',
        tags: ['Organizations'],
        summary: "The caller's organization",
        ...accessOf('GET', '/api/organizations/current'),
        responses: {
          200: {
            description: 'The organization',
            content: { 'application/json': { schema: OrganizationView } },
          },
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const org = await withOrganization(db, principal.organizationId, (scope) => getOrganization(scope));
        return c.json(view(org), 200);
      },
    );

    app.openapi(
      createRoute({
        method: 'patch',
        path: '/api/organizations/current',
        tags: ['Organizations'],
        summary: "Update the caller's organization (name, settings; slug and publicOrgId are fixed)",
        ...accessOf('PATCH', '/api/organizations/current'),
        request: {
          body: { required: true, content: { 'application/json': { schema: OrganizationUpdate } } },
        },
        responses: {
          200: { description: 'Updated', content: { 'application/json': { schema: OrganizationView } } },
          400: { description: 'Invalid body', content: { [PROBLEM_MEDIA_TYPE]: { schema: ProblemSchema } } },
        },
      }),
      async (c) => {
        const principal = principalOf(c);
        const input = c.req.valid('json');
        const org = await withOrganization(db, principal.organizationId, async (scope) => {
          const before = await getOrganization(scope);
          // The body is parsed JSON, so every settings value is a JSON value (the store checks again).
          const updated = await updateOrganization(scope, input as Parameters<typeof updateOrganization>[1]);
          await appendAudit(scope, {
            ...actorOf(principal),
            action: 'organization.update',
            entityType: 'organization',
            entityId: updated.id,
            details: {
              fields: Object.keys(input),
              ...(input.name !== undefined ? { previousName: before.name, name: updated.name } : {}),
            },
            requestId: c.var.requestId,
          });
          return updated;
        });
        return c.json(view(org), 200);
      },
    );
  };
}
