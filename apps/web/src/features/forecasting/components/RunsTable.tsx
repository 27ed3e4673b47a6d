import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { type MessageKey, t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { runRequest } from '../api/projection-view';
import type { ForecastRun } from '../api/projections';

const KINDS: Record<string, MessageKey> = {
  projection: 'forecasting.kind.projection',
  scenario_comparison: 'forecasting.kind.scenario_comparison',
  gap_analysis: 'forecasting.kind.gap_analysis',
  initiatives: 'forecasting.kind.initiatives',
};

/** What a run computed, in words. */
export const kindLabel = (kind: string | null) => t(KINDS[kind ?? 'projection'] ?? 'forecasting.kind.other');

/** The scopes of a run in words: "Scopes 1, 2 (location-based), 3". */
export function scopesText(run: ForecastRun): string {
  const request = runRequest(run);
  const method = request.scope2Method === 'market_based' ? 'market' : 'location';
  return request.scopes
    .map((scope) => (scope === 2 ? t(`scope.2.${method}`) : t(scope === 1 ? 'scope.1' : 'scope.3')))
    .join(', ');
}

/**
 * Recorded runs, each linked to its page, with a tick box to pick two to compare. Runs are
 * immutable: there is nothing to edit or delete.
 */
export function RunsTable({
  runs,
  selected,
  onToggle,
  hasMore,
  loadingMore,
  onMore,
}: {
  runs: ForecastRun[];
  selected: string[];
  onToggle: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (runs.length === 0) return <Text c="dimmed">{t('forecasting.runs.none')}</Text>;
  return (
    <>
      <div className="ctp-table-scroll">
        <Table aria-label={t('forecasting.runs.title')} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('forecasting.runs.compare')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.runs.col.runAt')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.runs.col.kind')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.runs.col.model')}</Table.Th>
              <Table.Th scope="col">{t('forecasting.runs.col.scopes')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('forecasting.runs.col.horizon')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => {
              const when = formatMoment(run.runAt);
              const horizon = runRequest(run).horizon;
              return (
                <Table.Tr key={run.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('forecasting.runs.pick', { when })}
                      checked={selected.includes(run.id)}
                      disabled={!selected.includes(run.id) && selected.length >= 2}
                      onChange={() => onToggle(run.id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <AnchorLink to="/forecasts/runs/$runId" params={{ runId: run.id }} size="sm">
                      {when}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{kindLabel(run.kind)}</Table.Td>
                  <Table.Td>{run.model}</Table.Td>
                  <Table.Td>{scopesText(run)}</Table.Td>
                  <Table.Td className="ctp-num">
                    {horizon === null ? t('common.none') : t('forecasting.months', { count: horizon })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {hasMore && (
        <Group mt="sm">
          <Button variant="default" size="xs" onClick={onMore} loading={loadingMore}>
            {t('common.loadMore')}
          </Button>
        </Group>
      )}
    </>
  );
}
