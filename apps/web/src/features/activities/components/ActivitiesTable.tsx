import { useMemo } from 'react';
import { type Column, VirtualTable } from '../../../components/table/VirtualTable';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { formatQuantity } from '../../../lib/emissions';
import type { Activity } from '../api/activities';

/** Activity data in a virtualised table. */
export function ActivitiesTable({
  activities,
  facilityName,
  onNearEnd,
  onOpen,
}: {
  onOpen: (activity: Activity) => void;
  activities: Activity[];
  facilityName: (id: string | null | undefined) => string | undefined;
  onNearEnd?: () => void;
}) {
  const columns = useMemo<Column<Activity>[]>(
    () => [
      { id: 'category', header: t('activities.col.category'), cell: ({ row }) => row.original.category },
      {
        id: 'quantity',
        header: t('activities.col.quantity'),
        cell: ({ row }) => `${formatQuantity(row.original.quantity)} ${row.original.unit}`,
        meta: { numeric: true },
      },
      {
        id: 'period',
        header: t('activities.col.period'),
        cell: ({ row }) => formatPeriod(row.original.periodStart, row.original.periodEnd),
      },
      {
        id: 'facility',
        header: t('activities.col.facility'),
        cell: ({ row }) => facilityName(row.original.facilityId) ?? t('common.none'),
      },
      { id: 'quality', header: t('activities.col.quality'), cell: ({ row }) => row.original.dataQuality },
      {
        id: 'dataType',
        header: t('activities.col.dataType'),
        cell: ({ row }) =>
          t('activities.dataTypeCell', {
            type: t(`activityForm.dataType.${row.original.dataType}`),
            score: String(row.original.qualityScore),
          }),
      },
      {
        id: 'version',
        header: t('activities.col.version'),
        cell: ({ row }) => row.original.version,
        meta: { numeric: true },
      },
      {
        id: 'source',
        header: t('activities.col.source'),
        cell: ({ row }) => row.original.sourceDocument ?? t('common.none'),
      },
    ],
    [facilityName],
  );
  return (
    <VirtualTable
      rows={activities}
      columns={columns}
      widths={['minmax(14rem, 1fr)', '10rem', '13rem', '10rem', '7rem', '5rem', '10rem']}
      label={t('activities.title')}
      getRowId={(activity) => activity.id}
      onOpen={onOpen}
      openLabel={t('activity.open')}
      {...(onNearEnd ? { onNearEnd } : {})}
    />
  );
}
