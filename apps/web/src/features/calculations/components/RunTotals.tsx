import { Table, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatQuantity, formatTonnes } from '../../../lib/emissions';
import type { ScopeTotals } from '../../results';
import { SCOPE_ROWS } from './scope-rows';

/** A run's totals by scope, in t CO2e (one decimal) and the exact kg they come from. */
export function RunTotals({ totals }: { totals: ScopeTotals | null }) {
  if (totals === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('calculations.run.noTotals')}
      </Text>
    );
  }
  const rows = SCOPE_ROWS.filter(
    (row) => row.key !== 'scope2Unspecified' || !new Decimal(totals[row.key]).isZero(),
  );
  return (
    <ScrollRegion label={t('calculations.run.totals')}>
      <Table aria-label={t('calculations.run.totals')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.col.scope')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('common.tco2e')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('trail.co2eKg')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                <ScopeSwatch series={row.series} />
                {t(row.label)}
              </Table.Th>
              <Table.Td className="ctp-num">{formatTonnes(totals[row.key])}</Table.Td>
              <Table.Td className="ctp-num">{formatQuantity(totals[row.key])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
