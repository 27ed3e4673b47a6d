import { Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import type { Report } from '../api/reports';
import { formatPercentText, frameworkLabel } from './format';
import { StatusBadge } from './StatusBadge';

/** The organization's reports, newest first; each title opens the report. */
export function ReportsTable({
  reports,
  frameworkName,
}: {
  reports: Report[];
  frameworkName: (code: string) => string | undefined;
}) {
  return (
    <div className="ctp-table-scroll">
      <Table striped highlightOnHover aria-label={t('reports.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.col.report')}</Table.Th>
            <Table.Th scope="col">{t('reports.col.framework')}</Table.Th>
            <Table.Th scope="col">{t('reports.col.period')}</Table.Th>
            <Table.Th scope="col">{t('reports.col.status')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('reports.col.completeness')}
            </Table.Th>
            <Table.Th scope="col">{t('reports.col.created')}</Table.Th>
            <Table.Th scope="col">{t('reports.col.code')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <AnchorLink to="/reports/$reportId" params={{ reportId: report.id }} size="sm">
                  {report.title}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{frameworkLabel(report, frameworkName)}</Table.Td>
              <Table.Td>{formatPeriod(report.periodStart, report.periodEnd)}</Table.Td>
              <Table.Td>
                <StatusBadge status={report.status} />
              </Table.Td>
              <Table.Td className="ctp-num">
                {report.completeness === null
                  ? t('common.none')
                  : formatPercentText(report.completeness.percent)}
              </Table.Td>
              <Table.Td>{formatMoment(report.createdAt)}</Table.Td>
              <Table.Td>
                {report.verificationCode === null ? (
                  t('common.none')
                ) : (
                  <Text component="span" size="sm" className="ctp-code">
                    {report.verificationCode}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
