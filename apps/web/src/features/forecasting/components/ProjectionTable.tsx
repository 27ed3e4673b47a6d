import { Table } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import type { ProjectionView } from '../api/projection-view';
import { formatEstimate, formatRecordedTonnes } from './format';

/**
 * The fan chart as a table (its text alternative): each month of history with its recorded tonnes,
 * then each projected month with its point forecast and interval bounds.
 */
export function ProjectionTable({ view, caption }: { view: ProjectionView; caption: string }) {
  const none = t('common.none');
  return (
    <div className="ctp-table-scroll">
      <Table aria-label={caption} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('forecasting.col.month')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('forecasting.col.recorded')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('forecasting.col.forecast')}
            </Table.Th>
            {view.bands.map((band) => (
              <Table.Th key={band.level} scope="col" className="ctp-num">
                {t('forecasting.col.interval', { level: band.level })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.history.timeline.map((month, i) => (
            <Table.Tr key={`h-${month}`}>
              <Table.Th scope="row" fw={400}>
                {formatMonth(month.slice(0, 7))}
              </Table.Th>
              <Table.Td className="ctp-num">{formatRecordedTonnes(view.history.tonnes[i] ?? '0')}</Table.Td>
              <Table.Td className="ctp-num">{none}</Table.Td>
              {view.bands.map((band) => (
                <Table.Td key={band.level} className="ctp-num">
                  {none}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {view.timeline.map((month, i) => (
            <Table.Tr key={`p-${month}`}>
              <Table.Th scope="row" fw={400}>
                {formatMonth(month.slice(0, 7))}
              </Table.Th>
              <Table.Td className="ctp-num">{none}</Table.Td>
              <Table.Td className="ctp-num">{formatEstimate(view.values[i] ?? 0)}</Table.Td>
              {view.bands.map((band) => (
                <Table.Td key={band.level} className="ctp-num">
                  {t('forecasting.range', {
                    low: formatEstimate(band.lower[i] ?? 0),
                    high: formatEstimate(band.upper[i] ?? 0),
                  })}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
