import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import { tonnesForChart } from '../../../lib/emissions';
import { SCOPE_COLOURS, type ScopeSeries, seriesOf } from '../../../lib/scope-colours';
import type { SummaryGroup } from '../../results';

/** Which Scope 2 view is stacked in the trend (the other is not: the two are never added). */
export type Scope2View = 'location' | 'market';

/**
 * The ECharts option of the monthly trend stacked by scope. Plain data: building it loads no chart
 * code. Amounts turn into floating-point tonnes here, for drawing only.
 */
export function trendOption(groups: SummaryGroup[], months: string[], view: Scope2View) {
  const stacked: ScopeSeries[] = [
    'scope1',
    view === 'location' ? 'scope2Location' : 'scope2Market',
    'scope2Unspecified',
    'scope3',
  ];
  const names: Record<ScopeSeries, string> = {
    scope1: t('scope.1'),
    scope2Location: t('scope.2.location'),
    scope2Market: t('scope.2.market'),
    scope2Unspecified: t('scope.2.unspecified'),
    scope3: t('scope.3'),
  };
  const values = new Map<string, number>();
  for (const group of groups) {
    if (!group.period) continue;
    const key = `${seriesOf(group.scope, group.method)}|${group.period}`;
    values.set(key, (values.get(key) ?? 0) + tonnesForChart(group.co2eKg));
  }
  const series = stacked
    .map((id) => ({
      id,
      name: names[id],
      type: 'bar' as const,
      stack: 'scopes',
      itemStyle: { color: SCOPE_COLOURS[id] },
      data: months.map((month) => values.get(`${id}|${month}`) ?? 0),
    }))
    .filter((s) => s.id !== 'scope2Unspecified' || s.data.some((v) => v !== 0));
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 64, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    // Rich-text tooltips draw on the canvas; HTML tooltips carry style attributes a strict CSP blocks.
    tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter: (v: number) => `${v.toFixed(1)} t` },
    xAxis: { type: 'category', data: months.map(formatMonth) },
    yAxis: { type: 'value', name: t('common.tco2e') },
    series,
  };
}
