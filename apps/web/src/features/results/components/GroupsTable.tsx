import { Button, Table, VisuallyHidden } from '@mantine/core';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import { formatTonnes } from '../../../lib/emissions';
import { seriesOf } from '../../../lib/scope-colours';
import type { ResultsSearch } from '../api/search';
import { groupRangeKey, type Range95, type SummaryGroup } from '../api/summary';
import { scopeLabel } from './labels';

/** The filters that select the results behind one group, for drilling down. */
export function drillDown(group: SummaryGroup, search: ResultsSearch): ResultsSearch {
  const next: ResultsSearch = { ...search, scope: group.scope as 1 | 2 | 3 };
  delete next.groupBy;
  if (group.method === 'location_based') next.method = 'location';
  if (group.method === 'market_based') next.method = 'market';
  if (group.category) next.category = group.category;
  if (group.facilityId) next.facilityId = group.facilityId;
  if (group.period) Object.assign(next, periodRange(group.period));
  return next;
}

/** "2025-03" / "2025-Q1" / "2025" as dates. */
function periodRange(period: string): { from: string; to: string } {
  const [year, part] = period.split('-');
  if (part === undefined) return { from: `${year}-01-01`, to: `${year}-12-31` };
  if (part.startsWith('Q')) {
    const first = (Number(part.slice(1)) - 1) * 3 + 1;
    const last = first + 2;
    const days = new Date(Date.UTC(Number(year), last, 0)).getUTCDate();
    return {
      from: `${year}-${String(first).padStart(2, '0')}-01`,
      to: `${year}-${String(last).padStart(2, '0')}-${days}`,
    };
  }
  const days = new Date(Date.UTC(Number(year), Number(part), 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${days}` };
}

/** A group's 95% range in tonnes, or that it is still being computed. */
function rangeCell(ranges: Map<string, Range95> | null, group: SummaryGroup): string {
  const range = ranges?.get(groupRangeKey(group));
  if (range === undefined) return t('quality.rangeLoading');
  return t('quality.rangeCell', { low: formatTonnes(range.low), high: formatTonnes(range.high) });
}

/** Summary groups (scope, method and the chosen grouping) with a way to the results behind each. */
export function GroupsTable({
  groups,
  search,
  facilityName,
  onDrillDown,
  ranges,
}: {
  groups: SummaryGroup[];
  /**
   * The groups' 95% ranges by {@link groupRangeKey} (category and facility groups); `null` while
   * they load; left out for groupings without ranges (periods), which then show no range column.
   */
  ranges?: Map<string, Range95> | null | undefined;
  search: ResultsSearch;
  facilityName: (id: string | null | undefined) => string | undefined;
  onDrillDown: (next: ResultsSearch) => void;
}) {
  const label = (group: SummaryGroup) => {
    if (search.groupBy === 'category') return group.category;
    if (search.groupBy === 'facility') return facilityName(group.facilityId) ?? t('dashboard.noFacility');
    if (search.groupBy === 'month' && group.period) return formatMonth(group.period);
    return group.period;
  };
  return (
    <ScrollRegion label={t('results.groups')}>
      <Table striped aria-label={t('results.groups')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.col.group')}</Table.Th>
            <Table.Th scope="col">{t('results.col.scope')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('results.col.co2e')}
            </Table.Th>
            {ranges !== undefined && (
              <Table.Th scope="col" className="ctp-num">
                {t('quality.col.range')}
              </Table.Th>
            )}
            <Table.Th scope="col" className="ctp-num">
              {t('results.col.results')}
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('results.showResults')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr
              key={`${group.scope}-${group.method}-${group.category}-${group.facilityId}-${group.period}`}
            >
              <Table.Td>{label(group)}</Table.Td>
              <Table.Td>
                <ScopeSwatch series={seriesOf(group.scope, group.method)} />
                {scopeLabel(group.scope, group.method)}
              </Table.Td>
              <Table.Td className="ctp-num">{formatTonnes(group.co2eKg)}</Table.Td>
              {ranges !== undefined && <Table.Td className="ctp-num">{rangeCell(ranges, group)}</Table.Td>}
              <Table.Td className="ctp-num">{group.results}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onDrillDown(drillDown(group, search))}
                >
                  {t('results.showResults')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
