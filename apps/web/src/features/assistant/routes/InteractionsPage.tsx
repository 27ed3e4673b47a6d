import { Button, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useInteractions } from '../api/interactions';
import { InteractionsTable } from '../components/InteractionsTable';

/** The assistant log (ORG_ADMIN): every exchange, oldest first, page by page. */
export default function InteractionsPage() {
  const log = useInteractions();
  const interactions = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('assistant.log.title')} />
      <Text size="sm" c="dimmed">
        {t('assistant.log.intro')}
      </Text>
      <QueryFeedback isPending={log.isPending} error={log.error} retry={() => log.refetch()} />
      {log.data && interactions.length === 0 && <Text c="dimmed">{t('assistant.log.empty')}</Text>}
      {interactions.length > 0 && <InteractionsTable interactions={interactions} />}
      {interactions.length > 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('assistant.log.shown', { count: interactions.length })}
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
