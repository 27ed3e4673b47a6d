import { Button, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useAuditLog } from '../api/audit';
import { useTokens } from '../api/tokens';
import { useUsers } from '../api/users';
import { AuditFilters } from '../components/AuditFilters';
import { type ActorNames, AuditTable } from '../components/AuditTable';
import { ChainVerification } from '../components/ChainVerification';
import { ResultsVerification } from '../components/ResultsVerification';

const route = getRouteApi('/app/admin/audit');

/**
 * The audit log, newest first and page by page, narrowed by its filters (kept in the address), with
 * the hash-chain and results verifications above it (always of the whole chain and all results).
 */
export default function AuditPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const log = useAuditLog(search);
  const filtered = Object.keys(search).length > 0;
  const users = useUsers();
  const tokens = useTokens();
  const names = useMemo((): ActorNames => {
    const byId = (pages: { items: { id: string; name: string }[] }[] | undefined) =>
      new Map((pages ?? []).flatMap((page) => page.items).map((item) => [item.id, item.name]));
    const userNames = byId(users.data?.pages);
    const tokenNames = byId(tokens.data?.pages);
    return { user: (id) => userNames.get(id), token: (id) => tokenNames.get(id) };
  }, [users.data, tokens.data]);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-audit-title">
      <Title order={2} size="h3" id="admin-audit-title">
        {t('admin.audit.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.audit.intro')}
      </Text>
      <ChainVerification />
      <ResultsVerification />
      <AuditFilters value={search} onChange={(next) => navigate({ search: next })} />
      <QueryFeedback isPending={log.isPending} error={log.error} retry={() => log.refetch()} />
      {log.data && entries.length === 0 && (
        <Text c="dimmed">{t(filtered ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}</Text>
      )}
      {entries.length > 0 && <AuditTable entries={entries} names={names} />}
      {entries.length > 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('admin.audit.shown', { count: entries.length })}
        </Text>
      )}
      {log.hasNextPage && (
        <Button
          w="fit-content"
          variant="default"
          loading={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {t('common.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
