import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { t } from '../../i18n/t';
import type { ChartProps } from './Chart';

// ECharts (several hundred kB) is fetched the first time a chart is drawn, never with the shell.
const Chart = lazy(() => import('./Chart'));

/** A chart whose code loads on demand, with a placeholder meanwhile. */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <Group className="ctp-chart" justify="center" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('dashboard.chartLoading')}</Text>
        </Group>
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
