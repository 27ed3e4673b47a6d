import { Button, Stack, Text } from '@mantine/core';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useAuditLog } from '../api/audit';
import type { AuditSearch } from '../api/audit-search';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { ChainVerification } from './ChainVerification';
import { ResultsVerification } from './ResultsVerification';

/**
 * The audit log, read-only: the hash-chain and results verifications (always of the whole chain and
 * all results), the filters, then the entries newest first, page by page. The administration and
 * the auditor's workspace both show it; actors are named as the API names them.
 */
export function AuditLog({
  search,
  onSearch,
}: {
  search: AuditSearch;
  onSearch: (next: AuditSearch) => void;
}) {
  const log = useAuditLog(search);
  const filtered = Object.keys(search).length > 0;
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <ChainVerification />
      <ResultsVerification />
      <AuditFilters value={search} onChange={onSearch} />
      <QueryFeedback isPending={log.isPending} error={log.error} retry={() => log.refetch()} />
      {log.data && entries.length === 0 && (
        <Text c="dimmed">{t(filtered ? 'admin.audit.emptyFiltered' : 'admin.audit.empty')}</Text>
      )}
      {entries.length > 0 && <AuditTable entries={entries} />}
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
