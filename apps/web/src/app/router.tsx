import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { ApiClient, CsrfStore } from '../api/client';
import { ErrorPage } from '../components/ErrorPage';
import { errorText } from '../components/QueryFeedback';
import { validateActivitiesSearch } from '../features/activities/api/search';
import { sessionQueryOptions } from '../features/auth';
import { validateResultsSearch } from '../features/results';
import { AppLayout, Placeholder } from '../features/shell';
import { t } from '../i18n/t';

/** What every route can reach: the query cache and the typed client. */
export interface RouterContext {
  queryClient: QueryClient;
  api: { client: ApiClient; csrf: CsrfStore };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <ErrorPage title={t('error.title')} message={t('error.notFound')} back="home" />,
});

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { organization?: string; redirect?: string } => {
    const organization = text(search.organization);
    // Only paths of this application: never an address elsewhere.
    const target = text(search.redirect);
    const redirectTo = target?.startsWith('/') && !target.startsWith('//') ? target : undefined;
    return { ...(organization ? { organization } : {}), ...(redirectTo ? { redirect: redirectTo } : {}) };
  },
  component: lazyRouteComponent(() => import('../features/auth/routes/SignInPage')),
});

const signInFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in/failed',
  validateSearch: (search: Record<string, unknown>): { reason?: string } => {
    const reason = text(search.reason);
    return reason ? { reason } : {};
  },
  component: function SignInFailed() {
    const { reason } = signInFailedRoute.useSearch();
    return <ErrorPage title={t('signIn.failed.title')} message={reason ?? t('error.title')} />;
  },
});

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'setup',
  component: lazyRouteComponent(() => import('../features/auth/routes/SetupPage')),
});

/** Every screen behind sign-in: without a session, to the sign-in screen and back afterwards. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions(context.api));
    if (session === null) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    return { session };
  },
  component: function SignedIn() {
    const { session } = appRoute.useRouteContext();
    return <AppLayout session={session} />;
  },
  errorComponent: ({ error }) => <ErrorPage message={errorText(error)} />,
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/dashboard/routes/DashboardPage')),
});
const resultsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'results',
  validateSearch: validateResultsSearch,
  component: lazyRouteComponent(() => import('../features/results/routes/ResultsPage')),
});
const recordRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'results/records/$recordId',
  component: lazyRouteComponent(() => import('../features/results/routes/RecordPage')),
});
const activitiesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'activities',
  validateSearch: validateActivitiesSearch,
  component: lazyRouteComponent(() => import('../features/activities/routes/ActivitiesPage')),
});
const newActivityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'activities/new',
  component: lazyRouteComponent(() => import('../features/activities/routes/NewActivityPage')),
});
const importRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'activities/import',
  component: lazyRouteComponent(() => import('../features/imports/routes/ImportPage')),
});
const activityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'activities/$activityId',
  component: lazyRouteComponent(() => import('../features/activities/routes/ActivityPage')),
});
const facilitiesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'facilities',
  component: lazyRouteComponent(() => import('../features/facilities/routes/FacilitiesPage')),
});
const calculationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calculations',
  component: () => <Placeholder title="nav.calculations" />,
});
const factorsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'factors',
  component: () => <Placeholder title="nav.factors" />,
});
const algorithmsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'algorithms',
  component: () => <Placeholder title="nav.algorithms" />,
});
const reportsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reports',
  component: () => <Placeholder title="nav.reports" />,
});
const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'admin',
  component: () => <Placeholder title="nav.admin" />,
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  signInFailedRoute,
  setupRoute,
  appRoute.addChildren([
    dashboardRoute,
    resultsRoute,
    recordRoute,
    activitiesRoute,
    newActivityRoute,
    importRoute,
    activityRoute,
    facilitiesRoute,
    calculationsRoute,
    factorsRoute,
    algorithmsRoute,
    reportsRoute,
    adminRoute,
  ]),
]);

/** The application's router (code-based routes, typed search parameters). */
export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
