import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Turn } from '../api/use-conversation';
import { AnswerView } from './AnswerView';

/** One question and its answer: streamed text while it arrives, then the full guarded answer. */
export function TurnView({ turn, onNavigate }: { turn: Turn; onNavigate?: () => void }) {
  const pending = turn.answer === undefined && turn.error === undefined;
  return (
    <Stack
      gap="xs"
      component="article"
      aria-label={t('assistant.you')}
      // How the answer arrived (pieces of guarded text, characters generated): read by the e2e test.
      data-pieces={turn.pieces}
      data-generated={turn.generated}
      data-done={!pending}
    >
      <Paper bg="var(--mantine-color-gray-1)" p="xs" radius="sm">
        <Text size="xs" c="dimmed">
          {t('assistant.you')}
        </Text>
        <Text size="sm">{turn.query}</Text>
      </Paper>
      <div aria-live="polite" aria-busy={pending}>
        {pending && (
          <Stack gap={4}>
            {turn.streamed !== '' && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="assistant-streaming">
                {turn.streamed}
              </Text>
            )}
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="xs" c="dimmed">
                {turn.streamed !== ''
                  ? t('assistant.streaming')
                  : turn.generated > 0
                    ? t('assistant.generating', { count: turn.generated })
                    : t('assistant.waiting')}
              </Text>
            </Group>
          </Stack>
        )}
        {turn.error !== undefined && (
          <Alert color="red" role="alert">
            {t('assistant.failed', { reason: errorText(turn.error) })}
          </Alert>
        )}
      </div>
      {turn.answer && <AnswerView answer={turn.answer} {...(onNavigate ? { onNavigate } : {})} />}
    </Stack>
  );
}
