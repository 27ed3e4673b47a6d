import { Table } from '@mantine/core';
import Decimal from 'decimal.js';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import { formatQuantity, formatTonnes } from '../../../lib/emissions';
import type { StoredFootprint } from '../api/products';

const percent = (share: string) =>
  `${formatQuantity(new Decimal(share).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed())}%`;

/** A product's published footprint versions, newest first, with the allocation each used. */
export function FootprintVersionsTable({
  footprints,
  unit,
}: {
  footprints: StoredFootprint[];
  unit: string;
}) {
  const newestFirst = [...footprints].sort((a, b) => b.version - a.version);
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('sharing.versions.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sharing.versions.col.version')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.status')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.period')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.emissions')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.allocation')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.units')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.pcf')}</Table.Th>
            <Table.Th scope="col">{t('sharing.versions.col.published')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((footprint) => (
            <Table.Tr key={footprint.id}>
              <Table.Td>{footprint.version}</Table.Td>
              <Table.Td>{t(`sharing.versions.status.${footprint.status}`)}</Table.Td>
              <Table.Td>
                {formatPeriod(footprint.referencePeriod.start, footprint.referencePeriod.end)}
              </Table.Td>
              <Table.Td>{`${formatTonnes(footprint.emissionsKg)} ${t('common.tco2e')}`}</Table.Td>
              <Table.Td>
                {t('sharing.versions.allocationText', {
                  method: footprint.allocationMethod,
                  share: percent(footprint.allocationShare),
                  allocated: formatTonnes(footprint.allocatedKg),
                })}
              </Table.Td>
              <Table.Td>{formatQuantity(footprint.productUnits)}</Table.Td>
              <Table.Td>
                {t('sharing.versions.perUnit', {
                  value: formatQuantity(footprint.pact.pcf.pcfExcludingBiogenicUptake),
                  unit,
                })}
              </Table.Td>
              <Table.Td>{formatMoment(footprint.pact.created)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
