import { Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useAuditLog } from '../api/audit';
import { useUsers } from '../api/users';
import { AuditTable } from '../components/AuditTable';
import { ChainVerification } from '../components/ChainVerification';

/** The audit log, newest first and page by page, with the hash-chain verification above it. */
export default function AuditPage() {
  const log = useAuditLog();
  const users = useUsers();
  const names = useMemo(
    () => new Map((users.data?.pages ?? []).flatMap((page) => page.items).map((u) => [u.id, u.name])),
    [users.data],
  );
  const userName = useCallback((id: string) => names.get(id), [names]);
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
      <Text size="sm" c="dimmed">
        {t('admin.audit.noFilters')}
      </Text>
      <QueryFeedback isPending={log.isPending} error={log.error} retry={() => log.refetch()} />
      {log.data && entries.length === 0 && <Text c="dimmed">{t('admin.audit.empty')}</Text>}
      {entries.length > 0 && <AuditTable entries={entries} userName={userName} />}
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
