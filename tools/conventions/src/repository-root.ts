import { fileURLToPath } from 'node:url';

/** The repository root (this file is `tools/conventions/src/repository-root.ts`). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
