import Decimal from 'decimal.js';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import { SCOPE_COLOURS, seriesOf } from '../../../lib/scope-colours';
import type { ProjectionView } from '../api/projection-view';

/** Colour of a projection: its scope's colour when it covers one scope, else a neutral ink. */
export function projectionColour(scopes: readonly number[], scope2Method: string): string {
  if (scopes.length !== 1) return '#343A40';
  return SCOPE_COLOURS[seriesOf(scopes[0] as number, scope2Method)];
}

/** Band opacity by level: the narrower (80%) band darker inside the wider (95%) one. */
const OPACITY: Record<number, number> = { 80: 0.35, 95: 0.15 };
const pad = (count: number) => Array.from({ length: count }, () => null);

/**
 * The ECharts option of a fan chart: the history as a line, the projection as a dashed line, and
 * each prediction interval as a shaded band (a transparent lower line with the band's width stacked
 * on it). Plain data: building it loads no chart code; tonnes become floats here for drawing only.
 */
export function fanOption(view: ProjectionView, colour: string) {
  const history = view.history.tonnes.map((tonnes) => new Decimal(tonnes).toNumber());
  const months = [...view.history.timeline, ...view.timeline];
  const before = pad(history.length);
  const bands = [...view.bands].reverse().flatMap((band) => [
    {
      id: `lower-${band.level}`,
      name: t('forecasting.chart.band', { level: band.level }),
      type: 'line' as const,
      stack: `band-${band.level}`,
      symbol: 'none',
      lineStyle: { opacity: 0 },
      tooltip: { show: false },
      data: [...before, ...band.lower],
    },
    {
      id: `band-${band.level}`,
      name: t('forecasting.chart.band', { level: band.level }),
      type: 'line' as const,
      stack: `band-${band.level}`,
      symbol: 'none',
      lineStyle: { opacity: 0 },
      itemStyle: { color: colour },
      areaStyle: { color: colour, opacity: OPACITY[band.level] ?? 0.25 },
      tooltip: { show: false },
      data: [...before, ...band.upper.map((upper, i) => upper - (band.lower[i] as number))],
    },
  ]);
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: {
      top: 0,
      data: [
        t('forecasting.chart.history'),
        t('forecasting.chart.projection'),
        // A band's two series share its name; its legend entry is drawn as the shaded band, not
        // in the palette colour of the transparent lower series ECharts would otherwise pick.
        ...view.bands.map((band) => ({
          name: t('forecasting.chart.band', { level: band.level }),
          icon: 'rect',
          itemStyle: { color: colour, opacity: OPACITY[band.level] ?? 0.25 },
        })),
      ],
    },
    // Rich-text tooltips draw on the canvas; HTML tooltips carry style attributes a strict CSP blocks.
    tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter: (v: number) => `${v.toFixed(1)} t` },
    xAxis: { type: 'category', boundaryGap: false, data: months.map((m) => formatMonth(m.slice(0, 7))) },
    yAxis: { type: 'value', name: t('common.tco2e') },
    series: [
      ...bands,
      {
        id: 'history',
        name: t('forecasting.chart.history'),
        type: 'line' as const,
        symbol: 'none',
        itemStyle: { color: colour },
        lineStyle: { color: colour, width: 2 },
        data: [...history, ...pad(view.values.length)],
      },
      {
        id: 'projection',
        name: t('forecasting.chart.projection'),
        type: 'line' as const,
        symbol: 'none',
        itemStyle: { color: colour },
        lineStyle: { color: colour, width: 2, type: 'dashed' as const },
        data: [...before, ...view.values],
      },
    ],
  };
}

/** Two projections on one chart (history of the first, each projection as its own line). */
export function overlayOption(runs: { label: string; view: ProjectionView; colour: string }[]) {
  const months = [...new Set(runs.flatMap((r) => [...r.view.history.timeline, ...r.view.timeline]))].sort();
  const at = (timeline: string[], values: (number | null)[]) => {
    const byMonth = new Map(timeline.map((m, i) => [m, values[i] ?? null]));
    return months.map((m) => byMonth.get(m) ?? null);
  };
  const first = runs[0]?.view;
  const history = first
    ? [
        {
          id: 'history',
          name: t('forecasting.chart.history'),
          type: 'line' as const,
          symbol: 'none',
          itemStyle: { color: '#343A40' },
          lineStyle: { color: '#343A40', width: 2 },
          data: at(
            first.history.timeline,
            first.history.tonnes.map((v) => new Decimal(v).toNumber()),
          ),
        },
      ]
    : [];
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter: (v: number) => `${v.toFixed(1)} t` },
    xAxis: { type: 'category', boundaryGap: false, data: months.map((m) => formatMonth(m.slice(0, 7))) },
    yAxis: { type: 'value', name: t('common.tco2e') },
    series: [
      ...history,
      ...runs.map((r, i) => ({
        id: `run-${i}`,
        name: r.label,
        type: 'line' as const,
        symbol: 'none',
        itemStyle: { color: r.colour },
        lineStyle: { color: r.colour, width: 2, type: i === 0 ? ('dashed' as const) : ('dotted' as const) },
        data: at(r.view.timeline, r.view.values),
      })),
    ],
  };
}
