import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatCount } from '../../../lib/counts';
import { formatMoment } from '../../../lib/dates';
import { useRun } from '../api/runs';
import { FailuresList } from '../components/FailuresList';
import { RunLive, StatusBadge } from '../components/RunStatus';
import { runScope } from '../components/RunsTable';
import { RunTotals } from '../components/RunTotals';

const route = getRouteApi('/app/calculations/$runId');

const supersededKey = (superseded: number) =>
  superseded === 0
    ? 'calculations.run.supersededNone'
    : superseded === 1
      ? 'calculations.run.supersededOne'
      : 'calculations.run.superseded';

/** One run, followed until it is done: its status, totals, dataset versions and failures. */
export default function RunPage() {
  const { runId } = route.useParams();
  const run = useRun(runId);
  const data = run.data;
  const datasets = Object.entries(data?.datasetVersions ?? {});
  return (
    <Stack gap="md">
      <AnchorLink to="/calculations" size="sm">
        ← {t('calculations.run.back')}
      </AnchorLink>
      <PageHeader
        title={
          data?.periodStart
            ? t('calculations.run.title', { period: runScope(data) })
            : t('calculations.run.titleActivities')
        }
        actions={data ? <StatusBadge status={data.status} /> : null}
      />
      <RunLive run={data} />
      <QueryFeedback isPending={run.isPending} error={run.error} retry={() => run.refetch()} />
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {t('calculations.run.started', { when: formatMoment(data.createdAt) })} ·{' '}
            {t('calculations.run.settings', {
              gwpSet: data.gwpSet,
              gwpTimeframe: data.gwpTimeframe,
              engineVersion: data.engineVersion,
            })}
          </Text>
          {data.superseded !== null && (
            // Running a period again replaces its results rather than adding to them: say by how many.
            <Text size="sm">
              {t(supersededKey(data.superseded), { superseded: formatCount(data.superseded) })}
            </Text>
          )}
          <div className="ctp-two-columns">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="run-totals">
              <Group justify="space-between" mb="xs">
                <Title id="run-totals" order={2} size="h4">
                  {t('calculations.run.totals')}
                </Title>
                {data.periodStart && data.periodEnd && (
                  <AnchorLink to="/results" search={{ from: data.periodStart, to: data.periodEnd }} size="sm">
                    {t('calculations.run.viewResults')}
                  </AnchorLink>
                )}
              </Group>
              <RunTotals totals={data.totalsByScope} />
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="run-datasets">
              <Title id="run-datasets" order={2} size="h4" mb="xs">
                {t('calculations.run.datasets')}
              </Title>
              {datasets.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('calculations.run.noDatasets')}
                </Text>
              ) : (
                <List size="sm">
                  {datasets.map(([dataset, version]) => (
                    <List.Item key={dataset}>
                      <span className="ctp-mono">{dataset}</span> {version}
                    </List.Item>
                  ))}
                </List>
              )}
            </Paper>
          </div>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="run-failures">
            <Title id="run-failures" order={2} size="h4" mb="xs">
              {t('calculations.failures.title')}
            </Title>
            <FailuresList failures={data.failed} count={data.failedCount ?? data.failed.length} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
