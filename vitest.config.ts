import { defineConfig } from 'vitest/config';

// Replaces Vite's default conditions, so the defaults are listed again after our source condition.
const conditions = ['@ctp/source', 'module', 'node', 'development|production'];

const projects = [
  'packages/factors',
  'packages/engine',
  'packages/store',
  'packages/auth',
  'packages/forecast',
  'packages/reporting',
  'packages/assistant',
  'plugins/algorithms-us',
  'plugins/algorithms-eu',
  'plugins/algorithms-apac',
  'plugins/framework-sec',
  'apps/server',
  'examples/quickstart',
  'examples/forecast-notebook',
  'tools/conventions',
  'tools/built-start',
];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // Guards against hangs, not speed checks: suites open real databases, and CI machines have two
    // cores shared with a PostgreSQL server, so the defaults (5 s, 10 s) fail healthy tests under load.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Inline projects with `extends: true`: glob projects would not inherit the conditions above.
    projects: [
      ...projects.map((root) => ({
        extends: true,
        test: {
          name: root.split('/')[1] ?? root,
          root,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      })),
      // The web app brings its own config: a DOM environment (happy-dom), React, `.test.tsx` files.
      'apps/web/vitest.config.ts',
      // End to end: Debian's Chromium on the built app served by a real `ctp start` (apps/web/e2e).
      // One file at a time: each starts a server and a browser, and the machines have two cores.
      {
        extends: true,
        test: {
          name: 'web-e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
