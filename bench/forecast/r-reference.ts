/**
 * The reference figures: R's forecast package (auto.arima, ets, stlf, thetaf and tslm with trend and
 * season) run on the same training data in the same benchmark. The R script is written at run time; the series go to R as plain text files and the
 * forecasts come back on standard output, one line per series and method.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HoldOutForecast } from './metrics.js';

/** R's forecast of one held-out year, with the model it chose and the CPU seconds of its fit and forecast. */
export interface ReferenceForecast extends HoldOutForecast {
  readonly model: string;
  readonly seconds: number;
}

/** Forecasts by series name and method (`arima`, `ets`, `stlf`, `thetaf`, `tslm`), or the reason R could not run. */
export type ReferenceResult =
  | { readonly ok: true; readonly version: string; readonly forecasts: Map<string, ReferenceForecast> }
  | { readonly ok: false; readonly reason: string };

const SCRIPT = String.raw`
args <- commandArgs(trailingOnly = TRUE)
dir <- args[1]
if (!requireNamespace("forecast", quietly = TRUE)) { cat("NO_FORECAST_PACKAGE\n"); quit(status = 3) }
suppressPackageStartupMessages(library(forecast))
cat("VERSION", as.character(packageVersion("forecast")), "\n")
emit <- function(name, method, seconds, model, fc) {
  j <- function(x) paste(format(as.numeric(x), digits = 15), collapse = ",")
  cat(paste("ROW", name, method, seconds, gsub(";", ",", model),
    j(fc$mean), j(fc$lower[, 1]), j(fc$upper[, 1]), j(fc$lower[, 2]), j(fc$upper[, 2]), sep = ";"), "\n")
}
for (file in list.files(dir, pattern = "[.]txt$", full.names = TRUE)) {
  lines <- readLines(file)
  header <- strsplit(lines[1], " ")[[1]]
  name <- header[1]; frequency <- as.numeric(header[2]); h <- as.numeric(header[3])
  y <- ts(as.numeric(lines[-1]), frequency = frequency)
  cpu <- function(st) st[["user.self"]] + st[["sys.self"]]
  # Each time covers the fit and its forecast, as ours does. A method that refuses a series (stlf
  # below two full seasons) is left out, not the whole run.
  try({
    t <- cpu(system.time({ fit <- auto.arima(y); fc <- forecast(fit, h = h, level = c(80, 95)) }))
    emit(name, "arima", t, as.character(fit), fc)
  }, silent = TRUE)
  try({
    t <- cpu(system.time({ fit <- ets(y); fc <- forecast(fit, h = h, level = c(80, 95)) }))
    emit(name, "ets", t, fit$method, fc)
  }, silent = TRUE)
  # stlf and thetaf fit and forecast in one call, so their time includes the forecast.
  try({
    t <- cpu(system.time(fc <- stlf(y, h = h, level = c(80, 95))))
    emit(name, "stlf", t, fc$method, fc)
  }, silent = TRUE)
  try({
    t <- cpu(system.time(fc <- thetaf(y, h = h, level = c(80, 95))))
    emit(name, "thetaf", t, fc$method, fc)
  }, silent = TRUE)
  try({
    t <- cpu(system.time({ fit <- tslm(y ~ trend + season); fc <- forecast(fit, h = h, level = c(80, 95)) }))
    emit(name, "tslm", t, "tslm(y ~ trend + season)", fc)
  }, silent = TRUE)
}
`;

/** How to get the reference on Debian. */
export const INSTALL_HINT =
  'install R and its forecast package to compare: apt-get install -y r-cran-forecast';

/** Runs R's auto.arima, ets, stlf, thetaf and tslm on each training series and reads back their forecasts. */
export function runReference(
  series: ReadonlyArray<{ name: string; frequency: number; train: readonly number[]; horizon: number }>,
): ReferenceResult {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-forecast-bench-'));
  try {
    writeFileSync(join(dir, 'reference.R'), SCRIPT);
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    for (const s of series) {
      writeFileSync(
        join(dataDir, `${s.name}.txt`),
        `${s.name} ${s.frequency} ${s.horizon}\n${s.train.join('\n')}\n`,
      );
    }
    const run = spawnSync('Rscript', ['--vanilla', join(dir, 'reference.R'), dataDir], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error !== undefined) return { ok: false, reason: `Rscript not found (${run.error.message})` };
    if (run.stdout.includes('NO_FORECAST_PACKAGE'))
      return { ok: false, reason: "R's forecast package is not installed" };
    if (run.status !== 0)
      return { ok: false, reason: `Rscript failed: ${run.stderr.trim().split('\n').slice(-3).join(' ')}` };
    const forecasts = new Map<string, ReferenceForecast>();
    let version = 'unknown';
    for (const line of run.stdout.split('\n')) {
      if (line.startsWith('VERSION')) version = line.split(' ')[1] ?? version;
      if (!line.startsWith('ROW;')) continue;
      const [, name, method, seconds, model, mean, lower80, upper80, lower95, upper95] = line
        .trim()
        .split(';');
      const numbers = (text: string | undefined) => (text ?? '').split(',').map(Number);
      forecasts.set(`${name}/${method}`, {
        model: model ?? '',
        seconds: Number(seconds),
        mean: numbers(mean),
        lower80: numbers(lower80),
        upper80: numbers(upper80),
        lower95: numbers(lower95),
        upper95: numbers(upper95),
      });
    }
    return { ok: true, version, forecasts };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
