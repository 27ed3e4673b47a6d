import { Paper, Stack, Table, Title } from '@mantine/core';
import { type MessageKey, t } from '../../../i18n/t';
import { printedTonnes } from '../../../lib/printed-tonnes';

const ORDER = ['scope1', 'scope2LocationBased', 'scope2MarketBased', 'scope3'] as const;

/**
 * The report's totals by scope in t CO2e exactly as its PDF prints them (three decimals, half-up on the
 * exact kg), so the screen and the file an auditor holds agree; Scope 2 location- and market-based
 * side by side, never added.
 */
export function ReportTotals({ totals }: { totals: Record<string, string> }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('reports.totals.title')}
        </Title>
        <Table aria-label={t('reports.totals.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.totals.scope')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('common.tco2e')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ORDER.filter((scope) => totals[scope] !== undefined).map((scope) => (
              <Table.Tr key={scope}>
                <Table.Th scope="row">{t(`reports.totals.${scope}` as MessageKey)}</Table.Th>
                <Table.Td className="ctp-num">{printedTonnes(totals[scope] as string)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
