import { useMemo } from 'react';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { type Column, VirtualTable } from '../../../components/table/VirtualTable';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { formatTonnes } from '../../../lib/emissions';
import { seriesOf } from '../../../lib/scope-colours';
import type { EmissionResult } from '../api/results';
import { scopeLabel } from './labels';

/**
 * Results in a virtualised table; a row opens its calculation record. The amount comes right after
 * the period, so a phone (390 px) shows it without scrolling the table sideways.
 */
export function ResultsTable({
  results,
  facilityName,
  onOpen,
  onNearEnd,
}: {
  results: EmissionResult[];
  facilityName: (id: string | null | undefined) => string | undefined;
  onOpen: (result: EmissionResult) => void;
  onNearEnd?: () => void;
}) {
  const columns = useMemo<Column<EmissionResult>[]>(
    () => [
      {
        id: 'period',
        header: t('results.col.period'),
        cell: ({ row }) => formatPeriod(row.original.periodStart, row.original.periodEnd),
      },
      {
        id: 'co2e',
        header: t('results.col.co2e'),
        cell: ({ row }) => formatTonnes(row.original.co2eKg),
        meta: { numeric: true },
      },
      {
        id: 'scope',
        header: t('results.col.scope'),
        cell: ({ row }) => (
          <>
            <ScopeSwatch series={seriesOf(row.original.scope, row.original.method)} />
            {scopeLabel(row.original.scope, row.original.method)}
          </>
        ),
      },
      { id: 'category', header: t('results.col.category'), cell: ({ row }) => row.original.category },
      {
        id: 'facility',
        header: t('results.col.facility'),
        cell: ({ row }) => facilityName(row.original.facilityId) ?? t('common.none'),
      },
      { id: 'confidence', header: t('results.col.confidence'), cell: ({ row }) => row.original.confidence },
    ],
    [facilityName],
  );
  return (
    <VirtualTable
      rows={results}
      columns={columns}
      widths={['13rem', '7rem', '13rem', 'minmax(14rem, 1fr)', '10rem', '7rem']}
      label={t('results.title')}
      getRowId={(result) => result.id}
      onOpen={onOpen}
      openLabel={t('results.open')}
      {...(onNearEnd ? { onNearEnd } : {})}
    />
  );
}
