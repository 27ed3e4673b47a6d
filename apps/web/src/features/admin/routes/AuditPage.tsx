import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { t } from '../../../i18n/t';
import { AuditLog } from '../components/AuditLog';

const route = getRouteApi('/app/admin/audit');

/**
 * The audit log, newest first and page by page, narrowed by its filters (kept in the address), with
 * the hash-chain and results verifications above it; actors by name.
 */
export default function AuditPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-audit-title">
      <Title order={2} size="h3" id="admin-audit-title">
        {t('admin.audit.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.audit.intro')}
      </Text>
      <AuditLog search={search} onSearch={(next) => navigate({ search: next })} />
    </Stack>
  );
}
