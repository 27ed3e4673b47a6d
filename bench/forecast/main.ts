import { benchForecast } from './run.js';

// `pnpm --filter @ctp/bench bench:forecast [--quick]`: the forecast benchmark alone.
await benchForecast(process.argv.includes('--quick'));
