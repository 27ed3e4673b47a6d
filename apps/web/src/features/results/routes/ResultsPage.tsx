import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useFacilityNames } from '../../facilities';
import { useResults } from '../api/results';
import { apiFilters } from '../api/search';
import { rangesByGroup, useQualitySummary, useSummary } from '../api/summary';
import { GroupsTable } from '../components/GroupsTable';
import { ResultsFilters } from '../components/ResultsFilters';
import { ResultsTable } from '../components/ResultsTable';

const route = getRouteApi('/app/results');

/** Results: filter, group (exact totals from the summary), and open any result's calculation record. */
export default function ResultsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const facilityName = useFacilityNames();
  const filters = apiFilters(search);
  const results = useResults(filters);
  const summary = useSummary(
    { ...filters, ...(search.groupBy ? { groupBy: search.groupBy } : {}) },
    { enabled: search.groupBy !== undefined },
  );
  // Ranges of category and facility groups come from their own, slower query (the summary stays on kept totals).
  const rangedBy =
    search.groupBy === 'category' || search.groupBy === 'facility' ? search.groupBy : undefined;
  const quality = useQualitySummary(
    { ...filters, ...(rangedBy ? { groupBy: rangedBy } : {}) },
    { enabled: rangedBy !== undefined },
  );
  const ranges =
    rangedBy === undefined ? undefined : quality.data ? rangesByGroup(quality.data.groups) : null;
  const rows = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('results.title')} />
      <ResultsFilters value={search} onChange={(next) => navigate({ search: next })} />
      {search.groupBy && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('results.groups')}
          </Title>
          <QueryFeedback isPending={summary.isPending} error={summary.error} />
          {summary.data && (
            <GroupsTable
              groups={summary.data.groups}
              search={search}
              facilityName={facilityName}
              onDrillDown={(next) => navigate({ search: next })}
              ranges={ranges}
            />
          )}
        </section>
      )}
      <QueryFeedback isPending={results.isPending} error={results.error} retry={() => results.refetch()} />
      {results.data &&
        (rows.length === 0 ? (
          <Text c="dimmed">{t('results.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('common.rowsShown', { count: rows.length })}
              {results.hasNextPage ? '+' : ''}
            </Text>
            <ResultsTable
              results={rows}
              facilityName={facilityName}
              onOpen={(result) =>
                navigate({
                  to: '/results/records/$recordId',
                  params: { recordId: result.calculationRecordId },
                })
              }
              onNearEnd={() => {
                if (results.hasNextPage && !results.isFetchingNextPage) void results.fetchNextPage();
              }}
            />
          </>
        ))}
    </Stack>
  );
}
