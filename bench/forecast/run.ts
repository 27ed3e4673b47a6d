/**
 * Forecast accuracy next to R's forecast package: for each classic series in `data/`, hold out the last
 * year and fit our models and R's on the rest, once on the whole history and once on its last 36 points
 * before the hold-out (the corporate case: three years of months). Prints sMAPE, MASE, 80%/95% interval
 * coverage and fit time per series and on average, each of our models beside its R counterpart, then a
 * summary against the aims of issue 20, then the same for `combination`, `auto`, `auto.arima` and `ets` on
 * each of the three years before the held-out one (`earlier-years.ts`). Times are CPU seconds (user +
 * system) of fit and forecast on both sides, so other load on the machine does not tilt the
 * comparison. First, one long synthetic monthly history times automatic ARIMA and ETS against R
 * (issue 22).
 */
// The fitters themselves, not the calendar-aware ForecastModel wrappers: the figures are the statistics'.
import {
  autoArima,
  autoEts,
  fitAuto,
  fitCombination,
  fitStlf,
  fitTheta,
  fitTrendWithSeason,
  type SeriesFit,
} from '@ctp/forecast';
import { benchEarlierYears } from './earlier-years.js';
import { longMonthlySeries } from './long-series.js';
import { holdOutForecast, type Scores, score } from './metrics.js';
import { INSTALL_HINT, type ReferenceResult, runReference } from './r-reference.js';
import { loadSeries } from './series.js';

interface Row {
  readonly series: string;
  readonly model: string;
  readonly seconds: number;
  readonly scores: Scores;
}

interface Prepared {
  readonly name: string;
  readonly frequency: number;
  readonly horizon: number;
  readonly train: number[];
  readonly test: number[];
}

/** Our models, each with the R method printed beside it. */
const OURS: ReadonlyArray<{
  readonly id: string;
  readonly r: string;
  readonly fit: (y: readonly number[], period: number) => SeriesFit;
}> = [
  { id: 'arima', r: 'arima', fit: (y, period) => autoArima(y, { period }) },
  { id: 'exponential-smoothing', r: 'ets', fit: (y, period) => autoEts(y, { period }) },
  { id: 'seasonal', r: 'stlf', fit: (y, period) => fitStlf(y, period) },
  { id: 'theta', r: 'thetaf', fit: (y, period) => fitTheta(y, { period }) },
  { id: 'optimised-theta', r: 'thetaf', fit: (y, period) => fitTheta(y, { period, variant: 'optimised' }) },
  { id: 'linear-trend', r: 'tslm', fit: (y, period) => fitTrendWithSeason(y, period) },
  { id: 'combination', r: 'arima', fit: (y, period) => fitCombination(y, { period }) },
  { id: 'auto', r: 'arima', fit: (y, period) => fitAuto(y, { period }) },
];
const R_NAMES: Record<string, string> = {
  arima: 'auto.arima',
  ets: 'ets',
  stlf: 'stlf',
  thetaf: 'thetaf',
  tslm: 'tslm',
};

/** CPU seconds (user + system) of this process since `start`. */
function cpuSeconds(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const fmt = (v: number, digits = 3) => v.toFixed(digits).padStart(7);
const pct = (v: number) => `${(100 * v).toFixed(0)}%`.padStart(5);

function mean(rows: readonly Row[]): Row {
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
}

function table(
  title: string,
  left: Row[],
  right: Row[] | undefined,
  leftName: string,
  rightName: string,
): void {
  console.log(`\n${title}`);
  const head = (name: string) =>
    `${name.padEnd(36)} ${'sMAPE'.padStart(7)} ${'MASE'.padStart(7)} ${'c80'.padStart(5)} ${'c95'.padStart(5)} ${'cpu s'.padStart(7)}`;
  console.log(`${'series'.padEnd(18)} ${head(leftName)}${right ? ` | ${head(rightName)}` : ''}`);
  const cells = (r: Row) =>
    `${r.model.slice(0, 36).padEnd(36)} ${fmt(r.scores.smape, 2)} ${fmt(r.scores.mase)} ${pct(r.scores.coverage80)} ${pct(r.scores.coverage95)} ${fmt(r.seconds)}`;
  left.forEach((r, i) => {
    const other = right?.[i];
    console.log(`${r.series.padEnd(18)} ${cells(r)}${other ? ` | ${cells(other)}` : ''}`);
  });
  console.log(`${'mean'.padEnd(18)} ${cells(mean(left))}${right ? ` | ${cells(mean(right))}` : ''}`);
}

function runOurs(prepared: readonly Prepared[]): Map<string, Row[]> {
  const rows = new Map<string, Row[]>();
  for (const model of OURS) {
    rows.set(
      model.id,
      prepared.map((s) => {
        // Fit and forecast, as R's side is timed (issue 22 compares both together).
        const start = process.cpuUsage();
        const fit = model.fit(s.train, s.frequency);
        const forecast = fit.forecast(s.horizon, [80, 95]);
        const seconds = cpuSeconds(start);
        return {
          series: s.name,
          model: fit.description.replace(/^auto: /, ''),
          seconds,
          scores: score(s.train, s.test, s.frequency, holdOutForecast(forecast)),
        };
      }),
    );
  }
  return rows;
}

function referenceRows(reference: ReferenceResult, prepared: readonly Prepared[]): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  if (!reference.ok) return out;
  for (const method of Object.keys(R_NAMES)) {
    out.set(
      method,
      prepared.map((s) => {
        const f = reference.forecasts.get(`${s.name}/${method}`);
        if (f === undefined) throw new Error(`R gave no ${method} forecast for ${s.name}`);
        return {
          series: s.name,
          model: f.model,
          seconds: f.seconds,
          scores: score(s.train, s.test, s.frequency, f),
        };
      }),
    );
  }
  return out;
}

function summary(cut: string, ours: Map<string, Row[]>, r: Map<string, Row[]>): void {
  console.log(`\nsummary, ${cut}: mean over the series`);
  console.log(
    `${'model'.padEnd(28)} ${'sMAPE'.padStart(7)} ${'MASE'.padStart(7)} ${'c80'.padStart(5)} ${'c95'.padStart(5)} ${'cpu s'.padStart(7)}`,
  );
  const line = (name: string, rows: Row[]) => {
    const m = mean(rows);
    console.log(
      `${name.padEnd(28)} ${fmt(m.scores.smape, 2)} ${fmt(m.scores.mase)} ${pct(m.scores.coverage80)} ${pct(m.scores.coverage95)} ${fmt(m.seconds)}`,
    );
  };
  for (const [id, rows] of ours) line(`ours ${id}`, rows);
  for (const [method, rows] of r) line(`R ${R_NAMES[method]}`, rows);
  const mase = (rows: Row[] | undefined) => (rows === undefined ? Number.NaN : mean(rows).scores.mase);
  const aim = (text: string, met: boolean) => console.log(`  aim ${met ? 'met    ' : 'NOT met'}: ${text}`);
  // "At or below" with a relative tolerance: our STL forecasts equal R's to about 1e-13, and a mean
  // that differs in the 15th digit is equal.
  const atMost = (a: number, b: number) => a <= b * (1 + 1e-9);
  if (r.size > 0) {
    const rArima = mase(r.get('arima'));
    aim(
      `combination MASE ${mase(ours.get('combination')).toFixed(3)} < R auto.arima ${rArima.toFixed(3)}`,
      mase(ours.get('combination')) < rArima,
    );
    aim(
      `auto MASE ${mase(ours.get('auto')).toFixed(3)} < R auto.arima ${rArima.toFixed(3)}`,
      mase(ours.get('auto')) < rArima,
    );
    aim(
      `seasonal MASE ${mase(ours.get('seasonal')).toFixed(3)} <= R stlf ${mase(r.get('stlf')).toFixed(3)}`,
      atMost(mase(ours.get('seasonal')), mase(r.get('stlf'))),
    );
    aim(
      `linear-trend MASE ${mase(ours.get('linear-trend')).toFixed(3)} <= R tslm ${mase(r.get('tslm')).toFixed(3)}`,
      atMost(mase(ours.get('linear-trend')), mase(r.get('tslm'))),
    );
  }
  if (r.size > 0) {
    // Issue 22: fit + forecast CPU per series at most 0.3× R's, for ARIMA and ETS.
    for (const [id, method] of [
      ['arima', 'arima'],
      ['exponential-smoothing', 'ets'],
    ] as const) {
      const oursSeconds = mean(ours.get(id) ?? []).seconds;
      const rSeconds = mean(r.get(method) ?? []).seconds;
      const ratio = oursSeconds / rSeconds;
      aim(
        `${id} CPU per series ${oursSeconds.toFixed(3)} s = ${ratio.toFixed(2)}× R ${R_NAMES[method]} ${rSeconds.toFixed(3)} s (at most 0.3×)`,
        ratio <= 0.3,
      );
    }
  }
  for (const id of ['combination', 'auto']) {
    const rows = ours.get(id);
    if (rows === undefined) continue;
    const m = mean(rows).scores;
    aim(
      `${id} coverage 80% ${pct(m.coverage80).trim()} and 95% ${pct(m.coverage95).trim()} within 5 points of nominal`,
      Math.abs(m.coverage80 - 0.8) <= 0.05 && Math.abs(m.coverage95 - 0.95) <= 0.05,
    );
  }
}

/**
 * Issue 22: automatic ARIMA and ETS on one long monthly history (600 points, {@link longMonthlySeries}),
 * ours and R's on the same numbers in the same run, fit + forecast of a year in CPU seconds.
 */
function benchLongSeries(): void {
  const train = longMonthlySeries(600);
  const name = 'synthetic600';
  console.log(`\n=== one long history: ${name}, 600 monthly points (bench/forecast/long-series.ts) ===`);
  // Each fitter twice: the first call of the process includes compiling our code (JIT), the second is
  // what a long-running server pays. The aims use the first.
  const ours = [
    { id: 'arima', fit: () => autoArima(train, { period: 12 }) },
    { id: 'ets', fit: () => autoEts(train, { period: 12 }) },
  ].map(({ id, fit }) => {
    const timed = () => {
      const start = process.cpuUsage();
      const fitted = fit();
      fitted.forecast(12, [80, 95]);
      return { model: fitted.description, seconds: cpuSeconds(start) };
    };
    const first = timed();
    const again = timed();
    return { id, model: first.model, seconds: first.seconds, warm: again.seconds };
  });
  const reference = runReference([{ name, frequency: 12, train, horizon: 12 }]);
  if (!reference.ok) console.log(`R reference unavailable: ${reference.reason}; ${INSTALL_HINT}.`);
  for (const row of ours) {
    const r = reference.ok ? reference.forecasts.get(`${name}/${row.id}`) : undefined;
    const rName = row.id === 'arima' ? 'auto.arima' : 'ets';
    const ratio = (seconds: number) => (r === undefined ? '' : ` = ${(seconds / r.seconds).toFixed(3)}× R`);
    console.log(
      `ours ${row.id.padEnd(6)} ${row.model.padEnd(36)} first call ${fmt(row.seconds)} s${ratio(row.seconds)}, again ${fmt(row.warm)} s${ratio(row.warm)}` +
        (r === undefined
          ? ''
          : `\n  R ${rName.padEnd(10)} ${r.model.padEnd(36)} ${fmt(r.seconds)} s${row.model === r.model ? ' (same model)' : '  (MODELS DIFFER)'}`),
    );
  }
  const arima = ours[0] as { seconds: number };
  console.log(
    `  aim ${arima.seconds <= 1 ? 'met    ' : 'NOT met'}: autoArima on 600 monthly points ${arima.seconds.toFixed(3)} s CPU, first call (at most 1 s)`,
  );
}

/** Runs the benchmark; `quick` takes four series for a fast look. */
export async function benchForecast(quick: boolean): Promise<void> {
  const all = loadSeries();
  const series = quick ? all.slice(0, 4) : all;
  console.log(
    `\nforecast accuracy: ${series.length} series, last year held out (${series.map((s) => s.name).join(', ')})`,
  );
  const cuts: ReadonlyArray<{ name: string; suffix: string; cut: (train: number[]) => number[] }> = [
    { name: 'full history', suffix: '', cut: (t) => t },
    { name: 'last 36 points before the hold-out', suffix: '@36', cut: (t) => t.slice(-36) },
  ];
  benchLongSeries();
  for (const cut of cuts) {
    const prepared: Prepared[] = series.map((s) => ({
      name: `${s.name}${cut.suffix}`,
      frequency: s.frequency,
      horizon: s.frequency,
      train: cut.cut(s.values.slice(0, -s.frequency)),
      test: s.values.slice(-s.frequency),
    }));
    console.log(`\n=== ${cut.name} ===`);
    const ours = runOurs(prepared);
    const reference = runReference(
      prepared.map((s) => ({ name: s.name, frequency: s.frequency, train: s.train, horizon: s.horizon })),
    );
    if (!reference.ok)
      console.log(`R reference unavailable: ${reference.reason}; ${INSTALL_HINT}. Our figures alone:`);
    const r = referenceRows(reference, prepared);
    const version = reference.ok ? reference.version : '';
    for (const model of OURS) {
      const right = r.get(model.r);
      table(
        `${cut.name}: ours ${model.id}${right ? ` | R forecast ${version} ${R_NAMES[model.r]}` : ''}`,
        ours.get(model.id) ?? [],
        right,
        `ours ${model.id}`,
        `R ${R_NAMES[model.r]}`,
      );
    }
    summary(cut.name, ours, r);
    const heldOut = new Map<string, Scores>();
    for (const id of ['combination', 'auto']) {
      const rows = ours.get(id);
      if (rows !== undefined) heldOut.set(`ours ${id}`, mean(rows).scores);
    }
    for (const method of ['arima', 'ets']) {
      const rows = r.get(method);
      if (rows !== undefined) heldOut.set(`R ${R_NAMES[method]}`, mean(rows).scores);
    }
    benchEarlierYears(series, cut, cut.name, heldOut);
    const autoRows = ours.get('auto') ?? [];
    if (cut.suffix === '@36' && autoRows.length > 0) {
      const seconds = autoRows.map((row) => row.seconds);
      console.log(
        `\nauto fit time on 36 points: mean ${(seconds.reduce((a, b) => a + b, 0) / seconds.length).toFixed(3)} s, max ${Math.max(...seconds).toFixed(3)} s CPU (aim: within 2 s)`,
      );
    }
  }
}
