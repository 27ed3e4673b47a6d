import {
  type AuditEntryInput,
  appendAudit,
  createPeriod,
  getBaseYearPolicy,
  getPeriod,
  getRestatement,
  listPeriods,
  listRestatements,
  lockPeriod,
  movePeriod,
  type OrganizationScope,
  type Page,
  periodMovements,
  type ReportingPeriod,
  type Restatement,
  reopenPeriod,
  returnPeriod,
  saveBaseYearPolicy,
  withOrganization,
} from '@ctp/store';
import type { z } from '@hono/zod-openapi';
import type { Caller } from '../../http/caller.js';
import { ProblemError } from '../../http/problem.js';
import type { Runtime } from '../../wiring/runtime.js';
import { accountableAdmin } from '../users/index.js';
import { accountableSubmitter } from './accountable-submitter.js';
import type { PeriodReturnBody } from './movements-schemas.js';
import {
  type BaseYearPolicyUpdate,
  type PeriodCreate,
  type PeriodListQuery,
  type PeriodReopen,
  policyView,
  type RestatementListQuery,
  restatementView,
} from './schemas.js';

const ACTION = 'A period close step';

/** The dates of a new period from its body. */
function datesOf(body: z.infer<typeof PeriodCreate>) {
  if ('year' in body) {
    return {
      name: body.name ?? `FY${body.year}`,
      periodStart: `${body.year}-01-01`,
      periodEnd: `${body.year}-12-31`,
    };
  }
  return { ...body, name: body.name ?? `${body.periodStart} – ${body.periodEnd}` };
}

/**
 * Refuses to submit a period while a line moving more than the threshold against the previous
 * period has no explanation of its current figures: none, or one written before a calculation or a
 * correction changed them (`movement-explanations-missing`, naming the lines).
 */
async function refuseUnexplained(scope: OrganizationScope, period: ReportingPeriod): Promise<void> {
  const movements = await periodMovements(scope, period);
  if (movements.missing.length === 0) return;
  throw new ProblemError('MOVEMENT_EXPLANATIONS_MISSING', {
    detail: `Period "${period.name}" has ${movements.missing.length} total(s) moving more than ${movements.thresholdPercent}% against ${movements.previous.periodStart} – ${movements.previous.periodEnd} without an explanation of their current figures: ${movements.missing.join(', ')}.`,
    lines: movements.lines
      .filter((l) => movements.missing.includes(l.key))
      .map((l) => ({
        key: l.key,
        previousCo2eKg: l.previousCo2eKg,
        currentCo2eKg: l.currentCo2eKg,
        changePercent: l.changePercent,
        explanationStale: l.explanationStale,
      })),
    thresholdPercent: movements.thresholdPercent,
  });
}

/**
 * The period-close service: periods and their close steps, reopening with a restatement, and the
 * base-year policy, each change audited in the organization's transaction. Roles: create, approve,
 * lock, reopen and return to draft need an ORG_ADMIN (approve: not the submitter); submit an
 * ORG_ADMIN or ORG_MEMBER, and only once every line above the movement threshold is explained;
 * reading is open to every role.
 */
export function periodsService(runtime: Runtime) {
  const db = runtime.database.db;
  const audit = (
    scope: OrganizationScope,
    caller: Caller,
    action: string,
    entityId: string,
    details: NonNullable<AuditEntryInput['details']>,
  ) =>
    appendAudit(scope, {
      ...caller.actor,
      action,
      entityType: action.startsWith('restatement')
        ? 'restatement'
        : action.startsWith('period')
          ? 'period'
          : 'organization',
      entityId,
      details,
      requestId: caller.requestId,
    });
  /** Reads the period with its row lock, resolves the actor, makes the step and audits it. */
  const step = (caller: Caller, id: string, name: 'submit' | 'approve') =>
    withOrganization(db, caller.organizationId, async (scope) => {
      const period = await getPeriod(scope, id, true);
      const userId =
        name === 'submit'
          ? await accountableSubmitter(scope, caller.principal, ACTION)
          : await accountableAdmin(scope, caller.principal, ACTION);
      if (name === 'submit' && period.status === 'draft') await refuseUnexplained(scope, period);
      if (name === 'approve' && period.status === 'submitted' && userId === period.submittedBy) {
        throw new ProblemError('PERIOD_SELF_APPROVAL', {
          detail: `You submitted period "${period.name}"; another ORG_ADMIN must approve it.`,
        });
      }
      const moved = await movePeriod(scope, period, name, userId);
      await audit(scope, caller, `period.${name}`, id, { by: userId, from: period.status, to: moved.status });
      return moved;
    });

  return {
    create: (caller: Caller, body: z.infer<typeof PeriodCreate>): Promise<ReportingPeriod> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const createdBy = await accountableAdmin(scope, caller.principal, ACTION);
        const period = await createPeriod(scope, { ...datesOf(body), createdBy });
        await audit(scope, caller, 'period.create', period.id, {
          name: period.name,
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
          createdBy,
        });
        return period;
      }),

    list: (caller: Caller, q: z.infer<typeof PeriodListQuery>): Promise<Page<ReportingPeriod>> =>
      withOrganization(db, caller.organizationId, (scope) =>
        listPeriods(scope, {
          limit: q.limit,
          cursor: q.cursor ?? null,
          ...(q.status === undefined ? {} : { status: q.status }),
        }),
      ),

    get: (caller: Caller, id: string): Promise<ReportingPeriod> =>
      withOrganization(db, caller.organizationId, (scope) => getPeriod(scope, id)),

    submit: (caller: Caller, id: string) => step(caller, id, 'submit'),
    approve: (caller: Caller, id: string) => step(caller, id, 'approve'),

    /** Locks an approved period with its totals; completes the open restatement of a reopened one. */
    lock: (caller: Caller, id: string): Promise<ReportingPeriod> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const period = await getPeriod(scope, id, true);
        const userId = await accountableAdmin(scope, caller.principal, ACTION);
        const { period: locked, restatement } = await lockPeriod(scope, period, userId);
        await audit(scope, caller, 'period.lock', id, {
          by: userId,
          totals: (locked.lockedTotals ?? []).map((t) => ({ ...t })),
        });
        if (restatement !== null) {
          await audit(scope, caller, 'restatement.complete', restatement.id, restatementView(restatement));
        }
        return locked;
      }),

    /** Sends a submitted or approved period back to draft with the reason (ORG_ADMIN), audited. */
    returnToDraft: (caller: Caller, id: string, body: z.infer<typeof PeriodReturnBody>) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const period = await getPeriod(scope, id, true);
        const userId = await accountableAdmin(scope, caller.principal, ACTION);
        const outcome = await returnPeriod(scope, period, { userId, reason: body.reason });
        await audit(scope, caller, 'period.return', id, {
          by: userId,
          from: period.status,
          to: 'draft',
          reason: body.reason,
          returnId: outcome.periodReturn.id,
        });
        return outcome;
      }),

    /** Reopens a locked period to draft and opens its restatement (cause, reason, who). */
    reopen: (
      caller: Caller,
      id: string,
      body: z.infer<typeof PeriodReopen>,
    ): Promise<{ period: ReportingPeriod; restatement: Restatement }> =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const period = await getPeriod(scope, id, true);
        const userId = await accountableAdmin(scope, caller.principal, ACTION);
        const outcome = await reopenPeriod(scope, period, { userId, ...body });
        await audit(scope, caller, 'period.reopen', id, {
          by: userId,
          cause: body.cause,
          reason: body.reason,
          restatementId: outcome.restatement.id,
          oldTotals: outcome.restatement.oldTotals.map((t) => ({ ...t })),
        });
        return outcome;
      }),

    restatements: (caller: Caller, q: z.infer<typeof RestatementListQuery>): Promise<Page<Restatement>> =>
      withOrganization(db, caller.organizationId, (scope) =>
        listRestatements(scope, {
          limit: q.limit,
          cursor: q.cursor ?? null,
          ...(q.periodId === undefined ? {} : { periodId: q.periodId }),
        }),
      ),

    restatement: (caller: Caller, id: string): Promise<Restatement> =>
      withOrganization(db, caller.organizationId, (scope) => getRestatement(scope, id)),

    policy: (caller: Caller) =>
      withOrganization(db, caller.organizationId, async (scope) =>
        policyView(await getBaseYearPolicy(scope)),
      ),

    /** Sets the base year and recalculation policy (ORG_ADMIN), audited with the values before and after. */
    setPolicy: (caller: Caller, body: z.infer<typeof BaseYearPolicyUpdate>) =>
      withOrganization(db, caller.organizationId, async (scope) => {
        const updatedBy = await accountableAdmin(scope, caller.principal, 'Setting the base year');
        const before = await getBaseYearPolicy(scope);
        const after = await saveBaseYearPolicy(scope, { ...body, updatedBy });
        await audit(scope, caller, 'organization.base_year_policy', caller.organizationId, {
          before: before === undefined ? null : policyView(before),
          after: policyView(after),
        });
        return policyView(after);
      }),
  };
}
