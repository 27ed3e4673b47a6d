import { Group, Stack, Table } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import { canAdminister, canWrite, useSession } from '../../auth';
import { isFinished, type Report, useReport, useReportStatus } from '../api/reports';
import { useFrameworks } from '../api/templates';
import { CompletenessPanel } from '../components/CompletenessPanel';
import { frameworkLabel } from '../components/format';
import { ReportFailure } from '../components/ReportFailure';
import { ReportFiles } from '../components/ReportFiles';
import { ReportProgress } from '../components/ReportProgress';
import { ReportTotals } from '../components/ReportTotals';
import { StatusBadge } from '../components/StatusBadge';
import { VerificationPanel } from '../components/VerificationPanel';

const route = getRouteApi('/app/reports/$reportId');

function Details({
  report,
  frameworkName,
}: {
  report: Report;
  frameworkName: (code: string) => string | undefined;
}) {
  const rows: [string, string][] = [
    [t('reports.details.framework'), frameworkLabel(report, frameworkName)],
    [t('reports.details.period'), formatPeriod(report.periodStart, report.periodEnd)],
    [
      t('reports.details.template'),
      report.templateId === null
        ? t('reports.create.templateNone')
        : t('reports.details.templateVersion', { version: report.templateVersion ?? '?' }),
    ],
    [t('reports.details.created'), formatMoment(report.createdAt)],
    [
      t('reports.details.generated'),
      report.generatedAt ? formatMoment(report.generatedAt) : t('common.none'),
    ],
  ];
  return (
    <Table aria-label={t('reports.title')} maw="40rem">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One report: live progress while it is generated, then its files, verification code and QR code,
 * totals, completeness with the missing data linked to where it is entered; or the failure reason.
 */
export default function ReportPage() {
  const { reportId } = route.useParams();
  const session = useSession();
  const report = useReport(reportId);
  const polling = report.data !== undefined && !isFinished(report.data.status);
  const status = useReportStatus(reportId, polling);
  const frameworks = useFrameworks();
  const current = frameworks.data?.find(
    (framework) =>
      framework.code === report.data?.frameworkCode && framework.version === report.data?.frameworkVersion,
  );
  const frameworkName = (code: string) => frameworks.data?.find((framework) => framework.code === code)?.name;
  const disclosureTitle = (id: string) =>
    current?.disclosures.find((disclosure) => disclosure.id === id)?.title;

  return (
    <Stack gap="md">
      <AnchorLink to="/reports" size="sm">
        ← {t('reports.back')}
      </AnchorLink>
      <QueryFeedback isPending={report.isPending} error={report.error} retry={() => report.refetch()} />
      {report.data && (
        <>
          <PageHeader
            title={report.data.title}
            actions={
              <Group gap="xs">
                <StatusBadge status={report.data.status} />
              </Group>
            }
          />
          <Details report={report.data} frameworkName={frameworkName} />
          {status.data && (polling || status.data.status === 'complete') && (
            <ReportProgress status={status.data} />
          )}
          {status.error && <QueryFeedback isPending={false} error={status.error} />}
          {report.data.status === 'failed' && <ReportFailure report={report.data} />}
          {report.data.status === 'complete' && (
            <>
              <div className="ctp-two-columns">
                <ReportFiles artifacts={report.data.artifacts} />
                {report.data.verificationCode && report.data.verificationUrl && (
                  <VerificationPanel
                    code={report.data.verificationCode}
                    lookupUrl={report.data.verificationUrl}
                    contentHash={report.data.contentHash}
                  />
                )}
              </div>
              {report.data.totals && <ReportTotals totals={report.data.totals} />}
              {report.data.completeness && (
                <CompletenessPanel
                  completeness={report.data.completeness}
                  warnings={report.data.warnings}
                  frameworkCode={report.data.frameworkCode}
                  disclosureTitle={disclosureTitle}
                  rights={{
                    write: canWrite(session.data?.role),
                    administer: canAdminister(session.data?.role),
                  }}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
