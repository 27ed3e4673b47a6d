import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { useForecastModels } from '../api/models';
import { projectionView, runRequest } from '../api/projection-view';
import { useForecastRun } from '../api/projections';
import { projectionColour } from '../components/fan-option';
import { ProjectionReport } from '../components/ProjectionReport';
import { kindLabel, scopesText } from '../components/RunsTable';

/** One recorded (immutable) forecast run: what it projected, from which history, with which model. */
export default function RunPage() {
  const { runId } = useParams({ from: '/app/forecasts/runs/$runId' });
  const run = useForecastRun(runId);
  const models = useForecastModels();
  const view = useMemo(() => (run.data ? projectionView(run.data.result) : null), [run.data]);

  const data = run.data;
  const request = data ? runRequest(data) : null;
  const range = (data?.inputDataRange ?? {}) as { from?: string | null; to?: string | null };
  const kind = models.data?.builtIn.find((k) => k.id === data?.model);
  const custom = models.data?.items.find((m) => m.id === data?.customModelId);

  return (
    <Stack gap="lg">
      <AnchorLink to="/forecasts" size="sm">
        {t('forecasting.back')}
      </AnchorLink>
      <PageHeader
        title={
          data ? t('forecasting.run.title', { when: formatMoment(data.runAt) }) : t('forecasting.run.loading')
        }
      />
      <QueryFeedback isPending={run.isPending} error={run.error} retry={() => run.refetch()} />
      {data && view && request && (
        <>
          <Group gap="xl" wrap="wrap">
            <Text size="sm">
              <Text span c="dimmed">
                {t('forecasting.run.kind')}{' '}
              </Text>
              {kindLabel(data.kind)}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('forecasting.run.scopes')}{' '}
              </Text>
              {scopesText(data)}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('forecasting.run.history')}{' '}
              </Text>
              {range.from && range.to
                ? t('forecasting.run.range', { from: range.from, to: range.to })
                : t('common.none')}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                {t('forecasting.run.engine')}{' '}
              </Text>
              {data.engineVersion ?? t('common.none')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('forecasting.run.immutable')}{' '}
            <Anchor href={`/api/forecasting/runs/${data.id}`} size="xs" underline="always">
              {t('forecasting.run.json')}
            </Anchor>
          </Text>
          <ProjectionReport
            view={view}
            colour={projectionColour(request.scopes, request.scope2Method)}
            kind={kind}
            customName={custom?.name}
          />
        </>
      )}
    </Stack>
  );
}
