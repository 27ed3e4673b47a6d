import { Badge, List, Paper, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { useReportsInProgress } from '../api/reports';

/** Reports queued or being generated, each with its status in words; the list links to the reports screen. */
export function ReportsInProgress() {
  const reports = useReportsInProgress();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reports-progress-title">
      <Title id="reports-progress-title" order={2} size="h4" mb="xs">
        {t('dashboard.reportsInProgress')}
      </Title>
      <QueryFeedback isPending={reports.isPending} error={reports.error} retry={() => reports.refetch()} />
      {reports.data &&
        (reports.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.reportsNone')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {reports.data.map((report) => (
              <List.Item key={report.id}>
                <Badge
                  variant="filled"
                  color={report.status === 'running' ? 'blue.9' : 'gray.7'}
                  size="sm"
                  mr={6}
                >
                  {report.status === 'running' ? t('dashboard.reportRunning') : t('dashboard.reportQueued')}
                </Badge>
                {report.title} · {formatPeriod(report.periodStart, report.periodEnd)}
              </List.Item>
            ))}
          </List>
        ))}
      <AnchorLink to="/reports" size="sm" mt="xs" display="block">
        {t('dashboard.openReports')}
      </AnchorLink>
    </Paper>
  );
}
