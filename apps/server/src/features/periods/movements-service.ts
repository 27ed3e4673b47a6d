import {
  type AuditEntryInput,
  addMovementExplanation,
  appendAudit,
  getMovementPolicy,
  getPeriod,
  type OrganizationScope,
  periodMovements,
  saveMovementPolicy,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';
import { accountableSubmitter } from './accountable-submitter.js';
import {
  explanationView,
  type MovementExplanationCreate,
  type MovementPolicyUpdate,
  movementPolicyView,
  movementsView,
} from './movements-schemas.js';

/**
 * Movements of a period's totals against the previous period: reading them (every role, the
 * auditor included), explaining a line (ORG_ADMIN or ORG_MEMBER, while the period is a draft; a
 * new explanation supersedes the last) and the organization's threshold (ORG_ADMIN). Each write is
 * audited in its transaction.
 */
export function movementsService(runtime: Runtime) {
  const db = runtime.database.db;
  const audit = (
    scope: OrganizationScope,
    caller: Caller,
    action: string,
    entityType: string,
    entityId: string,
    details: NonNullable<AuditEntryInput['details']>,
  ) =>
    appendAudit(scope, {
      ...caller.actor,
      action,
      entityType,
      entityId,
      details,
      requestId: caller.requestId,
    });

  return {
    movements: (caller: Caller, id: string) =>
      withOrganization(db, caller.organizationId, async (scope) =>
        movementsView(id, await periodMovements(scope, await getPeriod(scope, id))),
      ),

    /** Explains one line with the figures it has now; 400 for a key that is not a line of the period. */
    explain: (caller: Caller, id: string, body: z.infer<typeof MovementExplanationCreate>) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const period = await getPeriod(scope, id, true);
        const userId = await accountableSubmitter(scope, caller.principal, 'Explaining a movement');
        const movements = await periodMovements(scope, period);
        const line = movements.lines.find((l) => l.key === body.lineKey);
        if (line === undefined) {
          throw new ProblemError('VALIDATION_FAILED', {
            detail: `"${body.lineKey}" is not a line of the movements of period "${period.name}".`,
            errors: [
              {
                pointer: '/lineKey',
                code: 'unknown_line',
                message: `not one of ${movements.lines.map((l) => l.key).join(', ')}`,
              },
            ],
          });
        }
        const explanation = await addMovementExplanation(scope, {
          periodId: id,
          lineKey: line.key,
          explanation: body.explanation,
          previousCo2eKg: line.previousCo2eKg,
          currentCo2eKg: line.currentCo2eKg,
          thresholdPercent: movements.thresholdPercent,
          explainedBy: userId,
        });
        const view = explanationView(explanation);
        await audit(scope, caller, 'period.movement_explanation', 'period', id, { ...view });
        return view;
      }),

    policy: (caller: Caller) =>
      withOrganization(db, caller.organizationId, async (scope) =>
        movementPolicyView(await getMovementPolicy(scope)),
      ),

    /** Sets the movement threshold (ORG_ADMIN), audited with the values before and after. */
    setPolicy: (caller: Caller, body: z.infer<typeof MovementPolicyUpdate>) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const updatedBy = await accountableAdmin(scope, caller.principal, 'Setting the movement threshold');
        const before = movementPolicyView(await getMovementPolicy(scope));
        const after = movementPolicyView(await saveMovementPolicy(scope, { ...body, updatedBy }));
        await audit(scope, caller, 'organization.movement_policy', 'organization', caller.organizationId, {
          before,
          after,
        });
        return after;
      }),
  };
}
