import { Table, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatQuantity, formatTonnesDelta } from '../../../lib/emissions';
import type { Preview } from '../api/recalculations';
import { SCOPE_ROWS } from './scope-rows';

/** "+1,234.5" or "-0.25": an exact signed kg amount, as the API gave it. */
export function signedKg(value: string): string {
  const exact = formatQuantity(value);
  return new Decimal(value).greaterThan(0) ? `+${exact}` : exact;
}

/** Old, new and change per scope: exact kg as computed, and t CO2e with one decimal. */
export function PreviewTotals({ totals: given }: { totals: Preview['totals'] }) {
  const { old, new: next, delta } = given;
  // The document reuses the nullable ScopeTotals schema; a preview always has all three.
  if (old === null || next === null || delta === null)
    return <Text size="sm">{t('common.notAvailable')}</Text>;
  const totals = { old, new: next, delta };
  const rows = SCOPE_ROWS.filter(
    (row) =>
      row.key !== 'scope2Unspecified' ||
      !new Decimal(totals.old[row.key]).isZero() ||
      !new Decimal(totals.new[row.key]).isZero(),
  );
  return (
    <ScrollRegion label={t('recalc.byScope')}>
      <Table aria-label={t('recalc.byScope')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.col.scope')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('recalc.oldKg')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('recalc.newKg')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('recalc.deltaKg')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('recalc.delta')}
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
              <Table.Td className="ctp-num">{formatQuantity(totals.old[row.key])}</Table.Td>
              <Table.Td className="ctp-num">{formatQuantity(totals.new[row.key])}</Table.Td>
              <Table.Td className="ctp-num">{signedKg(totals.delta[row.key])}</Table.Td>
              <Table.Td className="ctp-num">{formatTonnesDelta(new Decimal(totals.delta[row.key]))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
