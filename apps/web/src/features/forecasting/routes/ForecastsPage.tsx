import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useForecastModels } from '../api/models';
import { useForecastRuns } from '../api/projections';
import { ProjectForm } from '../components/ProjectForm';
import { RunsTable } from '../components/RunsTable';

/** Forecasts: project the emissions (writers), and every recorded run, two of which can be compared. */
export default function ForecastsPage() {
  const session = useSession();
  const writer = canWrite(session.data?.role);
  const models = useForecastModels();
  const runs = useForecastRuns();
  const navigate = useNavigate();
  const search = useSearch({ from: '/app/forecasts' });
  const [selected, setSelected] = useState<string[]>([]);
  const rows = runs.data?.pages.flatMap((page) => page.items) ?? [];
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('forecasting.title')}
        actions={
          <Button component={Link} to="/forecasts/models" variant="default">
            {t('forecasting.models.title')}
          </Button>
        }
      />
      {writer ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="project-title">
          <Title id="project-title" order={2} size="h4" mb="xs">
            {t('forecasting.project.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('forecasting.project.intro')}
          </Text>
          <QueryFeedback isPending={models.isPending} error={models.error} retry={() => models.refetch()} />
          {models.data && (
            <ProjectForm
              kinds={models.data.builtIn}
              customModels={models.data.items}
              {...(search.model ? { initialModel: search.model } : {})}
              onProjected={(result) =>
                navigate({ to: '/forecasts/runs/$runId', params: { runId: result.runId } })
              }
            />
          )}
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('forecasting.notAllowed')}
        </Text>
      )}
      <section aria-labelledby="runs-title">
        <Group justify="space-between" mb="xs">
          <Title id="runs-title" order={2} size="h4">
            {t('forecasting.runs.title')}
          </Title>
          <Button
            size="xs"
            disabled={selected.length !== 2}
            onClick={() =>
              navigate({
                to: '/forecasts/compare',
                search: { a: selected[0] as string, b: selected[1] as string },
              })
            }
          >
            {t('forecasting.runs.compareTwo')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mb="xs">
          {t('forecasting.runs.intro')}
        </Text>
        <QueryFeedback isPending={runs.isPending} error={runs.error} retry={() => runs.refetch()} />
        {runs.data && (
          <RunsTable
            runs={rows}
            selected={selected}
            onToggle={toggle}
            hasMore={runs.hasNextPage}
            loadingMore={runs.isFetchingNextPage}
            onMore={() => void runs.fetchNextPage()}
          />
        )}
      </section>
    </Stack>
  );
}
