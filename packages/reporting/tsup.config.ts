import { defineConfig } from 'tsup';

export default defineConfig({
  // The conformance kit is its own entry so the package proper never loads vitest.
  entry: { index: 'src/index.ts', 'pdf/index': 'src/pdf/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'node22',
  external: ['vitest'],
});
