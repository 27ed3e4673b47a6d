import { benchWeb } from './web.js';

// `pnpm --filter @ctp/bench bench:web [--quick]`: the web part of `pnpm bench` alone.
await benchWeb(process.argv.includes('--quick') ? 100_000 : 1_000_000);
