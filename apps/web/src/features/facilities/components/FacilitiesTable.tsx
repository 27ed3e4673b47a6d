import { Table } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { Facility } from '../api/facilities';

/** The facilities as a plain table (an organization has few). */
export function FacilitiesTable({ facilities }: { facilities: Facility[] }) {
  return (
    <Table striped highlightOnHover aria-label={t('facilities.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('facilities.col.name')}</Table.Th>
          <Table.Th scope="col">{t('facilities.col.address')}</Table.Th>
          <Table.Th scope="col">{t('facilities.col.country')}</Table.Th>
          <Table.Th scope="col">{t('facilities.col.grid')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {facilities.map((facility) => (
          <Table.Tr key={facility.id}>
            <Table.Td>{facility.name}</Table.Td>
            <Table.Td>{facility.address ?? t('common.none')}</Table.Td>
            <Table.Td>{facility.country ?? t('common.none')}</Table.Td>
            <Table.Td>{facility.gridRegion ?? t('common.none')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
