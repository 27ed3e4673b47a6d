import { Group, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { formatTonnes } from '../../../lib/emissions';
import type { AuditSample } from '../api/audit';
import { RecalculateButton } from './RecalculateButton';

/**
 * The strata drawn from, then every sampled result: its item view (record, evidence, recalculation,
 * requests), its record, and its recalculation on demand.
 */
export function SampleTable({ sample }: { sample: AuditSample }) {
  return (
    <>
      <Text size="sm" mb="xs" data-testid="sample-summary">
        {t('audit.sample.summary', {
          drawn: sample.items.length,
          population: sample.populationSize,
          strata: sample.strata.map((s) => `${s.key} ${s.drawn}/${s.population}`).join(', '),
        })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t('audit.sample.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.sample.stratum')}</Table.Th>
              <Table.Th>{t('audit.sample.category')}</Table.Th>
              <Table.Th>{t('audit.sample.period')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('audit.sample.co2e')}</Table.Th>
              <Table.Th>{t('audit.sample.record')}</Table.Th>
              <Table.Th>{t('audit.sample.recalculation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sample.items.map((item) => (
              <Table.Tr key={item.resultId}>
                <Table.Td>{item.stratum}</Table.Td>
                <Table.Td>{item.category}</Table.Td>
                <Table.Td>{formatPeriod(item.periodStart, item.periodEnd)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{formatTonnes(item.co2eKg)}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <AnchorLink
                      to="/audit/periods/$periodId/results/$resultId"
                      params={{ periodId: sample.periodId, resultId: item.resultId }}
                      aria-label={t('audit.sample.openItemLabel', {
                        category: item.category,
                        dates: formatPeriod(item.periodStart, item.periodEnd),
                      })}
                    >
                      {t('audit.sample.openItem')}
                    </AnchorLink>
                    <AnchorLink
                      to="/results/records/$recordId"
                      params={{ recordId: item.calculationRecordId }}
                    >
                      {t('audit.sample.openRecord')}
                    </AnchorLink>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RecalculateButton resultId={item.resultId} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
