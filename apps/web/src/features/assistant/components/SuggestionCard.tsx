import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useRecordHumanAction } from '../api/interactions';
import { suggestionTarget } from '../api/suggestion-target';

/**
 * A suggested change to data: what to change, the screen where a person would change it, and
 * confirm or reject (recorded as what the asker did with that suggestion; nothing is changed).
 */
export function SuggestionCard({
  interactionId,
  suggestion,
  onNavigate,
}: {
  interactionId: string;
  suggestion: { index: number; text: string };
  onNavigate?: () => void;
}) {
  const record = useRecordHumanAction(interactionId);
  const target = suggestionTarget(suggestion.text);
  const number = suggestion.index + 1;
  const decide = (action: 'accepted' | 'rejected') =>
    record.mutate({ suggestionIndex: suggestion.index, action });
  const recorded = record.data?.action;
  return (
    <Paper withBorder p="sm" radius="sm" component="li">
      <Stack gap="xs">
        <Text size="sm">{suggestion.text}</Text>
        <AnchorLink to={target.to} size="sm" onClick={onNavigate}>
          {t(target.label)}
        </AnchorLink>
        {recorded ? (
          <Text size="sm" c="dimmed" role="status">
            {t('assistant.suggestion.recorded', { action: t(`assistant.action.word.${recorded}`) })}
          </Text>
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              aria-label={t('assistant.suggestion.confirm', { number })}
              loading={record.isPending && record.variables?.action === 'accepted'}
              disabled={record.isPending}
              onClick={() => decide('accepted')}
            >
              {t('assistant.suggestion.confirmShort')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={t('assistant.suggestion.reject', { number })}
              loading={record.isPending && record.variables?.action === 'rejected'}
              disabled={record.isPending}
              onClick={() => decide('rejected')}
            >
              {t('assistant.suggestion.rejectShort')}
            </Button>
          </Group>
        )}
        {record.isError && (
          <Text size="sm" c="red" role="alert">
            {errorText(record.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
