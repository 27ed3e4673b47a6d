import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { type MessageKey, t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { printedMoment, printedTonnes } from '../api/printed';
import type { ReportVerification } from '../api/verification';

/** The labels the report prints for its totals (the same words as the PDF). */
const TOTAL_LABELS: Record<string, MessageKey> = {
  scope1: 'scope.1',
  scope2LocationBased: 'scope.2.location',
  scope2MarketBased: 'scope.2.market',
  scope3: 'scope.3',
};

/** What the report is recorded as: its facts, its totals as printed, its content hash. */
export function ReportFacts({ report }: { report: ReportVerification }) {
  const facts: [string, string][] = [
    [t('verification.organization'), report.organizationName],
    [t('verification.report'), report.title],
    [
      t('verification.framework'),
      t('verification.frameworkValue', {
        name: report.framework.name,
        code: report.framework.code,
        version: report.framework.version,
      }),
    ],
    [t('verification.period'), formatPeriod(report.period.start, report.period.end)],
    [t('verification.generated'), printedMoment(report.generatedAt)],
    [t('verification.code'), report.verificationCode],
  ];
  return (
    <Stack gap="lg">
      <dl className="ctp-verify-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="ctp-verify-totals">
        <Title order={2} size="h3" id="ctp-verify-totals" mb="xs">
          {t('verification.totals')}
        </Title>
        <Table className="ctp-verify-totals" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('verification.totals.scope')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('common.tco2e')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(report.totalsKgCo2e).map(([key, kg]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{TOTAL_LABELS[key] ? t(TOTAL_LABELS[key]) : key}</Table.Th>
                <Table.Td className="ctp-num" data-kg={kg}>
                  {printedTonnes(kg)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="xs">
          {t('verification.totals.note')}
        </Text>
      </section>
      <section aria-labelledby="ctp-verify-hash">
        <Title order={2} size="h3" id="ctp-verify-hash" mb="xs">
          {t('verification.contentHash')}
        </Title>
        <Code block className="ctp-verify-hash" data-testid="content-hash">
          {report.contentHash}
        </Code>
        <Text size="sm" c="dimmed" mt="xs">
          {report.contentHashMethod}
        </Text>
      </section>
    </Stack>
  );
}
