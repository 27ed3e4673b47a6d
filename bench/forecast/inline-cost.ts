import { loadavg } from 'node:os';
import { createDefaultRegistry } from '@ctp/forecast';
import { longMonthlySeries } from './long-series.js';

/**
 * `pnpm --filter @ctp/bench bench:forecast-inline`: what one projection costs in the request, per model,
 * history length and horizon, measured as `POST /api/forecasting/project` computes it (fit and predict,
 * then the hold-out refit on all but the last twelve months). Median of three runs, in milliseconds.
 * The server's cost estimate (apps/server/src/features/forecasting/fit-cost.ts) is calibrated from
 * these figures; each row also prints that estimate beside the measurement, and their ratio.
 */
const registry = createDefaultRegistry();
const ALL_MODELS = [
  'auto',
  'combination',
  'arima',
  'exponential-smoothing',
  'growth-curve',
  'optimised-theta',
  'theta',
  'seasonal',
  'linear-trend',
];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
// `--models=auto --months=216,240`: a few rows (either side of the inline budget) instead of the whole table.
const MODELS = arg('models')?.split(',') ?? ALL_MODELS;
const MONTHS = arg('months')?.split(',').map(Number) ?? [48, 120, 600];
const HORIZONS = arg('horizons')?.split(',').map(Number) ?? [12, 120];
const { estimateFitMillis } = await import('../../apps/server/src/features/forecasting/fit-cost.js');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function projectOnce(modelId: string, values: number[], horizon: number): number {
  const model = registry.get(modelId);
  const start = performance.now();
  model.fit({ frequency: 'monthly', start: '2000-01', values }).predict(horizon, { levels: [80, 95] });
  model
    .fit({ frequency: 'monthly', start: '2000-01', values: values.slice(0, -12) })
    .predict(12, { levels: [] });
  return performance.now() - start;
}

console.log(`Load average at start: ${loadavg()[0]?.toFixed(1)} (the estimate is for one free core)\n`);
console.log('| model | months | horizon | measured ms | estimate ms | estimate / measured |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const modelId of MODELS) {
  for (const months of MONTHS) {
    const values = longMonthlySeries(months);
    for (const horizon of HORIZONS) {
      const runs = [0, 1, 2].map(() => projectOnce(modelId, values, horizon));
      const measured = median(runs);
      const estimate = estimateFitMillis({ model: modelId, months, horizon, fits: 2 });
      const cells = [
        modelId,
        months,
        horizon,
        measured.toFixed(0),
        estimate.toFixed(0),
        (estimate / measured).toFixed(2),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
  }
}
