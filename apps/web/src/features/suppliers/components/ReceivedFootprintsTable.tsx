import { Table } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import { formatQuantity } from '../../../lib/emissions';
import type { ReceivedFootprint } from '../api/exchange';

/** PACT's reference period ends at an exclusive instant (midnight after the last day): the last day it covers. */
const lastDayOf = (exclusiveEnd: string) => new Date(Date.parse(exclusiveEnd) - 1).toISOString().slice(0, 10);

/**
 * Every footprint version received from the supplier, grouped by footprint (newest version first):
 * a changed footprint arrives as a new version and the older one stays, with its content hash.
 */
export function ReceivedFootprintsTable({ footprints }: { footprints: ReceivedFootprint[] }) {
  const ordered = [...footprints].sort(
    (a, b) => a.footprintId.localeCompare(b.footprintId) || b.receivedAt.localeCompare(a.receivedAt),
  );
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('suppliers.footprints.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('suppliers.footprints.col.products')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.footprints.col.version')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.footprints.col.status')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.footprints.col.pcf')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.footprints.col.period')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.footprints.col.received')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.footprints.col.hash')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((footprint) => (
            <Table.Tr key={footprint.id}>
              <Table.Td className="ctp-mono">{footprint.productIds.join(', ')}</Table.Td>
              <Table.Td>{footprint.footprintVersion ?? t('common.none')}</Table.Td>
              <Table.Td>{t(`suppliers.footprints.status.${footprint.status}`)}</Table.Td>
              <Table.Td>
                {t('suppliers.footprints.perUnit', {
                  value: formatQuantity(footprint.pcfExcludingBiogenicUptake),
                  amount: formatQuantity(footprint.declaredUnitAmount),
                  unit: footprint.declaredUnit,
                })}
              </Table.Td>
              <Table.Td>
                {formatPeriod(footprint.referencePeriodStart, lastDayOf(footprint.referencePeriodEnd))}
              </Table.Td>
              <Table.Td>{formatMoment(footprint.receivedAt)}</Table.Td>
              <Table.Td className="ctp-mono" title={footprint.contentHash}>
                {footprint.contentHash.slice(0, 12)}…
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
