import { useMemo } from 'react';
import { type Column, VirtualTable } from '../../../components/table/VirtualTable';
import { t } from '../../../i18n/t';
import type { Factor } from '../api/factors';
import { effectiveLabel, factorCellValue, factorValue, gwpLabel } from './labels';

const rowId = (f: Factor, index: number) =>
  `${f.datasetId}@${f.datasetVersion}/${f.category}/${f.subcategory}/${f.unit}/${f.region}/${f.effectiveFrom}/${index}`;

/** Factors in a virtualised table; a row opens the factor with its citation. */
export function FactorsTable({
  factors,
  onOpen,
  onNearEnd,
}: {
  factors: Factor[];
  onOpen: (factor: Factor) => void;
  onNearEnd?: () => void;
}) {
  const ids = useMemo(() => new Map(factors.map((f, i) => [f, rowId(f, i)])), [factors]);
  const columns = useMemo<Column<Factor>[]>(
    () => [
      {
        id: 'dataset',
        header: t('factors.col.dataset'),
        cell: ({ row }) => `${row.original.datasetId} ${row.original.datasetVersion}`,
      },
      { id: 'category', header: t('factors.col.category'), cell: ({ row }) => row.original.category },
      {
        id: 'subcategory',
        header: t('factors.col.subcategory'),
        cell: ({ row }) => row.original.subcategory,
      },
      { id: 'region', header: t('factors.col.region'), cell: ({ row }) => row.original.region },
      {
        id: 'value',
        header: t('factors.col.value'),
        cell: ({ row }) => (
          <span className="ctp-exact" title={factorValue(row.original)}>
            {factorCellValue(row.original)}
          </span>
        ),
        meta: { numeric: true },
      },
      { id: 'unit', header: t('factors.col.unit'), cell: ({ row }) => row.original.unit },
      { id: 'gwp', header: t('factors.col.gwp'), cell: ({ row }) => gwpLabel(row.original) },
      {
        id: 'effective',
        header: t('factors.col.effective'),
        cell: ({ row }) => effectiveLabel(row.original),
      },
      { id: 'citation', header: t('factors.col.citation'), cell: ({ row }) => row.original.source },
    ],
    [],
  );
  return (
    <div className="ctp-fit-table">
      <VirtualTable
        rows={factors}
        columns={columns}
        widths={[
          '9.5rem',
          '11.5rem',
          'minmax(12rem, 1.4fr)',
          '6.5rem',
          '14rem',
          '4.5rem',
          '6.5rem',
          '10rem',
          'minmax(12rem, 1fr)',
        ]}
        label={t('factors.table')}
        getRowId={(f) => ids.get(f) ?? rowId(f, -1)}
        onOpen={onOpen}
        openLabel={t('factors.open')}
        {...(onNearEnd ? { onNearEnd } : {})}
      />
    </div>
  );
}
