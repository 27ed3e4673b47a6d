import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type CompareRequest, useComparison } from '../api/compare';
import type { Dataset } from '../api/factors';
import { type CompareDraft, CompareForm } from './CompareForm';
import { CompareTable, diffLines } from './CompareTable';

/** Compare two versions of a dataset: the choice (in the address), the counts, the differences. */
export function CompareView({
  datasets,
  value,
  onChange,
}: {
  datasets: readonly Dataset[];
  value: CompareDraft;
  onChange: (next: CompareRequest) => void;
}) {
  const request =
    value.datasetId && value.from && value.to
      ? { datasetId: value.datasetId, from: value.from, to: value.to, kind: value.kind }
      : undefined;
  const comparison = useComparison(request);
  const pages = comparison.data?.pages;
  const lines = useMemo(() => diffLines((pages ?? []).flatMap((p) => p.items)), [pages]);
  const first = pages?.[0];
  return (
    <Stack gap="md">
      <CompareForm datasets={datasets} value={value} onChange={onChange} />
      {request && (
        <QueryFeedback
          isPending={comparison.isPending}
          error={comparison.error}
          retry={() => comparison.refetch()}
        />
      )}
      {first && (
        <>
          <Text role="status">
            {t('factors.compare.counts', {
              ...first.counts,
              from: `${first.datasetId} ${first.from.datasetVersion}`,
              to: first.to.datasetVersion,
            })}
          </Text>
          {lines.length === 0 ? (
            <Text c="dimmed">{t('factors.compare.none')}</Text>
          ) : (
            <CompareTable
              lines={lines}
              label={t('factors.compare.table', {
                from: first.from.datasetVersion,
                to: first.to.datasetVersion,
              })}
              onNearEnd={() => {
                if (comparison.hasNextPage && !comparison.isFetchingNextPage) void comparison.fetchNextPage();
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
