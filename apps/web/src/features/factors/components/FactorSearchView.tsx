import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type Dataset, type Factor, useFactors } from '../api/factors';
import type { FactorFilters } from '../api/search';
import { FactorDetail } from './FactorDetail';
import { FactorFiltersForm } from './FactorFiltersForm';
import { FactorsTable } from './FactorsTable';

/** Search and browse: filters (in the address), the factors page after page, one factor in full. */
export function FactorSearchView({
  filters,
  datasets,
  onFilters,
}: {
  filters: FactorFilters;
  datasets: readonly Dataset[];
  onFilters: (next: FactorFilters) => void;
}) {
  const factors = useFactors(filters);
  const [open, setOpen] = useState<Factor | null>(null);
  const rows = factors.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <FactorFiltersForm value={filters} datasets={datasets} onChange={onFilters} />
      <QueryFeedback isPending={factors.isPending} error={factors.error} retry={() => factors.refetch()} />
      {factors.data &&
        (rows.length === 0 ? (
          <Text c="dimmed">{t('factors.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('common.rowsShown', { count: rows.length })}
              {factors.hasNextPage ? '+' : ''}
            </Text>
            <FactorsTable
              factors={rows}
              onOpen={setOpen}
              onNearEnd={() => {
                if (factors.hasNextPage && !factors.isFetchingNextPage) void factors.fetchNextPage();
              }}
            />
          </>
        ))}
      <FactorDetail factor={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
