import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useFacilities } from '../../facilities';
import { useRuns } from '../api/runs';
import { JobsInProgress } from '../components/JobsInProgress';
import { RunForm } from '../components/RunForm';
import { RunsTable } from '../components/RunsTable';

const lastYear = new Date().getUTCFullYear() - 1;

/** Start a calculation (writers) and the past ones, the latest first. */
export default function CalculationsPage() {
  const session = useSession();
  const facilities = useFacilities();
  const runs = useRuns();
  const navigate = useNavigate();
  const writer = canWrite(session.data?.role);
  const rows = runs.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('calculations.title')}
        actions={
          writer ? (
            <Button component={Link} to="/calculations/recalculate" variant="default">
              {t('calculations.recalculate')}
            </Button>
          ) : undefined
        }
      />
      {writer ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="start-title">
          <Title id="start-title" order={2} size="h4" mb="xs">
            {t('calculations.start')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('calculations.startIntro')}
          </Text>
          <RunForm
            facilities={facilities.data ?? []}
            initial={{ periodStart: `${lastYear}-01-01`, periodEnd: `${lastYear}-12-31` }}
            onStarted={(run) => navigate({ to: '/calculations/$runId', params: { runId: run.id } })}
          />
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('calculations.notAllowed')}
        </Text>
      )}
      <JobsInProgress enabled={writer} />
      <section aria-labelledby="past-title">
        <Title id="past-title" order={2} size="h4" mb="xs">
          {t('calculations.past')}
        </Title>
        <QueryFeedback isPending={runs.isPending} error={runs.error} retry={() => runs.refetch()} />
        {runs.data && (
          <RunsTable
            runs={rows}
            hasMore={runs.hasNextPage}
            loadingMore={runs.isFetchingNextPage}
            onMore={() => void runs.fetchNextPage()}
          />
        )}
      </section>
    </Stack>
  );
}
