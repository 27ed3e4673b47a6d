import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { LazyChart } from '../../../components/charts/LazyChart';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment, formatMonth } from '../../../lib/dates';
import { projectionView, runRequest } from '../api/projection-view';
import { type ForecastRun, useForecastRun } from '../api/projections';
import { CompareTable, compareRows } from '../components/CompareTable';
import { overlayOption } from '../components/fan-option';
import { formatEstimate } from '../components/format';
import { kindLabel, scopesText } from '../components/RunsTable';

/** Column and legend names of the two runs. */
const runLabels = (): [string, string] => [
  t('forecasting.compare.runShort', { n: 1 }),
  t('forecasting.compare.runShort', { n: 2 }),
];

/** Second run's colour: the Okabe–Ito orange-yellow, apart from the first's dark ink. */
const COLOURS = ['#343A40', '#E69F00'];

function Settings({ runs }: { runs: [ForecastRun, ForecastRun] }) {
  const rows: [string, (run: ForecastRun) => string][] = [
    [t('forecasting.runs.col.kind'), (run) => kindLabel(run.kind)],
    [t('forecasting.runs.col.model'), (run) => run.model],
    [t('forecasting.runs.col.scopes'), scopesText],
    [t('forecasting.runs.col.horizon'), (run) => String(runRequest(run).horizon ?? t('common.none'))],
    [t('forecasting.compare.inputHash'), (run) => (run.inputDataHash ?? '').slice(0, 12)],
  ];
  return (
    <Table aria-label={t('forecasting.compare.settings')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('forecasting.compare.setting')}</Table.Th>
          {runs.map((run, i) => (
            <Table.Th key={run.id} scope="col">
              <AnchorLink to="/forecasts/runs/$runId" params={{ runId: run.id }} size="sm">
                {t('forecasting.compare.runLabel', { n: i + 1, when: formatMoment(run.runAt) })}
              </AnchorLink>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            {runs.map((run) => (
              <Table.Td key={run.id}>{value(run)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Two recorded runs on one chart, with their settings side by side and the month-by-month differences. */
export default function ComparePage() {
  const { a, b } = useSearch({ from: '/app/forecasts/compare' });
  const first = useForecastRun(a);
  const second = useForecastRun(b);
  const views = useMemo(
    () =>
      first.data && second.data
        ? ([projectionView(first.data.result), projectionView(second.data.result)] as const)
        : null,
    [first.data, second.data],
  );
  const labels = runLabels();
  const option = useMemo(
    () =>
      views
        ? overlayOption(
            views.map((view, i) => ({ label: runLabels()[i] as string, view, colour: COLOURS[i] as string })),
          )
        : null,
    [views],
  );
  const rows = views ? compareRows(views[0], views[1]) : [];
  const last = rows[rows.length - 1];

  return (
    <Stack gap="lg">
      <AnchorLink to="/forecasts" size="sm">
        {t('forecasting.back')}
      </AnchorLink>
      <PageHeader title={t('forecasting.compare.title')} />
      <QueryFeedback isPending={first.isPending || second.isPending} error={first.error ?? second.error} />
      {first.data && second.data && views && option && (
        <>
          <Settings runs={[first.data, second.data]} />
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="overlay-title">
            <Title id="overlay-title" order={2} size="h4" mb="sm">
              {t('forecasting.compare.chart')}
            </Title>
            <LazyChart
              option={option}
              label={
                last
                  ? t('forecasting.compare.summary', {
                      month: formatMonth(last.month.slice(0, 7)),
                      difference: formatEstimate(last.difference),
                    })
                  : t('forecasting.compare.noOverlap')
              }
            />
            <Text size="sm" c="dimmed" mt="xs">
              {last
                ? t('forecasting.compare.summary', {
                    month: formatMonth(last.month.slice(0, 7)),
                    difference: formatEstimate(last.difference),
                  })
                : t('forecasting.compare.noOverlap')}
            </Text>
          </Paper>
          <section aria-labelledby="differences-title">
            <Title id="differences-title" order={2} size="h4" mb="xs">
              {t('forecasting.compare.differences')}
            </Title>
            <CompareTable a={views[0]} b={views[1]} labels={labels} />
          </section>
        </>
      )}
    </Stack>
  );
}
