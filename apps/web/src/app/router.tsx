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
import { ADMIN_HOME, validateAuditSearch } from '../features/admin';
import { sessionQueryOptions, toSetupWhilePending, toSignInOnceSetUp } from '../features/auth';
import { validateFactorsSearch } from '../features/factors';
import { validateCompareSearch, validateForecastsSearch } from '../features/forecasting';
import { validateNarrativesSearch } from '../features/reports';
import { validateResultsSearch } from '../features/results';
import { AppLayout } from '../features/shell';
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
  beforeLoad: toSetupWhilePending,
  component: lazyRouteComponent(() => import('../features/auth/routes/SignInPage')),
});

const signInFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in/failed',
  validateSearch: (search: Record<string, unknown>): { reason?: string; organization?: string } => {
    // A reason code only (the page words it from the catalogue): free text in a link is refused.
    const reason = text(search.reason);
    return {
      ...(reason && /^[A-Z_]{1,40}$/.test(reason) ? { reason } : {}),
      ...(text(search.organization) ? { organization: text(search.organization) as string } : {}),
    };
  },
  component: lazyRouteComponent(() => import('../features/auth/routes/SignInFailedPage')),
});

const setupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'setup',
  beforeLoad: toSignInOnceSetUp,
  component: lazyRouteComponent(() => import('../features/auth/routes/SetupPage')),
});

/** Public report verification (no sign-in): the code box, and what the QR code on a report opens. */
const verifyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'verify',
  component: lazyRouteComponent(() => import('../features/verification/routes/VerifyPage')),
});
const verifyCodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'verify/$code',
  component: lazyRouteComponent(() => import('../features/verification/routes/VerifyCodePage')),
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
const instrumentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'instruments',
  component: lazyRouteComponent(() => import('../features/instruments/routes/InstrumentsPage')),
});
const calculationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calculations',
  component: lazyRouteComponent(() => import('../features/calculations/routes/CalculationsPage')),
});
const recalculateRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calculations/recalculate',
  validateSearch: (search: Record<string, unknown>): { preview?: string } => {
    const preview = text(search.preview);
    return preview && /^[0-9a-f-]{36}$/i.test(preview) ? { preview } : {};
  },
  component: lazyRouteComponent(() => import('../features/calculations/routes/RecalculatePage')),
});
const runRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calculations/$runId',
  component: lazyRouteComponent(() => import('../features/calculations/routes/RunPage')),
});
const factorsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'factors',
  validateSearch: validateFactorsSearch,
  component: lazyRouteComponent(() => import('../features/factors/routes/FactorsPage')),
});
const algorithmsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'algorithms',
  component: lazyRouteComponent(() => import('../features/algorithms/routes/AlgorithmsPage')),
});
const overridesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'algorithms/overrides',
  component: lazyRouteComponent(() => import('../features/algorithms/routes/OverridesPage')),
});
const algorithmRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'algorithms/$namespace/$name',
  component: lazyRouteComponent(() => import('../features/algorithms/routes/AlgorithmPage')),
});
const reportsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reports',
  component: lazyRouteComponent(() => import('../features/reports/routes/ReportsPage')),
});
const newReportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reports/new',
  component: lazyRouteComponent(() => import('../features/reports/routes/NewReportPage')),
});
const narrativesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reports/narratives',
  validateSearch: validateNarrativesSearch,
  component: lazyRouteComponent(() => import('../features/reports/routes/NarrativesPage')),
});
const reportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'reports/$reportId',
  component: lazyRouteComponent(() => import('../features/reports/routes/ReportPage')),
});
// Forecasting (issue 15, screens 1 and 4): projections, stored runs and their comparison, custom models.
const forecastsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'forecasts',
  validateSearch: validateForecastsSearch,
  component: lazyRouteComponent(() => import('../features/forecasting/routes/ForecastsPage')),
});
const forecastRunRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'forecasts/runs/$runId',
  component: lazyRouteComponent(() => import('../features/forecasting/routes/RunPage')),
});
const forecastCompareRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'forecasts/compare',
  validateSearch: validateCompareSearch,
  component: lazyRouteComponent(() => import('../features/forecasting/routes/ComparePage')),
});
const forecastModelsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'forecasts/models',
  component: lazyRouteComponent(() => import('../features/forecasting/routes/ModelsPage')),
});
const forecastingRoutes = [forecastsRoute, forecastRunRoute, forecastCompareRoute, forecastModelsRoute];

// Planning (targets, scenarios, reduction initiatives): issue 15, screens 2 and 3.
const targetsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'targets',
  component: lazyRouteComponent(() => import('../features/planning/routes/TargetsPage')),
});
const initiativesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'initiatives',
  component: lazyRouteComponent(() => import('../features/planning/routes/InitiativesPage')),
});
// The auditor's workspace: population, seeded samples, request lists (issue 18).
const auditWorkspaceRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit',
  component: lazyRouteComponent(() => import('../features/audit/routes/AuditPage')),
});
const auditLogRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/log',
  validateSearch: validateAuditSearch,
  component: lazyRouteComponent(() => import('../features/audit/routes/AuditLogPage')),
});
const auditItemRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'audit/periods/$periodId/results/$resultId',
  component: lazyRouteComponent(() => import('../features/audit/routes/ItemPage')),
});
// Reporting periods: close status, base-year policy and restatements (issue 18).
const periodsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'periods',
  component: lazyRouteComponent(() => import('../features/periods/routes/PeriodsPage')),
});
// Suppliers (host side) and sharing (supplier side) of supplier data exchange.
const suppliersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'suppliers',
  component: lazyRouteComponent(() => import('../features/suppliers/routes/SuppliersPage')),
});
const supplierRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'suppliers/$supplierId',
  component: lazyRouteComponent(() => import('../features/suppliers/routes/SupplierPage')),
});
const sharingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'sharing',
  component: lazyRouteComponent(() => import('../features/sharing/routes/SharingPage')),
});
const sharingProductRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'sharing/products/$productRef',
  component: lazyRouteComponent(() => import('../features/sharing/routes/ProductPage')),
});
const adminRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'admin',
  component: lazyRouteComponent(() => import('../features/admin/routes/AdminLayout')),
});
const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: ADMIN_HOME });
  },
});
const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users',
  component: lazyRouteComponent(() => import('../features/admin/routes/UsersPage')),
});
const adminSignOnRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'sign-on',
  component: lazyRouteComponent(() => import('../features/admin/routes/SignOnPage')),
});
const adminTokensRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'tokens',
  component: lazyRouteComponent(() => import('../features/admin/routes/TokensPage')),
});
const adminAuditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'audit',
  validateSearch: validateAuditSearch,
  component: lazyRouteComponent(() => import('../features/admin/routes/AuditPage')),
});

// Assistant log and organization settings (issue 15, screens 7 and 8; the chat panel is in the shell).
const assistantInteractionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assistant/interactions',
  component: lazyRouteComponent(() => import('../features/assistant/routes/InteractionsPage')),
});
const assistantInteractionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'assistant/interactions/$interactionId',
  component: lazyRouteComponent(() => import('../features/assistant/routes/InteractionPage')),
});
const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('../features/settings/routes/SettingsPage')),
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  signInFailedRoute,
  setupRoute,
  verifyRoute,
  verifyCodeRoute,
  appRoute.addChildren([
    dashboardRoute,
    resultsRoute,
    recordRoute,
    activitiesRoute,
    newActivityRoute,
    importRoute,
    activityRoute,
    facilitiesRoute,
    instrumentsRoute,
    calculationsRoute,
    recalculateRoute,
    runRoute,
    factorsRoute,
    algorithmsRoute,
    overridesRoute,
    algorithmRoute,
    reportsRoute,
    newReportRoute,
    narrativesRoute,
    reportRoute,
    ...forecastingRoutes,
    targetsRoute,
    initiativesRoute,
    periodsRoute,
    auditWorkspaceRoute,
    auditLogRoute,
    auditItemRoute,
    suppliersRoute,
    supplierRoute,
    sharingRoute,
    sharingProductRoute,
    adminRoute.addChildren([
      adminIndexRoute,
      adminUsersRoute,
      adminSignOnRoute,
      adminTokensRoute,
      adminAuditRoute,
    ]),
    assistantInteractionsRoute,
    assistantInteractionRoute,
    settingsRoute,
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
