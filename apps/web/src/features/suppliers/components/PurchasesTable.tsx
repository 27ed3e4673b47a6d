import { Table } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { formatQuantity } from '../../../lib/emissions';
import type { Purchase } from '../api/exchange';

/** The purchases from a supplier, each with the activity the last sync made of it (if any). */
export function PurchasesTable({ purchases }: { purchases: Purchase[] }) {
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('suppliers.purchases.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('suppliers.purchases.kind')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.purchases.productId')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.purchases.quantity')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.purchases.period')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.purchases.activity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((purchase) => (
            <Table.Tr key={purchase.id}>
              <Table.Td>{t(`suppliers.purchases.kind.${purchase.kind}`)}</Table.Td>
              <Table.Td className="ctp-mono">{purchase.productId ?? t('common.none')}</Table.Td>
              <Table.Td>
                {purchase.quantity
                  ? `${formatQuantity(purchase.quantity)} ${purchase.unit ?? ''}`
                  : t('common.none')}
              </Table.Td>
              <Table.Td>{formatPeriod(purchase.periodStart, purchase.periodEnd)}</Table.Td>
              <Table.Td>
                {purchase.activityLineageId ? (
                  <AnchorLink
                    to="/activities/$activityId"
                    params={{ activityId: purchase.activityLineageId }}
                  >
                    {t('suppliers.purchases.openActivity')}
                  </AnchorLink>
                ) : (
                  t('suppliers.purchases.notSynced')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
