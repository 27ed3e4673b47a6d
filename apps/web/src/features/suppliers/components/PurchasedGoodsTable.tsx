import { Table, Text } from '@mantine/core';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { LOCALE, t } from '../../../i18n/t';
import { formatTonnes } from '../../../lib/emissions';
import { useSummary } from '../../results';
import { purchasedGoodsByYear, supplierShare } from '../api/purchased-goods';

const share = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/**
 * Scope 3 purchased goods, year by year: how much rests on supplier data (footprints received over
 * PACT) and how much on spend-based estimates, from the current results (`GET /api/results/summary`).
 */
export function PurchasedGoodsTable() {
  const summary = useSummary({ scope: '3', groupBy: 'category,year' });
  const years = summary.data ? purchasedGoodsByYear(summary.data.groups) : [];
  return (
    <>
      <QueryFeedback isPending={summary.isPending} error={summary.error} retry={() => summary.refetch()} />
      {summary.data && years.length === 0 && <Text c="dimmed">{t('suppliers.goods.empty')}</Text>}
      {years.length > 0 && (
        <div className="ctp-table-scroll">
          <Table striped aria-label={t('suppliers.goods.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('suppliers.goods.col.year')}</Table.Th>
                <Table.Th scope="col">{t('suppliers.goods.col.supplier')}</Table.Th>
                <Table.Th scope="col">{t('suppliers.goods.col.spend')}</Table.Th>
                <Table.Th scope="col">{t('suppliers.goods.col.share')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {years.map((year) => {
                const part = supplierShare(year);
                return (
                  <Table.Tr key={year.year}>
                    <Table.Th scope="row">{year.year}</Table.Th>
                    <Table.Td>
                      {t('suppliers.goods.amount', {
                        tonnes: formatTonnes(year.supplierKg),
                        results: year.supplierResults,
                      })}
                    </Table.Td>
                    <Table.Td>
                      {t('suppliers.goods.amount', {
                        tonnes: formatTonnes(year.spendKg),
                        results: year.spendResults,
                      })}
                    </Table.Td>
                    <Table.Td>
                      {part === undefined
                        ? t('common.none')
                        : `${share.format(part.toDecimalPlaces(1).toFixed(1) as `${number}`)}%`}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </>
  );
}
