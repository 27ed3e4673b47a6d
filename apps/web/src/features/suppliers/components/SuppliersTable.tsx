import { Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { Supplier } from '../api/suppliers';
import { syncStatusText } from './sync-words';

/** The suppliers with their public organization id, endpoint, credentials state and last sync. */
export function SuppliersTable({ suppliers }: { suppliers: Supplier[] }) {
  return (
    <div className="ctp-table-scroll">
      <Table striped highlightOnHover aria-label={t('suppliers.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('suppliers.col.name')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.col.publicOrgId')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.col.endpoint')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.col.credentials')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.col.lastSync')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              <Table.Td>
                <AnchorLink to="/suppliers/$supplierId" params={{ supplierId: supplier.id }}>
                  {supplier.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td className="ctp-mono">{supplier.externalPublicOrgId ?? t('common.none')}</Table.Td>
              <Table.Td>{supplier.integrationEndpoint ?? t('common.none')}</Table.Td>
              <Table.Td>
                {supplier.hasIntegrationSecret
                  ? t('suppliers.col.credentialsSet')
                  : t('suppliers.col.credentialsMissing')}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{syncStatusText(supplier.sync.status)}</Text>
                {supplier.sync.lastSyncAt && (
                  <Text size="xs" c="dimmed">
                    {formatMoment(supplier.sync.lastSyncAt)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
