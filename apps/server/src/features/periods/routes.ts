import type { ApiModule } from '../../http/app-env.js';
import { viewPage } from '../../http/paging.js';
import { resourceRoutes } from '../../http/resource-routes.js';
import type { Runtime } from '../../wiring/runtime.js';
import { PeriodReturnBody, PeriodReturned, returnView } from './movements-schemas.js';
import {
  PeriodCreate,
  PeriodListQuery,
  PeriodReopen,
  PeriodReopened,
  PeriodView,
  periodView,
  RestatementListQuery,
  RestatementView,
  restatementView,
} from './schemas.js';
import { periodsService } from './service.js';

const NO_PERSON = 'No accountable person (or, for this step, no active ORG_ADMIN) behind the caller';

/**
 * Reporting periods and their close: `POST /api/periods` (ORG_ADMIN), listing and reading (every
 * role), the steps submit (ORG_ADMIN or ORG_MEMBER), approve (an ORG_ADMIN other than the
 * submitter), lock (ORG_ADMIN) and reopen (ORG_ADMIN, with a cause and reason: opens a
 * restatement); and `GET /api/restatements`. Every change is audited; nothing is deleted.
 */
export function periodsModule(runtime: Runtime): ApiModule {
  const periods = periodsService(runtime);
  return (app) => {
    const routes = resourceRoutes(app, { path: '/api/periods', tags: ['Periods'] });
    routes.create({
      summary: 'Create a reporting period (a calendar year or custom dates), in draft',
      body: PeriodCreate,
      view: PeriodView,
      problems: {
        400: 'Invalid body',
        403: NO_PERSON,
        409: 'It overlaps another period of the organization',
      },
      handle: async (caller, body) => periodView(await periods.create(caller, body)),
    });
    routes.list({
      summary: "The organization's reporting periods, oldest first",
      query: PeriodListQuery,
      item: PeriodView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, _page, query) => viewPage(await periods.list(caller, query), periodView),
    });
    routes.get({
      summary: 'A reporting period',
      view: PeriodView,
      returns: 'The period',
      problems: { 404: 'No such period' },
      handle: async (caller, id) => periodView(await periods.get(caller, id)),
    });
    const step = (
      sub: string,
      summary: string,
      run: (c: Parameters<typeof periods.submit>[0], id: string) => ReturnType<typeof periods.submit>,
      extra: { 403?: string } = {},
    ) =>
      routes.act({
        sub,
        summary,
        view: PeriodView,
        returns: 'The period after the step',
        problems: {
          403: extra[403] ?? NO_PERSON,
          404: 'No such period',
          409: 'The period is not in the status this step starts from (`invalid-status-transition`); submit: a total moved more than the threshold without an explanation (`movement-explanations-missing`)',
        },
        handle: async (caller, id) => periodView(await run(caller, id)),
      });
    step('/submit', 'Submit a draft period for approval', periods.submit);
    step('/approve', 'Approve a submitted period: an ORG_ADMIN other than the submitter', periods.approve, {
      403: 'The caller submitted the period (`period-self-approval`), or is no active ORG_ADMIN',
    });
    step(
      '/lock',
      'Lock an approved period: its totals are kept and every write into its dates is refused',
      periods.lock,
    );
    routes.update({
      method: 'post',
      sub: '/return',
      summary: 'Return a submitted or approved period to draft, with the reason (ORG_ADMIN)',
      description:
        'The return (reason, who, from which status) is kept and audited; the submit and approve steps start again. A locked period is reopened instead.',
      body: PeriodReturnBody,
      view: PeriodReturned,
      returns: 'The period in draft and the recorded return',
      problems: {
        400: 'Invalid body',
        403: NO_PERSON,
        404: 'No such period',
        409: 'The period is not submitted or approved (`invalid-status-transition`)',
      },
      handle: async (caller, id, body) => {
        const { period, periodReturn } = await periods.returnToDraft(caller, id, body);
        return { period: periodView(period), periodReturn: returnView(periodReturn) };
      },
    });
    routes.update({
      method: 'post',
      sub: '/reopen',
      summary: 'Reopen a locked period (back to draft), opening a restatement with the cause and reason',
      description:
        'The restatement records the totals the period was locked with; it is completed, with the new totals, the change and its significance against the base-year policy, when the period is locked again.',
      body: PeriodReopen,
      view: PeriodReopened,
      returns: 'The reopened period and its open restatement',
      problems: {
        400: 'Invalid body',
        403: NO_PERSON,
        404: 'No such period',
        409: 'The period is not locked',
      },
      handle: async (caller, id, body) => {
        const { period, restatement } = await periods.reopen(caller, id, body);
        return { period: periodView(period), restatement: restatementView(restatement) };
      },
    });

    const restatements = resourceRoutes(app, { path: '/api/restatements', tags: ['Periods'] });
    restatements.list({
      summary: "The organization's restatements (old, new and delta totals by scope), oldest first",
      query: RestatementListQuery,
      item: RestatementView,
      problems: { 400: 'Invalid query' },
      handle: async (caller, _page, query) =>
        viewPage(await periods.restatements(caller, query), restatementView),
    });
    restatements.get({
      summary: 'A restatement',
      view: RestatementView,
      returns: 'The restatement',
      problems: { 404: 'No such restatement' },
      handle: async (caller, id) => restatementView(await periods.restatement(caller, id)),
    });
  };
}
