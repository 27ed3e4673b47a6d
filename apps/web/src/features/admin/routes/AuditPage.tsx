import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { t } from '../../../i18n/t';
import { useTokens } from '../api/tokens';
import { useUsers } from '../api/users';
import { AuditLog } from '../components/AuditLog';
import type { ActorNames } from '../components/AuditTable';

const route = getRouteApi('/app/admin/audit');

/**
 * The audit log, newest first and page by page, narrowed by its filters (kept in the address), with
 * the hash-chain and results verifications above it; actors named from the users and tokens.
 */
export default function AuditPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const users = useUsers();
  const tokens = useTokens();
  const names = useMemo((): ActorNames => {
    const byId = (pages: { items: { id: string; name: string }[] }[] | undefined) =>
      new Map((pages ?? []).flatMap((page) => page.items).map((item) => [item.id, item.name]));
    const userNames = byId(users.data?.pages);
    const tokenNames = byId(tokens.data?.pages);
    return { user: (id) => userNames.get(id), token: (id) => tokenNames.get(id) };
  }, [users.data, tokens.data]);
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-audit-title">
      <Title order={2} size="h3" id="admin-audit-title">
        {t('admin.audit.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.audit.intro')}
      </Text>
      <AuditLog search={search} onSearch={(next) => navigate({ search: next })} names={names} />
    </Stack>
  );
}
