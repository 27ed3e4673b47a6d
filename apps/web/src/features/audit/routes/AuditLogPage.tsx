import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { t } from '../../../i18n/t';
import { AuditLog } from '../../admin';

const route = getRouteApi('/app/audit/log');

/**
 * The audit log for the auditor (and anyone the API lets read it): the administration's own log
 * view, read-only, filters kept in the address, actors by name.
 */
export default function AuditLogPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <>
      <PageHeader title={t('audit.log.title')} />
      <Text size="sm" mb="md" maw="48rem">
        {t('audit.log.intro')}
      </Text>
      <AuditLog search={search} onSearch={(next) => navigate({ search: next })} />
    </>
  );
}
