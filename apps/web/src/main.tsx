import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, memoryCsrfStore } from './api/client';
import { ApiProvider } from './api/context';
import { ApiError } from './api/problem';
import { createAppRouter } from './app/router';
import { applyScopeColours } from './lib/apply-scope-colours';

const csrf = memoryCsrfStore();
const api = { client: createApiClient({ csrf }), csrf };
const queryClient = new QueryClient({
  // A session that ended (idle timeout, sign-out elsewhere): back to sign-in, then to this screen.
  queryCache: new QueryCache({
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 401) return;
      queryClient.setQueryData(['session'], null);
      void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href } });
    },
  }),
  defaultOptions: {
    queries: {
      // A refusal (4xx) will not change by asking again; a dropped connection may.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
const router = createAppRouter({ queryClient, api });
applyScopeColours();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    {/*
      No <style> tags, so a strict CSP (style-src 'self') holds: the default theme's CSS variables
      come from @mantine/core/styles.css, and hiddenFrom/visibleFrom (global classes) are not used.
    */}
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={api}>
          <RouterProvider router={router} />
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
