import { Group, Stack, Table, Text } from '@mantine/core';
import { LazyChart } from '../../../components/charts/LazyChart';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import type { GapAnalysis } from '../api/analysis';
import { gapOption } from './chart-options';
import { formatPct, formatT } from './format';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** A gap analysis: the year of alignment, the reduction still needed, the gap per year as a chart and a table. */
export function GapView({ gap }: { gap: GapAnalysis }) {
  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Fact
          label={t('planning.gap.alignment')}
          value={gap.yearOfAlignment === null ? t('planning.gap.never') : String(gap.yearOfAlignment)}
          testId="gap-alignment"
        />
        <Fact
          label={t('planning.gap.additional', { year: gap.finalYear })}
          value={`${formatT(gap.additionalReductionNeeded)} t`}
          testId="gap-additional"
        />
        <Fact label={t('planning.gap.total')} value={`${formatT(gap.totalGap)} t`} testId="gap-total" />
      </Group>
      <LazyChart option={gapOption(gap)} label={t('planning.gap.chartLabel')} />
      <ScrollRegion label={t('planning.gap.tableLabel')}>
        <Table striped aria-label={t('planning.gap.tableLabel')} data-testid="gap-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('planning.col.year')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.gap.col.projected')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.gap.col.target')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.gap.col.gap')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('planning.gap.col.percent')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {gap.years.map((y) => (
              <Table.Tr key={y.year}>
                <Table.Th scope="row">{y.year}</Table.Th>
                <Table.Td ta="right">{formatT(y.projected)}</Table.Td>
                <Table.Td ta="right">{formatT(y.target)}</Table.Td>
                <Table.Td ta="right">{formatT(y.gap)}</Table.Td>
                <Table.Td ta="right">
                  {y.gapPercent === null ? t('common.none') : formatPct(y.gapPercent)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="sm">{t('planning.gap.units')}</Text>
    </Stack>
  );
}
