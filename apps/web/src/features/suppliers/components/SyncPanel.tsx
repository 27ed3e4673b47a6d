import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorText, QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useSyncNow, useSyncs } from '../api/exchange';
import { SUPPLIERS, type Supplier } from '../api/suppliers';
import { SyncHistory } from './SyncHistory';
import { syncStatusText } from './sync-words';

/** The last sync's state and reason, "Sync now" for administrators, and the sync history. */
export function SyncPanel({ supplier, canSync }: { supplier: Supplier; canSync: boolean }) {
  const syncs = useSyncs(supplier.id);
  const syncNow = useSyncNow(supplier.id);
  const items = syncs.data?.items ?? [];
  const busy = items.some((sync) => sync.status === 'queued' || sync.status === 'running');
  // When a sync ends, what it changed (status, footprints, purchases' activity) is read again.
  const queryClient = useQueryClient();
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy)
      void queryClient.invalidateQueries({ queryKey: [...SUPPLIERS, supplier.id] });
    wasBusy.current = busy;
  }, [busy, queryClient, supplier.id]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" role="status" data-testid="sync-state">
          {t('suppliers.sync.last', { status: syncStatusText(supplier.sync.status) })}
          {supplier.sync.error
            ? ` ${t('suppliers.sync.reason', { message: supplier.sync.error.message })}`
            : ''}
        </Text>
        {canSync && (
          <Button onClick={() => syncNow.mutate()} loading={syncNow.isPending || busy}>
            {t('suppliers.sync.now')}
          </Button>
        )}
      </Group>
      {syncNow.error ? (
        <Alert color="red" role="alert">
          {errorText(syncNow.error)}
        </Alert>
      ) : null}
      <QueryFeedback isPending={syncs.isPending} error={syncs.error} retry={() => syncs.refetch()} />
      {syncs.data && items.length === 0 && <Text c="dimmed">{t('suppliers.syncs.empty')}</Text>}
      {items.length > 0 && <SyncHistory syncs={items} />}
    </Stack>
  );
}
