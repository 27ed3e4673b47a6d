import { Code, Group, List, Paper, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { useLatestRun } from '../api/runs';
import { StatusBadge } from './RunStatus';
import { runScope } from './RunsTable';

const SHOWN = 5;

/** The dashboard's card for the latest calculation: when, what, its counts and first failures. */
export function LastRunPanel() {
  const latest = useLatestRun();
  const run = latest.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="last-run-title">
      <Title id="last-run-title" order={2} size="h4" mb="xs">
        {t('calculations.lastRun')}
      </Title>
      <QueryFeedback isPending={latest.isPending} error={latest.error} retry={() => latest.refetch()} />
      {run === null && (
        <Text size="sm" c="dimmed">
          {t('calculations.lastRun.none')}
        </Text>
      )}
      {run && (
        <>
          <Group gap="xs" mb="xs">
            <StatusBadge status={run.status} />
            <Text size="sm">{runScope(run)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatMoment(run.createdAt)} ·{' '}
            {t('calculations.lastRun.summary', {
              calculated: run.calculated ?? 0,
              failed: run.failedCount ?? 0,
            })}
          </Text>
          {run.failed.length > 0 && (
            <>
              <Text size="sm" fw={500} mt="xs">
                {t('calculations.lastRun.failures', { count: run.failedCount ?? run.failed.length })}
              </Text>
              <List size="sm" spacing={2}>
                {run.failed.slice(0, SHOWN).map((failure) => (
                  <List.Item key={`${failure.activityId}-${failure.code}`}>
                    <Code className="ctp-code" mr={6}>
                      {failure.code}
                    </Code>
                    <AnchorLink
                      to="/activities/$activityId"
                      params={{ activityId: failure.activityId }}
                      size="sm"
                      title={failure.message}
                    >
                      {/* Two lines of the reason here; the run's page shows it whole. */}
                      <Text span size="sm" lineClamp={2}>
                        {failure.message}
                      </Text>
                    </AnchorLink>
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <AnchorLink to="/calculations/$runId" params={{ runId: run.id }} size="sm" mt="xs" display="block">
            {t('calculations.lastRun.open')}
          </AnchorLink>
        </>
      )}
    </Paper>
  );
}
