import { defineConfig } from 'tsup';

export default defineConfig({
  // The test fixtures are their own entry so the package proper never loads oidc-provider.
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/oidc/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node22',
  external: ['oidc-provider'],
});
