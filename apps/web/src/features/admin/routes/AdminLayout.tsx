import { Alert } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { AdminNavigation } from '../components/AdminNavigation';

/**
 * The frame of the administration screens, for ORG_ADMIN only: any other role that reaches the
 * address is told so (the API refuses them too; this keeps them from a screen of errors).
 */
export default function AdminLayout() {
  const session = useSession();
  if (session.isPending || session.error) {
    return <QueryFeedback isPending={session.isPending} error={session.error} />;
  }
  if (!canAdminister(session.data?.role)) {
    return (
      <>
        <PageHeader title={t('admin.title')} />
        <Alert className="ctp-admin-alert" color="red" role="alert" title={t('error.forbidden')}>
          {t('admin.forbidden')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('admin.title')} />
      <AdminNavigation />
      <Outlet />
    </>
  );
}
