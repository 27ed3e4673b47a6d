import { t } from '../../../i18n/t';
import type { ComparisonResult, GapAnalysis, InitiativesModelResult } from '../api/analysis';
import { formatT } from './format';

/*
 * ECharts options of the planning charts: plain data, so building them loads no chart code. Colours
 * from the Okabe–Ito palette (distinguishable with the common colour-vision deficiencies).
 */
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#F0E442'];
const BAU = '#555555';
const COVERED = '#009E73';
const BEYOND = '#999999';
const UNCOVERED = '#D55E00';

const base = {
  animation: false,
  grid: { left: 8, right: 24, top: 64, bottom: 8, containLabel: true },
  legend: { top: 0, type: 'scroll' },
  // Rich-text tooltips draw on the canvas; HTML tooltips carry style attributes a strict CSP blocks.
  tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter: (v: number) => `${formatT(v)} t` },
};

/** Business as usual (history, then projection) and each scenario's pathway, by year. */
export function compareOption(result: ComparisonResult, names: (id: string) => string) {
  const years = result.businessAsUsual.map((a) => a.year);
  const bau = new Map(result.businessAsUsual.map((a) => [a.year, a.value]));
  return {
    ...base,
    xAxis: { type: 'category', data: years.map(String) },
    yAxis: { type: 'value', name: t('common.tco2e') },
    series: [
      {
        name: t('planning.kind.business_as_usual'),
        type: 'line',
        itemStyle: { color: BAU },
        lineStyle: { type: 'dashed' },
        data: years.map((y) => bau.get(y) ?? null),
      },
      ...result.scenarios.map((s, k) => {
        const points = new Map(s.pathway.points.map((p) => [p.year, p.target]));
        return {
          name: names(s.template.id),
          type: 'line',
          itemStyle: { color: PALETTE[k % PALETTE.length] },
          data: years.map((y) => points.get(y) ?? null),
        };
      }),
    ],
  };
}

/** Projected and target emissions as lines, the gap of each year as bars. */
export function gapOption(gap: GapAnalysis) {
  const years = gap.years.map((y) => String(y.year));
  return {
    ...base,
    xAxis: { type: 'category', data: years },
    yAxis: { type: 'value', name: t('common.tco2e') },
    series: [
      {
        name: t('planning.gap.col.gap'),
        type: 'bar',
        itemStyle: { color: UNCOVERED },
        data: gap.years.map((y) => y.gap),
      },
      {
        name: t('planning.gap.col.projected'),
        type: 'line',
        itemStyle: { color: BAU },
        data: gap.years.map((y) => y.projected),
      },
      {
        name: t('planning.gap.col.target'),
        type: 'line',
        itemStyle: { color: PALETTE[0] },
        data: gap.years.map((y) => y.target),
      },
    ],
  };
}

/** Monthly projection before and after the initiatives. */
export function effectOption(model: InitiativesModelResult) {
  return {
    ...base,
    xAxis: { type: 'category', data: model.projection.timeline.map((d) => d.slice(0, 7)) },
    yAxis: { type: 'value', name: t('common.tco2e') },
    series: [
      {
        name: t('planning.effect.baseline'),
        type: 'line',
        itemStyle: { color: BAU },
        lineStyle: { type: 'dashed' },
        data: model.withInitiatives.baseline,
      },
      {
        name: t('planning.effect.with'),
        type: 'line',
        itemStyle: { color: COVERED },
        data: model.withInitiatives.values,
      },
    ],
  };
}

interface Block {
  from: number;
  to: number;
  cost: number;
  name: string;
  kind: 'covered' | 'beyond' | 'uncovered';
}

/**
 * The marginal abatement cost curve: one bar per initiative, cheapest first, as wide as the tonnes
 * it avoids a year and as high as its cost per tonne; a line marks the final year's gap, and what no
 * initiative covers up to it is drawn in red on the axis.
 */
export function costCurveOption(gap: GapAnalysis) {
  const finalGap = Math.max(0, gap.additionalReductionNeeded);
  const blocks: Block[] = [];
  let x = 0;
  for (const m of gap.recommendations.measures) {
    blocks.push({
      from: x,
      to: x + m.annualAbatement,
      cost: m.costPerTonne,
      name: m.name,
      kind: m.gapClosed > 0 ? 'covered' : 'beyond',
    });
    x += m.annualAbatement;
  }
  const uncovered = gap.recommendations.uncovered;
  if (uncovered > 0) {
    blocks.push({
      from: finalGap - uncovered,
      to: finalGap,
      cost: 0,
      name: t('planning.curve.uncovered'),
      kind: 'uncovered',
    });
  }
  const colour = { covered: COVERED, beyond: BEYOND, uncovered: UNCOVERED };
  return {
    animation: false,
    grid: { left: 8, right: 32, top: 48, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', renderMode: 'richText' },
    xAxis: {
      type: 'value',
      name: t('planning.curve.xAxis'),
      nameLocation: 'middle',
      nameGap: 28,
      max: Math.max(x, finalGap) * 1.05 || 1,
    },
    yAxis: { type: 'value', name: t('planning.curve.yAxis') },
    series: [
      {
        type: 'custom',
        name: t('planning.curve.title'),
        encode: { x: [0, 1], y: 2, tooltip: [2] },
        data: blocks.map((b) => ({
          name: b.name,
          value: [b.from, b.to, b.cost],
          itemStyle: { color: colour[b.kind] },
          kind: b.kind,
        })),
        renderItem: (
          params: { dataIndex: number },
          api: { value: (i: number) => number; coord: (p: number[]) => number[]; style: () => object },
        ) => {
          const block = blocks[params.dataIndex] as Block;
          const start = api.coord([api.value(0), 0]) as [number, number];
          const end = api.coord([api.value(1), api.value(2)]) as [number, number];
          const height = block.kind === 'uncovered' ? 10 : Math.abs(end[1] - start[1]);
          const top = block.kind === 'uncovered' ? start[1] - 5 : Math.min(start[1], end[1]);
          return {
            type: 'rect',
            shape: {
              x: start[0],
              y: top,
              width: Math.max(1, end[0] - start[0]),
              height: Math.max(1, height),
            },
            style: { ...api.style(), fill: colour[block.kind], stroke: '#ffffff' },
          };
        },
        markLine: {
          symbol: 'none',
          silent: true,
          lineStyle: { color: UNCOVERED, type: 'dashed', width: 2 },
          label: {
            formatter: t('planning.curve.gapLine', { year: gap.finalYear, tonnes: formatT(finalGap) }),
          },
          data: finalGap > 0 ? [{ xAxis: finalGap }] : [],
        },
      },
    ],
  };
}
