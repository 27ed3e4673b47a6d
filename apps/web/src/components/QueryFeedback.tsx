import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { ApiError } from '../api/problem';
import { StillOnServerError } from '../api/queued-job';
import { t } from '../i18n/t';

/** Words for a failed request: the server's problem when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof StillOnServerError) return t(error.messageKey, { id: error.jobId });
  if (error instanceof ApiError) {
    if (error.status === 403) return t('error.forbidden');
    // No problem document: a proxy or the network answered, not the server.
    if (error.problem === undefined && error.status >= 500) return t('error.network');
    return error.message;
  }
  return t('error.network');
}

/** The loading and failure states of a query, the same on every screen. */
export function QueryFeedback({
  isPending,
  error,
  retry,
}: {
  isPending: boolean;
  error: unknown;
  retry?: () => void;
}) {
  if (error) {
    return (
      <Alert color="red" title={t('error.title')} role="alert">
        <Text size="sm">{errorText(error)}</Text>
        {retry && (
          <Button mt="sm" size="xs" variant="light" onClick={retry}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('common.loading')}</Text>
      </Group>
    );
  }
  return null;
}
