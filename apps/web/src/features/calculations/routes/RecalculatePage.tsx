import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import { canAdminister, canWrite, useSession } from '../../auth';
import { type Preview, useDatasets, usePreview, usePreviewRecalculation } from '../api/recalculations';
import { AcceptPreview } from '../components/AcceptPreview';
import { DatasetPinsForm } from '../components/DatasetPinsForm';
import { FailuresList } from '../components/FailuresList';
import { PreviewTable } from '../components/PreviewTable';
import { PreviewTotals } from '../components/PreviewTotals';

const route = getRouteApi('/app/calculations/recalculate');

/** What a preview was calculated for: its period, the dataset versions pinned, the GWP set. */
function previewSummary(preview: Preview): string {
  const start = preview.selection.periodStart;
  const end = preview.selection.periodEnd;
  const pins = Object.entries(preview.datasetPins).map(([dataset, version]) => `${dataset} ${version}`);
  return t('recalc.summary', {
    period:
      typeof start === 'string' && typeof end === 'string' ? formatPeriod(start, end) : t('common.none'),
    pins: pins.length > 0 ? pins.join(', ') : t('recalc.noPins'),
    gwp: `${preview.gwpSet} (${preview.gwpTimeframe})`,
  });
}
const lastYear = new Date().getUTCFullYear() - 1;

/** Recalculation with other dataset versions: preview old, new and change, then (ORG_ADMIN) accept. */
export default function RecalculatePage() {
  const { preview: previewId } = route.useSearch();
  const navigate = route.useNavigate();
  const session = useSession();
  const datasets = useDatasets();
  const start = usePreviewRecalculation();
  const preview = usePreview(previewId);
  const first = preview.data?.pages[0];
  const items = preview.data?.pages.flatMap((page) => page.items) ?? [];
  const expired = first ? Date.parse(first.expiresAt) < Date.now() : false;

  return (
    <Stack gap="lg">
      <AnchorLink to="/calculations" size="sm">
        ← {t('calculations.run.back')}
      </AnchorLink>
      <PageHeader title={t('recalc.title')} />
      <Text size="sm" c="dimmed">
        {t('recalc.intro')}
      </Text>
      {canWrite(session.data?.role) && (
        <Paper withBorder p="md" radius="md" component="section">
          <QueryFeedback
            isPending={datasets.isPending}
            error={datasets.error}
            retry={() => datasets.refetch()}
          />
          {datasets.data && (
            <DatasetPinsForm
              datasets={datasets.data}
              initial={{ periodStart: `${lastYear}-01-01`, periodEnd: `${lastYear}-12-31` }}
              pending={start.isPending}
              error={start.error}
              onSubmit={(body) =>
                start.mutate(body, { onSuccess: (created) => navigate({ search: { preview: created.id } }) })
              }
            />
          )}
        </Paper>
      )}
      <Text role="status" aria-live="polite" size="sm" className="ctp-live">
        {start.isPending ? t('recalc.submitting') : ''}
      </Text>
      {previewId && (
        <QueryFeedback isPending={preview.isPending} error={preview.error} retry={() => preview.refetch()} />
      )}
      {first && (
        <>
          <Text size="sm">{previewSummary(first)}</Text>
          {first.status === 'accepted' ? (
            <Alert color="green">
              {t('recalc.accepted')}{' '}
              {first.acceptedRunId && (
                <AnchorLink to="/calculations/$runId" params={{ runId: first.acceptedRunId }} size="sm">
                  {t('recalc.openRun')}
                </AnchorLink>
              )}
            </Alert>
          ) : (
            <Text size="sm">
              {expired
                ? t('recalc.expired', { when: formatMoment(first.expiresAt) })
                : t('recalc.expires', { when: formatMoment(first.expiresAt) })}
            </Text>
          )}
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recalc-scope">
            <Title id="recalc-scope" order={2} size="h4" mb="xs">
              {t('recalc.byScope')}
            </Title>
            <PreviewTotals totals={first.totals} />
          </Paper>
          {first.failedCount > 0 && (
            <Paper withBorder p="md" radius="md" component="section">
              <FailuresList
                failures={first.failed}
                count={first.failedCount}
                summary={
                  first.failedCount === 1
                    ? t('recalc.failuresOne')
                    : t('recalc.failures', { count: first.failedCount })
                }
              />
            </Paper>
          )}
          <div>
            <Title id="recalc-results" order={2} size="h4" mb="xs">
              {t('recalc.results')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('recalc.resultsCount', { count: first.itemCount })}
            </Text>
            <PreviewTable
              items={items}
              onNearEnd={() => {
                if (preview.hasNextPage && !preview.isFetchingNextPage) void preview.fetchNextPage();
              }}
            />
          </div>
          {canAdminister(session.data?.role) ? (
            // Stays mounted once accepted, to say what the acceptance did.
            <AcceptPreview
              previewId={first.id}
              count={first.itemCount}
              pending={first.status === 'pending'}
            />
          ) : (
            first.status === 'pending' && (
              <Text size="sm" c="dimmed">
                {t('recalc.acceptOnlyAdmin')}
              </Text>
            )
          )}
        </>
      )}
    </Stack>
  );
}
