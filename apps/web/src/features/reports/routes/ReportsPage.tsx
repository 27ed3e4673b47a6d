import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useReports } from '../api/reports';
import { useFrameworks } from '../api/templates';
import { ReportsTable } from '../components/ReportsTable';

/** The organization's reports, newest first; writers may request a new one. */
export default function ReportsPage() {
  const session = useSession();
  const reports = useReports();
  const frameworks = useFrameworks();
  const rows = (reports.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse();
  const names = new Map((frameworks.data ?? []).map((framework) => [framework.code, framework.name]));
  const writer = canWrite(session.data?.role);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('reports.title')}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/reports/narratives" variant="default">
              {t('reports.narratives')}
            </Button>
            {writer ? (
              <Button component={Link} to="/reports/new">
                {t('reports.new')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <QueryFeedback isPending={reports.isPending} error={reports.error} retry={() => reports.refetch()} />
      {reports.data &&
        (rows.length === 0 ? (
          <Text c="dimmed">{writer ? t('reports.emptyWriter') : t('reports.empty')}</Text>
        ) : (
          <ReportsTable reports={rows} frameworkName={(code) => names.get(code)} />
        ))}
      {reports.hasNextPage && (
        <Button variant="default" w="fit-content" onClick={() => reports.fetchNextPage()}>
          {t('common.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
