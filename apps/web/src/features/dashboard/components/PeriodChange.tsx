import { Paper, Table, Text, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { type MessageKey, t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { change, formatPercent, formatTonnes, formatTonnesDelta } from '../../../lib/emissions';
import type { Period } from '../../../lib/period';
import type { ScopeSeries } from '../../../lib/scope-colours';
import type { ScopeTotals } from '../../results';

const ROWS: { series: ScopeSeries; key: keyof ScopeTotals; label: MessageKey }[] = [
  { series: 'scope1', key: 'scope1', label: 'scope.1' },
  { series: 'scope2Location', key: 'scope2LocationBased', label: 'scope.2.location' },
  { series: 'scope2Market', key: 'scope2MarketBased', label: 'scope.2.market' },
  { series: 'scope2Unspecified', key: 'scope2Unspecified', label: 'scope.2.unspecified' },
  { series: 'scope3', key: 'scope3', label: 'scope.3' },
];

/**
 * The change against the previous period, one row per scope (Scope 2 methods side by side, never
 * added): both periods named, both totals, the change in t CO2e and in percent, from exact decimals.
 */
export function PeriodChange({
  current,
  previous,
  period,
  previousPeriod,
}: {
  current: ScopeTotals;
  previous: ScopeTotals;
  period: Period;
  previousPeriod: Period;
}) {
  const rows = ROWS.filter(
    (row) =>
      row.key !== 'scope2Unspecified' ||
      !new Decimal(current[row.key]).isZero() ||
      !new Decimal(previous[row.key]).isZero(),
  );
  const thisLabel = formatPeriod(period.start, period.end);
  const beforeLabel = formatPeriod(previousPeriod.start, previousPeriod.end);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="change-title">
      <Title id="change-title" order={2} size="h4" mb="xs">
        {t('dashboard.changeTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('dashboard.changePeriods', { current: thisLabel, previous: beforeLabel })}
      </Text>
      <ScrollRegion label={t('dashboard.changeTitle')} className="ctp-change-scroll">
        <Table aria-label={t('dashboard.changeTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results.col.scope')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('dashboard.changeThis')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('dashboard.changeBefore')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('dashboard.changeDelta')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('dashboard.changePercent')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const diff = change(current[row.key], previous[row.key]);
              return (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={400}>
                    <ScopeSwatch series={row.series} />
                    {t(row.label)}
                  </Table.Th>
                  <Table.Td className="ctp-num">{formatTonnes(current[row.key])}</Table.Td>
                  <Table.Td className="ctp-num">{formatTonnes(previous[row.key])}</Table.Td>
                  <Table.Td className="ctp-num">{formatTonnesDelta(diff.delta)}</Table.Td>
                  <Table.Td className="ctp-num">
                    {diff.percent ? formatPercent(diff.percent) : t('dashboard.changeNoPercent')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="xs" c="dimmed" mt="xs">
        {t('dashboard.changeNote')}
      </Text>
    </Paper>
  );
}
