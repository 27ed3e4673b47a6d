import { Button, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import type { CalculationRun } from '../api/runs';
import { StatusBadge } from './RunStatus';

/** What a run covered, in words. */
export function runScope(run: CalculationRun): string {
  if (run.periodStart && run.periodEnd) return formatPeriod(run.periodStart, run.periodEnd);
  if (run.kind === 'recalculation') return t('calculations.kind.recalculation');
  return t('calculations.activitiesRun', { count: run.activityCount ?? 0 });
}

/** Past runs, the latest first, each linked to its page; more on request. */
export function RunsTable({
  runs,
  hasMore,
  loadingMore,
  onMore,
}: {
  runs: CalculationRun[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (runs.length === 0) return <Text c="dimmed">{t('calculations.noRuns')}</Text>;
  return (
    <>
      <div className="ctp-table-scroll">
        <Table aria-label={t('calculations.past')} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('calculations.col.started')}</Table.Th>
              <Table.Th scope="col">{t('calculations.col.period')}</Table.Th>
              <Table.Th scope="col">{t('calculations.col.status')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('calculations.col.calculated')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('calculations.col.failed')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>
                  <AnchorLink to="/calculations/$runId" params={{ runId: run.id }} size="sm">
                    {formatMoment(run.createdAt)}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{runScope(run)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={run.status} />
                </Table.Td>
                <Table.Td className="ctp-num">{run.calculated ?? t('common.none')}</Table.Td>
                <Table.Td className="ctp-num">{run.failedCount ?? t('common.none')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {hasMore && (
        <Button variant="default" size="xs" onClick={onMore} loading={loadingMore} mt="sm">
          {t('common.loadMore')}
        </Button>
      )}
    </>
  );
}
