import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import { type MessageKey, t } from '../../../i18n/t';
import { formatQuantity } from '../../../lib/emissions';
import type { Report } from '../api/reports';

/** The formats in the order a reader wants them: the report first, then its data. */
const ORDER = ['pdf', 'html', 'json', 'csv', 'activity-csv', 'methodology'];
const KNOWN = new Set(ORDER);
const rank = (format: string) => (ORDER.includes(format) ? ORDER.indexOf(format) : ORDER.length);
const kilobytes = (bytes: number) =>
  formatQuantity(new Decimal(bytes).div(1024).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1));

/**
 * Every artifact of a complete report as a download link. The server names the file (organization,
 * framework, period) in its Content-Disposition; the `download` attribute keeps the browser on the page.
 */
export function ReportFiles({ artifacts }: { artifacts: Report['artifacts'] }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('reports.files.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.files.hint')}
        </Text>
        <Table aria-label={t('reports.files.title')}>
          <Table.Tbody>
            {[...artifacts]
              .sort((a, b) => rank(a.format) - rank(b.format))
              .map((artifact) => {
                const label = KNOWN.has(artifact.format)
                  ? t(`reports.files.${artifact.format}` as MessageKey)
                  : artifact.file;
                return (
                  <Table.Tr key={artifact.format}>
                    <Table.Td>
                      <Anchor
                        href={artifact.download}
                        download
                        aria-label={t('reports.files.download', { file: label })}
                      >
                        {label}
                      </Anchor>
                    </Table.Td>
                    <Table.Td className="ctp-num">
                      {t('reports.files.size', { size: kilobytes(artifact.size) })}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
