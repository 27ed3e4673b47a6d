import { Alert, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useFrameworks, useTemplates } from '../api/templates';
import { CreateReportForm } from '../components/CreateReportForm';

/** Requesting a report, then following it on its page; READ_ONLY gets an explanation instead. */
export default function NewReportPage() {
  const session = useSession();
  const frameworks = useFrameworks();
  const templates = useTemplates();
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <AnchorLink to="/reports" size="sm">
        ← {t('reports.back')}
      </AnchorLink>
      <PageHeader title={t('reports.create.title')} />
      {!canWrite(session.data?.role) ? (
        <Alert color="gray">{t('reports.create.notAllowed')}</Alert>
      ) : (
        <>
          <QueryFeedback
            isPending={frameworks.isPending || templates.isPending}
            error={frameworks.error ?? templates.error}
          />
          {frameworks.data && templates.data && (
            <CreateReportForm
              frameworks={frameworks.data}
              templates={templates.data}
              onCreated={(report) => navigate({ to: '/reports/$reportId', params: { reportId: report.id } })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
