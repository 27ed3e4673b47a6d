import { benchEngineThroughput } from './engine-throughput.js';

// `pnpm bench [--quick]`: --quick runs smaller sizes for a fast look; the figures use the full run.
const quick = process.argv.includes('--quick');
await benchEngineThroughput(quick ? [20_000, 100_000] : [100_000, 1_000_000]);
