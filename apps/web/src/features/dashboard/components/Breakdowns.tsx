import { Paper, Table, Text, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import { AnchorLink } from '../../../components/AnchorLink';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { t } from '../../../i18n/t';
import { formatTonnes } from '../../../lib/emissions';
import type { Period } from '../../../lib/period';
import { type ScopeSeries, seriesOf } from '../../../lib/scope-colours';
import { groupRangeKey, type Range95, type SummaryGroup, scopeLabel } from '../../results';

/** The 95% ranges of the rows by `groupRangeKey`; `null` while they load. */
type Ranges = Map<string, Range95> | null;

/** A row's 95% range in tonnes, or that it is still being computed. */
function rangeText(ranges: Ranges, group: Parameters<typeof groupRangeKey>[0]): string {
  const range = ranges?.get(groupRangeKey(group));
  if (range === undefined) return t('quality.rangeLoading');
  return t('quality.rangeCell', { low: formatTonnes(range.low), high: formatTonnes(range.high) });
}

/** Totals by category, largest first; each row links to the results behind it. */
export function CategoryBreakdown({
  groups,
  period,
  ranges,
}: {
  groups: SummaryGroup[];
  period: Period;
  ranges: Ranges;
}) {
  const rows = [...groups].sort((a, b) => new Decimal(b.co2eKg).comparedTo(a.co2eKg));
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.byCategory')}
      </Title>
      <div className="ctp-table-scroll">
        <Table aria-label={t('dashboard.byCategory')} className="ctp-category-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.category')}</Table.Th>
              <Table.Th scope="col">{t('results.col.scope')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('common.tco2e')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('quality.col.range')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((group) => (
              <Table.Tr key={`${group.category}-${group.method}`}>
                <Table.Td>
                  <AnchorLink
                    to="/results"
                    search={{ category: group.category, from: period.start, to: period.end }}
                    size="sm"
                  >
                    {group.category}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <ScopeSwatch series={seriesOf(group.scope, group.method)} />
                  {scopeLabel(group.scope, group.method)}
                </Table.Td>
                <Table.Td className="ctp-num">{formatTonnes(group.co2eKg)}</Table.Td>
                <Table.Td className="ctp-num">{rangeText(ranges, group)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}

const COLUMNS: ScopeSeries[] = ['scope1', 'scope2Location', 'scope2Market', 'scope3'];

/** One row per facility, one column per scope view (Scope 2 methods side by side, never added). */
export function FacilityBreakdown({
  groups,
  facilityName,
  period,
  ranges,
}: {
  groups: SummaryGroup[];
  facilityName: (id: string | null | undefined) => string | undefined;
  period: Period;
  ranges: Ranges;
}) {
  const byFacility = new Map<string, Map<ScopeSeries, Decimal>>();
  // Each cell is one summary group (one scope and method of one facility): its range is that group's.
  const cellRange = new Map<string, string>();
  for (const group of groups) {
    const key = group.facilityId ?? '';
    const row = byFacility.get(key) ?? new Map<ScopeSeries, Decimal>();
    const series = seriesOf(group.scope, group.method);
    row.set(series, (row.get(series) ?? new Decimal(0)).plus(group.co2eKg));
    byFacility.set(key, row);
    cellRange.set(`${key}/${series}`, rangeText(ranges, group));
  }
  const labels: Record<ScopeSeries, string> = {
    scope1: t('scope.1'),
    scope2Location: t('scope.2.location'),
    scope2Market: t('scope.2.market'),
    scope2Unspecified: t('scope.2.unspecified'),
    scope3: t('scope.3'),
  };
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {t('dashboard.byFacility')}
      </Title>
      <div className="ctp-table-scroll">
        <Table aria-label={t('dashboard.byFacility')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.facility')}</Table.Th>
              {COLUMNS.map((series) => (
                <Table.Th key={series} scope="col" className="ctp-num">
                  <ScopeSwatch series={series} />
                  {labels[series]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...byFacility.entries()].map(([facilityId, row]) => (
              <Table.Tr key={facilityId}>
                <Table.Td>
                  {facilityId ? (
                    <AnchorLink
                      to="/results"
                      search={{ facilityId, from: period.start, to: period.end }}
                      size="sm"
                    >
                      {facilityName(facilityId) ?? facilityId}
                    </AnchorLink>
                  ) : (
                    t('dashboard.noFacility')
                  )}
                </Table.Td>
                {COLUMNS.map((series) => (
                  <Table.Td key={series} className="ctp-num">
                    {row.has(series) ? (
                      <>
                        {formatTonnes(row.get(series) as Decimal)}
                        <Text component="span" display="block" size="xs" c="dimmed">
                          {cellRange.get(`${facilityId}/${series}`)}
                        </Text>
                      </>
                    ) : (
                      t('common.none')
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
