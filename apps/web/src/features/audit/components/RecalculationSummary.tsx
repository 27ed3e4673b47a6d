import { Alert, Code, List, Paper, Table, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import type { Recalculation } from '../api/audit';

/** A sampled result and its recalculation from the record alone: equal or not, and why not. */
export function RecalculationSummary({ recalculation: r }: { recalculation: Recalculation }) {
  const rows: [string, string][] = [
    [t('audit.sample.category'), r.result.category],
    [t('audit.sample.period'), formatPeriod(r.result.periodStart, r.result.periodEnd)],
    [t('audit.item.scope'), String(r.result.scope)],
    [t('audit.item.resultKg'), r.result.co2eKg],
    [t('audit.item.recordKg'), r.recordCo2eKg],
    [t('audit.item.recomputedKg'), r.recomputedCo2eKg ?? t('common.notAvailable')],
    [t('audit.item.checksums'), t(r.checksumsValid ? 'audit.item.valid' : 'audit.item.invalid')],
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="item-recalculation">
      <Title id="item-recalculation" order={2} size="h4" mb="sm">
        {t('audit.item.recalculation')}
      </Title>
      <Table aria-label={t('audit.item.recalculation')} mb="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="14rem">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert
        color={r.matches ? 'teal' : 'red'}
        role="status"
        title={t(r.matches ? 'audit.item.equal' : 'audit.item.notEqual')}
      >
        {r.differences.length > 0 && (
          <List size="sm">
            {r.differences.map((d) => (
              <List.Item key={d}>
                <Code>{d}</Code>
              </List.Item>
            ))}
          </List>
        )}
      </Alert>
    </Paper>
  );
}
