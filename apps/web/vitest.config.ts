import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web app's tests: components in a DOM (happy-dom), beside the code as `*.test.ts(x)`. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
