import { Decimal } from '@ctp/engine';
import { scaleBand, scaleLinear } from 'd3-scale';
import type { MappedReport } from '../mapper/types.js';
import { formatTonnes } from './format.js';

/**
 * Chart geometry computed once with d3-scale and drawn by both renderers (react-pdf SVG and inline
 * HTML SVG). Pixel positions are JavaScript numbers; the printed labels are the exact figures
 * rounded for display, never values read back from the geometry.
 */

/** A bar, in chart coordinates (origin top-left). */
export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly color: string;
}

/** A text label in chart coordinates. */
export interface Label {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly anchor: 'start' | 'middle' | 'end';
}

/** Everything needed to draw one chart. */
export interface Chart {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly bars: readonly Bar[];
  readonly labels: readonly Label[];
  /** Horizontal grid lines with their tick labels. */
  readonly grid: readonly { readonly y: number; readonly x1: number; readonly x2: number }[];
  readonly legend: readonly { readonly color: string; readonly text: string }[];
}

/**
 * One colour per scope, the same in the PDF, the HTML report and the web application (whose test
 * holds the two lists equal): the Okabe–Ito palette, distinguishable with the common colour-vision
 * deficiencies; the two Scope 2 methods share the blue family, being two views of one electricity use.
 */
export const SCOPE_COLORS = {
  scope1: '#D55E00',
  scope2LocationBased: '#0072B2',
  scope2MarketBased: '#56B4E9',
  scope3: '#009E73',
} as const;

// Pixel geometry only: the tonnes as a JS number place a bar, they are never printed or summed.
const tonnesForGeometry = (kg: string): number => new Decimal(kg).dividedBy(1000).toNumber();

const M = { top: 18, right: 8, bottom: 28, left: 56 };

/** Bars of Scope 1, Scope 2 (both methods, side by side, never stacked) and Scope 3. */
export function scopeChart(mapped: MappedReport, width = 480, height = 200): Chart {
  const keys = ['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope3'] as const;
  const names = ['Scope 1', 'Scope 2 (location)', 'Scope 2 (market)', 'Scope 3'];
  const values = keys.map((k) => tonnesForGeometry(mapped.totals[k].kg));
  const x = scaleBand<number>()
    .domain([0, 1, 2, 3])
    .range([M.left, width - M.right])
    .padding(0.3);
  const y = scaleLinear()
    .domain([0, Math.max(...values, 1)])
    .nice()
    .range([height - M.bottom, M.top]);
  const bars = keys.map((k, i) => ({
    x: x(i) ?? 0,
    y: y(values[i] ?? 0),
    width: x.bandwidth(),
    height: y(0) - y(values[i] ?? 0),
    color: SCOPE_COLORS[k],
  }));
  const labels: Label[] = keys.flatMap((k, i) => [
    {
      x: (x(i) ?? 0) + x.bandwidth() / 2,
      y: height - M.bottom + 12,
      text: names[i] as string,
      anchor: 'middle' as const,
    },
    {
      x: (x(i) ?? 0) + x.bandwidth() / 2,
      y: Math.max(y(values[i] ?? 0) - 3, 9),
      text: formatTonnes(mapped.totals[k].kg),
      anchor: 'middle' as const,
    },
  ]);
  const ticks = y.ticks(4);
  for (const t of ticks)
    labels.push({ x: M.left - 4, y: y(t) + 3, text: y.tickFormat(4, ',~f')(t), anchor: 'end' });
  return {
    title: 'Emissions by scope (t CO2e)',
    width,
    height,
    bars,
    labels,
    grid: ticks.map((t) => ({ y: y(t), x1: M.left, x2: width - M.right })),
    legend: [],
  };
}

/** Monthly stacked bars of the location-based total: Scope 1 + Scope 2 location-based + Scope 3. */
export function monthlyChart(mapped: MappedReport, width = 480, height = 200): Chart {
  const months = mapped.breakdowns.byMonth;
  const parts = ['scope1', 'scope2LocationBased', 'scope3'] as const;
  const stacks = months.map((m) => parts.map((p) => tonnesForGeometry(m[p])));
  const totals = stacks.map((s) => s.reduce((a, b) => a + b, 0));
  const x = scaleBand<string>()
    .domain(months.map((m) => m.month))
    .range([M.left, width - M.right])
    .padding(0.2);
  const y = scaleLinear()
    .domain([0, Math.max(...totals, 1)])
    .nice()
    .range([height - M.bottom, M.top]);
  const bars: Bar[] = [];
  months.forEach((m, i) => {
    let base = 0;
    parts.forEach((p, j) => {
      const v = stacks[i]?.[j] ?? 0;
      bars.push({
        x: x(m.month) ?? 0,
        y: y(base + v),
        width: x.bandwidth(),
        height: y(base) - y(base + v),
        color: SCOPE_COLORS[p],
      });
      base += v;
    });
  });
  const labels: Label[] = months.map((m) => ({
    x: (x(m.month) ?? 0) + x.bandwidth() / 2,
    y: height - M.bottom + 12,
    text: m.month.slice(2),
    anchor: 'middle' as const,
  }));
  const ticks = y.ticks(4);
  for (const t of ticks)
    labels.push({ x: M.left - 4, y: y(t) + 3, text: y.tickFormat(4, ',~f')(t), anchor: 'end' });
  return {
    title: 'Emissions over time, location-based (t CO2e per month)',
    width,
    height,
    bars,
    labels,
    grid: ticks.map((t) => ({ y: y(t), x1: M.left, x2: width - M.right })),
    legend: [
      { color: SCOPE_COLORS.scope1, text: 'Scope 1' },
      { color: SCOPE_COLORS.scope2LocationBased, text: 'Scope 2 (location-based)' },
      { color: SCOPE_COLORS.scope3, text: 'Scope 3' },
    ],
  };
}

/**
 * Location-based total per year: the earlier years the input carries (restated where recalculated)
 * and the report period, stacked by scope. Null when there is no earlier year.
 */
export function yearlyChart(
  mapped: MappedReport,
  history: readonly { year: number; scope1: string; scope2LocationBased: string; scope3: string }[],
  width = 480,
  height = 180,
): Chart | null {
  if (history.length === 0) return null;
  const current = {
    year: `${mapped.period.start.slice(0, 4)}${mapped.period.start.slice(0, 4) === mapped.period.end.slice(0, 4) ? '' : '*'}`,
    scope1: mapped.totals.scope1.kg,
    scope2LocationBased: mapped.totals.scope2LocationBased.kg,
    scope3: mapped.totals.scope3.kg,
  };
  const years = [...history]
    .sort((a, b) => a.year - b.year)
    .map((h) => ({ ...h, year: String(h.year) }))
    .filter((h) => h.year !== current.year)
    .concat(current);
  const parts = ['scope1', 'scope2LocationBased', 'scope3'] as const;
  const stacks = years.map((y) => parts.map((p) => tonnesForGeometry(y[p])));
  const totals = stacks.map((s) => s.reduce((a, b) => a + b, 0));
  const x = scaleBand<string>()
    .domain(years.map((y) => y.year))
    .range([M.left, width - M.right])
    .padding(0.35);
  const y = scaleLinear()
    .domain([0, Math.max(...totals, 1)])
    .nice()
    .range([height - M.bottom, M.top]);
  const bars: Bar[] = [];
  const labels: Label[] = [];
  years.forEach((yr, i) => {
    let base = 0;
    parts.forEach((p, j) => {
      const v = stacks[i]?.[j] ?? 0;
      bars.push({
        x: x(yr.year) ?? 0,
        y: y(base + v),
        width: x.bandwidth(),
        height: y(base) - y(base + v),
        color: SCOPE_COLORS[p],
      });
      base += v;
    });
    const exact = parts.reduce((sum, p) => sum.plus(yr[p]), new Decimal(0)).toFixed();
    const cx = (x(yr.year) ?? 0) + x.bandwidth() / 2;
    labels.push({ x: cx, y: height - M.bottom + 12, text: yr.year, anchor: 'middle' });
    labels.push({ x: cx, y: Math.max(y(base) - 3, 9), text: formatTonnes(exact), anchor: 'middle' });
  });
  const ticks = y.ticks(4);
  for (const t of ticks)
    labels.push({ x: M.left - 4, y: y(t) + 3, text: y.tickFormat(4, ',~f')(t), anchor: 'end' });
  return {
    title: 'Emissions by year, location-based (t CO2e)',
    width,
    height,
    bars,
    labels,
    grid: ticks.map((t) => ({ y: y(t), x1: M.left, x2: width - M.right })),
    legend: [
      { color: SCOPE_COLORS.scope1, text: 'Scope 1' },
      { color: SCOPE_COLORS.scope2LocationBased, text: 'Scope 2 (location-based)' },
      { color: SCOPE_COLORS.scope3, text: 'Scope 3' },
    ],
  };
}
