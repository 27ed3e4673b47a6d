import { Table } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { Sync } from '../api/exchange';
import { syncOutcomeText, syncStatusText } from './sync-words';

/** The supplier's syncs, newest first: when, how started, how it ended and why. */
export function SyncHistory({ syncs }: { syncs: Sync[] }) {
  const newestFirst = [...syncs].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('suppliers.syncs.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('suppliers.syncs.col.requested')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.syncs.col.trigger')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.syncs.col.status')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.syncs.col.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((sync) => (
            <Table.Tr key={sync.id} data-status={sync.status}>
              <Table.Td>{formatMoment(sync.createdAt)}</Table.Td>
              <Table.Td>{t(`suppliers.syncs.trigger.${sync.trigger}`)}</Table.Td>
              <Table.Td>{syncStatusText(sync.status)}</Table.Td>
              <Table.Td>{syncOutcomeText(sync)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
