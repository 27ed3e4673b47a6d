import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { LazyChart } from '../../../components/charts/LazyChart';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import type { ProjectionView } from '../api/projection-view';
import { fanOption } from './fan-option';
import { formatEstimate } from './format';

/** A summary of the chart in one sentence, for its accessible name. */
export function fanSummary(view: ProjectionView): string {
  const last = view.values.length - 1;
  const widest = view.bands[view.bands.length - 1];
  if (last < 0) return t('forecasting.chart.empty');
  return t('forecasting.chart.summary', {
    months: view.history.timeline.length,
    horizon: view.values.length,
    end: formatMonth((view.timeline[last] ?? '').slice(0, 7)),
    value: formatEstimate(view.values[last] ?? 0),
    level: widest?.level ?? '',
    low: formatEstimate(widest?.lower[last] ?? 0),
    high: formatEstimate(widest?.upper[last] ?? 0),
  });
}

/** The fan chart: history, projection and its 80% and 95% bands (the table beside it has the numbers). */
export function FanChart({ view, colour }: { view: ProjectionView; colour: string }) {
  const option = useMemo(() => fanOption(view, colour), [view, colour]);
  const summary = fanSummary(view);
  return (
    <>
      <LazyChart option={option} label={summary} />
      <Text size="sm" c="dimmed" mt="xs">
        {summary}
      </Text>
    </>
  );
}
