import { useMemo } from 'react';
import { type Column, VirtualTable } from '../../../components/table/VirtualTable';
import { t } from '../../../i18n/t';
import type { ChangeKind, FactorDiff, ValueChange } from '../api/compare';

/** One line of the table: one figure of one added, removed or changed factor. */
export interface DiffLine {
  id: string;
  kind: ChangeKind;
  category: string;
  subcategory: string;
  region: string;
  unit: string;
  gwp: string;
  value: ValueChange;
}

/** Flattens differences to one line per figure that differs (a gas-level row has several). */
export function diffLines(diffs: readonly FactorDiff[]): DiffLine[] {
  return diffs.flatMap((d, i) => {
    const f = d.after ?? d.before;
    if (f === null) return [];
    const gwp = f.gwpSet ? `${f.gwpSet} ${f.gwpTimeframe ?? ''}`.trim() : '';
    return d.values.map((value) => ({
      id: `${i}/${value.name}`,
      kind: d.kind,
      category: f.category,
      subcategory: f.subcategory,
      region: f.region,
      unit: f.unit,
      gwp,
      value,
    }));
  });
}

/** `kg CO2e per kWh`, `kg CH4 per scf`, `kg CO2e from N2O per kWh`. */
export function figureLabel(name: string, unit: string): string {
  if (name === 'factor') return t('factors.compare.value.factor', { unit });
  const [kind, gas = ''] = name.split(':');
  return kind === 'co2e'
    ? t('factors.compare.value.co2e', { gas, unit })
    : t('factors.compare.value.gas', { gas, unit });
}

/** The change as the API computed it (exact), with a plus sign on increases. */
export function changeText(change: string | null): string {
  if (change === null) return t('common.none');
  return /^[1-9]|^0\.\d*[1-9]/.test(change) ? `+${change}` : change;
}

/** An exact figure, whole in its tooltip when the column is too narrow. */
const exact = (value: string) => (
  <span className="ctp-exact" title={value}>
    {value}
  </span>
);

/** Added, removed and changed figures with old value, new value and the change, all exact. */
export function CompareTable({
  lines,
  label,
  onNearEnd,
}: {
  lines: DiffLine[];
  label: string;
  onNearEnd?: () => void;
}) {
  const columns = useMemo<Column<DiffLine>[]>(
    () => [
      {
        id: 'kind',
        header: t('factors.compare.col.kind'),
        cell: ({ row }) => (
          <span className={`ctp-diff ctp-diff-${row.original.kind}`}>
            {t(`factors.compare.kind.${row.original.kind}`)}
          </span>
        ),
      },
      {
        id: 'subcategory',
        header: t('factors.col.subcategory'),
        cell: ({ row }) => <span title={row.original.subcategory}>{row.original.subcategory}</span>,
      },
      { id: 'region', header: t('factors.col.region'), cell: ({ row }) => row.original.region },
      {
        id: 'figure',
        header: t('factors.compare.col.value'),
        cell: ({ row }) => {
          const label = figureLabel(row.original.value.name, row.original.unit);
          return <span title={label}>{label}</span>;
        },
      },
      {
        id: 'old',
        header: t('factors.compare.col.old'),
        cell: ({ row }) => exact(row.original.value.before ?? t('common.none')),
        meta: { numeric: true },
      },
      {
        id: 'new',
        header: t('factors.compare.col.new'),
        cell: ({ row }) => exact(row.original.value.after ?? t('common.none')),
        meta: { numeric: true },
      },
      {
        id: 'change',
        header: t('factors.compare.col.change'),
        cell: ({ row }) => exact(changeText(row.original.value.change)),
        meta: { numeric: true },
      },
      { id: 'gwp', header: t('factors.col.gwp'), cell: ({ row }) => row.original.gwp || t('common.none') },
      { id: 'category', header: t('factors.col.category'), cell: ({ row }) => row.original.category },
    ],
    [],
  );
  return (
    <div className="ctp-fit-table">
      <VirtualTable
        rows={lines}
        columns={columns}
        widths={[
          '6.5rem',
          'minmax(8rem, 1fr)',
          '5rem',
          '10rem',
          '13rem',
          '13rem',
          '13rem',
          '6.5rem',
          '11rem',
        ]}
        label={label}
        getRowId={(line) => line.id}
        {...(onNearEnd ? { onNearEnd } : {})}
      />
    </div>
  );
}
