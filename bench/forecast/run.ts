/**
 * Forecast accuracy next to R's forecast package: for each classic series in `data/`, hold out the last
 * year, fit our autoArima and autoEts and R's auto.arima and ets on the rest, and print sMAPE, MASE,
 * 80%/95% interval coverage and fit time per series and on average. Fit times are CPU seconds (user +
 * system) on both sides, so other load on the machine does not tilt the comparison.
 */
// The fitters themselves, not the calendar-aware ForecastModel wrappers: the figures are the statistics'.
import { autoArima, autoEts, type SeriesFit } from '@ctp/forecast';
import { type HoldOutForecast, type Scores, score } from './metrics.js';
import { INSTALL_HINT, runReference } from './r-reference.js';
import { loadSeries } from './series.js';

interface Row {
  readonly series: string;
  readonly model: string;
  readonly seconds: number;
  readonly scores: Scores;
}

function ours(fit: SeriesFit, h: number): HoldOutForecast {
  const f = fit.forecast(h, [80, 95]);
  return {
    mean: f.mean,
    lower80: f.lower[80] ?? [],
    upper80: f.upper[80] ?? [],
    lower95: f.lower[95] ?? [],
    upper95: f.upper[95] ?? [],
  };
}

/** CPU seconds (user + system) of this process since `start`. */
function cpuSeconds(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const fmt = (v: number, digits = 3) => v.toFixed(digits).padStart(7);
const pct = (v: number) => `${(100 * v).toFixed(0)}%`.padStart(5);

function table(title: string, left: Row[], right: Row[] | undefined, rightName: string): void {
  console.log(`\n${title}`);
  const head = (name: string) =>
    `${name.padEnd(36)} ${'sMAPE'.padStart(7)} ${'MASE'.padStart(7)} ${'c80'.padStart(5)} ${'c95'.padStart(5)} ${'cpu s'.padStart(7)}`;
  console.log(`${'series'.padEnd(15)} ${head('ours')}${right ? ` | ${head(rightName)}` : ''}`);
  const cells = (r: Row) =>
    `${r.model.slice(0, 36).padEnd(36)} ${fmt(r.scores.smape, 2)} ${fmt(r.scores.mase)} ${pct(r.scores.coverage80)} ${pct(r.scores.coverage95)} ${fmt(r.seconds)}`;
  left.forEach((r, i) => {
    const other = right?.[i];
    console.log(`${r.series.padEnd(15)} ${cells(r)}${other ? ` | ${cells(other)}` : ''}`);
  });
  const mean = (rows: Row[]): Row => {
    const avg = (pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0) / rows.length;
    return {
      series: 'mean',
      model: '',
      seconds: avg((r) => r.seconds),
      scores: {
        smape: avg((r) => r.scores.smape),
        mase: avg((r) => r.scores.mase),
        coverage80: avg((r) => r.scores.coverage80),
        coverage95: avg((r) => r.scores.coverage95),
      },
    };
  };
  console.log(`${'mean'.padEnd(15)} ${cells(mean(left))}${right ? ` | ${cells(mean(right))}` : ''}`);
}

/** Runs the benchmark; `quick` takes four series for a fast look. */
export async function benchForecast(quick: boolean): Promise<void> {
  const all = loadSeries();
  const series = quick ? all.slice(0, 4) : all;
  console.log(
    `\nforecast accuracy: ${series.length} series, last year held out (${series.map((s) => s.name).join(', ')})`,
  );
  const prepared = series.map((s) => ({
    ...s,
    horizon: s.frequency,
    train: s.values.slice(0, -s.frequency),
    test: s.values.slice(-s.frequency),
  }));
  const arima: Row[] = [];
  const ets: Row[] = [];
  for (const s of prepared) {
    let start = process.cpuUsage();
    const a = autoArima(s.train, { period: s.frequency });
    const aSeconds = cpuSeconds(start);
    arima.push({
      series: s.name,
      model: a.description,
      seconds: aSeconds,
      scores: score(s.train, s.test, s.frequency, ours(a, s.horizon)),
    });
    start = process.cpuUsage();
    const e = autoEts(s.train, { period: s.frequency });
    const eSeconds = cpuSeconds(start);
    ets.push({
      series: s.name,
      model: e.description,
      seconds: eSeconds,
      scores: score(s.train, s.test, s.frequency, ours(e, s.horizon)),
    });
  }
  const reference = runReference(
    prepared.map((s) => ({ name: s.name, frequency: s.frequency, train: s.train, horizon: s.horizon })),
  );
  if (!reference.ok) {
    console.log(`R reference unavailable: ${reference.reason}; ${INSTALL_HINT}. Our figures alone:`);
    table('ARIMA (autoArima)', arima, undefined, '');
    table('exponential smoothing (autoEts)', ets, undefined, '');
    return;
  }
  const rRows = (method: string): Row[] =>
    prepared.map((s) => {
      const f = reference.forecasts.get(`${s.name}/${method}`);
      if (f === undefined) throw new Error(`R gave no ${method} forecast for ${s.name}`);
      return {
        series: s.name,
        model: f.model,
        seconds: f.seconds,
        scores: score(s.train, s.test, s.frequency, f),
      };
    });
  table(
    `ARIMA: ours (autoArima) | R forecast ${reference.version} auto.arima`,
    arima,
    rRows('arima'),
    'R auto.arima',
  );
  table(
    `exponential smoothing: ours (autoEts) | R forecast ${reference.version} ets`,
    ets,
    rRows('ets'),
    'R ets',
  );
}
