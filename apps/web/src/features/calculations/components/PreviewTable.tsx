import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type Column, VirtualTable } from '../../../components/table/VirtualTable';
import { t } from '../../../i18n/t';
import { formatQuantity } from '../../../lib/emissions';
import { scopeLabel } from '../../results';
import type { PreviewItem } from '../api/recalculations';
import { signedKg } from './PreviewTotals';

/**
 * One row per previewed result: old, new and change in exact kg CO2e. Virtualised: a preview of a
 * large period has as many rows as results. A row opens the activity behind it.
 */
export function PreviewTable({ items, onNearEnd }: { items: PreviewItem[]; onNearEnd?: () => void }) {
  const navigate = useNavigate();
  const columns = useMemo<Column<PreviewItem>[]>(
    () => [
      { id: 'category', header: t('recalc.col.category'), accessorFn: (i) => i.category },
      { id: 'scope', header: t('recalc.col.scope'), accessorFn: (i) => scopeLabel(i.scope, i.method) },
      {
        id: 'old',
        header: t('recalc.oldKg'),
        accessorFn: (i) => (i.old === null ? t('recalc.noOld') : formatQuantity(i.old)),
        meta: { numeric: true },
      },
      {
        id: 'new',
        header: t('recalc.newKg'),
        accessorFn: (i) => formatQuantity(i.new),
        meta: { numeric: true },
      },
      {
        id: 'delta',
        header: t('recalc.deltaKg'),
        accessorFn: (i) => signedKg(i.delta),
        meta: { numeric: true },
      },
    ],
    [],
  );
  return (
    <VirtualTable
      rows={items}
      columns={columns}
      // Wide enough for the longest category and exact amounts of 20 significant digits; narrower
      // screens scroll the table sideways rather than cut a number.
      widths={[
        'minmax(17rem, 1.4fr)',
        'minmax(12rem, 1fr)',
        'minmax(12.5rem, 1fr)',
        'minmax(12.5rem, 1fr)',
        'minmax(12.5rem, 1fr)',
      ]}
      label={t('recalc.results')}
      getRowId={(item) => `${item.activityId}-${item.scope}-${item.method ?? ''}`}
      onOpen={(item) => navigate({ to: '/activities/$activityId', params: { activityId: item.activityId } })}
      openLabel={t('recalc.col.activity')}
      {...(onNearEnd ? { onNearEnd } : {})}
    />
  );
}
