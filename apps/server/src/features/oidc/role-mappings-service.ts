import { roleMappingRuleSchema } from '@ctp/auth';
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
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { type RoleMappingBody, type RoleMappingPatch, view } from './role-mappings-schemas.js';

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

/** The role mappings service: validates each rule, stores it and writes its audit entry. */
export function roleMappingsService(runtime: Runtime) {
  const db = runtime.database.db;
  return {
    /** In evaluation order (highest priority first). */
    list: (caller: Caller, authConfigId: string | undefined): Promise<RoleMapping[]> =>
      withOrganization(db, caller.organizationId, (scope) => listRoleMappings(scope, authConfigId)),

    /** @throws ProblemError `VALIDATION_FAILED`, `NOT_FOUND` (no such configuration) */
    create: async (caller: Caller, body: z.infer<typeof RoleMappingBody>): Promise<RoleMapping> => {
      const { authConfigId, ...input } = body;
      const rule = roleMappingRuleSchema.safeParse(input);
      if (!rule.success) throw invalid(rule.error.issues);
      const created = await withOrganization(db, caller.organizationId, async (scope) => {
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
          ...caller.actor,
          action: 'role_mapping.create',
          entityType: 'role_mapping',
          entityId: mapping.id,
          details: { ...view(mapping) },
          requestId: caller.requestId,
        });
        return mapping;
      });
      if (created === undefined)
        throw new ProblemError('NOT_FOUND', { detail: 'No such OIDC configuration.' });
      return created;
    },

    /** The patch on top of the stored rule must be a valid rule. @throws ProblemError `NOT_FOUND`, `VALIDATION_FAILED` */
    update: async (
      caller: Caller,
      id: string,
      patch: z.infer<typeof RoleMappingPatch>,
    ): Promise<RoleMapping> => {
      const result = await withOrganization(db, caller.organizationId, async (scope) => {
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
          ...caller.actor,
          action: 'role_mapping.update',
          entityType: 'role_mapping',
          entityId: id,
          details: { before: view(before), after: view(after) },
          requestId: caller.requestId,
        });
        return { after };
      });
      if ('missing' in result) throw new ProblemError('NOT_FOUND', { detail: 'No such role mapping.' });
      if ('issues' in result) throw invalid(result.issues ?? []);
      return result.after;
    },

    remove: (caller: Caller, id: string): Promise<void> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const removed = await deleteRoleMapping(scope, id);
        await appendAudit(scope, {
          ...caller.actor,
          action: 'role_mapping.delete',
          entityType: 'role_mapping',
          entityId: id,
          details: { ...view(removed) },
          requestId: caller.requestId,
        });
      }),
  };
}
