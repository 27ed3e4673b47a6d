import { Table } from '@mantine/core';
import Decimal from 'decimal.js';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import type { ProjectionView } from '../api/projection-view';
import { formatEstimate } from './format';

/** Month by month, the two projections and their difference (second minus first), where both project. */
export function compareRows(a: ProjectionView, b: ProjectionView) {
  const second = new Map(b.timeline.map((month, i) => [month, b.values[i] ?? 0]));
  return a.timeline.flatMap((month, i) => {
    const other = second.get(month);
    if (other === undefined) return [];
    const first = a.values[i] ?? 0;
    return [{ month, first, second: other, difference: new Decimal(other).minus(first).toNumber() }];
  });
}

/** The differences of two projections as a table (also the text alternative of the overlay chart). */
export function CompareTable({
  a,
  b,
  labels,
}: {
  a: ProjectionView;
  b: ProjectionView;
  labels: [string, string];
}) {
  const rows = compareRows(a, b);
  return (
    <div className="ctp-table-scroll">
      <Table aria-label={t('forecasting.compare.table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('forecasting.col.month')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {labels[0]}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {labels[1]}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('forecasting.compare.difference')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Th scope="row" fw={400}>
                {formatMonth(row.month.slice(0, 7))}
              </Table.Th>
              <Table.Td className="ctp-num">{formatEstimate(row.first)}</Table.Td>
              <Table.Td className="ctp-num">{formatEstimate(row.second)}</Table.Td>
              <Table.Td className="ctp-num">{formatEstimate(row.difference)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
