import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type CreatedApiToken, useTokens } from '../api/tokens';
import { TokenForm } from '../components/TokenForm';
import { TokenSecretDialog } from '../components/TokenSecretDialog';
import { TokensTable } from '../components/TokensTable';

/** API tokens: create (the secret shown once), list page by page, revoke. */
export default function TokensPage() {
  const tokens = useTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const all = tokens.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby="admin-tokens-title">
      <Title order={2} size="h3" id="admin-tokens-title">
        {t('admin.tokens.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.tokens.intro')}
      </Text>
      <Paper withBorder p="md">
        <TokenForm onCreated={setCreated} />
      </Paper>
      <QueryFeedback isPending={tokens.isPending} error={tokens.error} retry={() => tokens.refetch()} />
      {tokens.data && all.length === 0 && <Text c="dimmed">{t('admin.tokens.empty')}</Text>}
      {all.length > 0 && <TokensTable tokens={all} />}
      {tokens.hasNextPage && (
        <Button
          w="fit-content"
          variant="default"
          loading={tokens.isFetchingNextPage}
          onClick={() => tokens.fetchNextPage()}
        >
          {t('common.loadMore')}
        </Button>
      )}
      <TokenSecretDialog token={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
