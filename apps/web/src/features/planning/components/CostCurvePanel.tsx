import { Alert, Stack, Table, Text } from '@mantine/core';
import { LazyChart } from '../../../components/charts/LazyChart';
import { errorText } from '../../../components/QueryFeedback';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { type GapAnalysis, useGapAnalysis } from '../api/analysis';
import { costCurveOption } from './chart-options';
import { formatCostPerTonne, formatPct, formatT } from './format';
import { GapRequestForm } from './GapRequestForm';

function CostCurve({ gap }: { gap: GapAnalysis }) {
  const r = gap.recommendations;
  const closed = gap.additionalReductionNeeded - r.uncovered;
  return (
    <Stack gap="sm">
      <Text fw={500} data-testid="curve-summary">
        {gap.additionalReductionNeeded > 0
          ? t('planning.curve.summary', {
              year: gap.finalYear,
              gap: formatT(gap.additionalReductionNeeded),
              closed: formatT(closed),
              uncovered: formatT(r.uncovered),
              percent: formatPct(r.uncoveredPercent),
            })
          : t('planning.curve.noGap', { year: gap.finalYear })}
      </Text>
      {r.measures.length === 0 ? (
        <Text c="dimmed">{t('planning.curve.empty')}</Text>
      ) : (
        <LazyChart option={costCurveOption(gap)} label={t('planning.curve.chartLabel')} />
      )}
      <Text size="sm" c="dimmed">
        {t('planning.curve.legend')}
      </Text>
      <ScrollRegion label={t('planning.curve.tableLabel')}>
        <Table striped aria-label={t('planning.curve.tableLabel')} data-testid="curve-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('planning.curve.col.rank')}</Table.Th>
              <Table.Th scope="col">{t('planning.initiative.name')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.curve.col.tonnes')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.curve.col.cost')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.curve.col.closed', { year: gap.finalYear })}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.curve.col.closedPercent')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.measures.map((m) => (
              <Table.Tr key={m.initiativeId}>
                <Table.Td>{m.rank}</Table.Td>
                <Table.Th scope="row">{m.name}</Table.Th>
                <Table.Td ta="right">{formatT(m.annualAbatement)}</Table.Td>
                <Table.Td ta="right">{formatCostPerTonne(m.costPerTonne)}</Table.Td>
                <Table.Td ta="right">{formatT(m.gapClosed)}</Table.Td>
                <Table.Td ta="right">{formatPct(m.gapClosedPercent)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td />
              <Table.Th scope="row">{t('planning.curve.uncovered')}</Table.Th>
              <Table.Td />
              <Table.Td />
              <Table.Td ta="right">{formatT(r.uncovered)}</Table.Td>
              <Table.Td ta="right">{formatPct(r.uncoveredPercent)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {r.findings.length > 0 && (
        <ul aria-label={t('planning.curve.findings')}>
          {r.findings.map((f) => (
            <li key={f}>
              <Text size="sm">{f}</Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The marginal abatement cost curve of the planned and in-progress initiatives against a target's gap. */
export function CostCurvePanel({ writable }: { writable: boolean }) {
  const gap = useGapAnalysis();
  if (!writable) return <Text c="dimmed">{t('planning.readOnly')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('planning.curve.intro')}
      </Text>
      <GapRequestForm
        onRun={(input) => gap.mutate(input)}
        pending={gap.isPending}
        runLabel={t('planning.curve.run')}
      />
      {gap.error && (
        <Alert color="red" role="alert">
          {errorText(gap.error)}
        </Alert>
      )}
      {gap.data && <CostCurve gap={gap.data.gap} />}
    </Stack>
  );
}
