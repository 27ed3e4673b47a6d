import { Badge, Table } from '@mantine/core';
import type Decimal from 'decimal.js';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { formatTonnes, sumKg } from '../../../lib/emissions';
import type { Period } from '../api/periods';
import { PeriodActions, type Viewer } from './PeriodActions';

// Filled, with the text colour chosen for contrast (autoContrast): readable at WCAG AA.
const STATUS_COLOUR = {
  draft: 'gray.7',
  submitted: 'yellow.4',
  approved: 'blue.8',
  locked: 'teal.9',
} as const;

/** Total kg of a period's locked totals, Scope 2 counted once (location-based unless only market-based exists). */
export function lockedTotal(period: Period): Decimal | null {
  const totals = period.lockedTotals;
  if (totals === null) return null;
  const hasLocation = totals.some((x) => x.scope === 2 && x.method !== 'market_based');
  return sumKg(
    totals.filter((x) => !(x.scope === 2 && hasLocation && x.method === 'market_based')).map((x) => x.co2eKg),
  );
}

/** The periods with their close status, the total they were locked with, and the viewer's actions. */
export function PeriodsTable({ periods, viewer }: { periods: Period[]; viewer: Viewer }) {
  return (
    <ScrollRegion label={t('periods.list')}>
      <Table aria-label={t('periods.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('periods.col.name')}</Table.Th>
            <Table.Th scope="col">{t('periods.col.dates')}</Table.Th>
            <Table.Th scope="col">{t('periods.col.status')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('periods.col.lockedTotal')}
            </Table.Th>
            {(viewer.canWrite || viewer.isAdmin) && (
              <Table.Th scope="col">{t('periods.col.actions')}</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periods.map((p) => {
            const total = lockedTotal(p);
            return (
              <Table.Tr key={p.id}>
                <Table.Th scope="row">{p.name}</Table.Th>
                <Table.Td>{formatPeriod(p.periodStart, p.periodEnd)}</Table.Td>
                <Table.Td>
                  <Badge
                    color={STATUS_COLOUR[p.status]}
                    variant="filled"
                    autoContrast
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(`periods.status.${p.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className="ctp-num">
                  {total === null ? t('common.none') : formatTonnes(total)}
                </Table.Td>
                {(viewer.canWrite || viewer.isAdmin) && (
                  <Table.Td>
                    <PeriodActions period={p} viewer={viewer} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
