import { Alert, Stack, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { ChatAnswer } from '../api/stream';
import { AnswerText } from './AnswerText';
import { HumanActionForm } from './HumanActionForm';
import { SuggestionCard } from './SuggestionCard';

/**
 * A guarded answer: its text with linked figures, or why it was withheld; the suggested changes a
 * person must confirm; and where the asker records what they did with it.
 */
export function AnswerView({ answer, onNavigate }: { answer: ChatAnswer; onNavigate?: () => void }) {
  const withheld = answer.status === 'withheld';
  return (
    <Stack gap="sm">
      {withheld ? (
        <Alert color="yellow" title={t('assistant.withheld.title')} data-testid="assistant-withheld">
          <Text size="sm">{t('assistant.withheld.body')}</Text>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {answer.response}
          </Text>
        </Alert>
      ) : (
        <AnswerText
          response={answer.response}
          figures={answer.figures}
          {...(onNavigate ? { onNavigate } : {})}
        />
      )}
      {answer.suggestions.length > 0 && (
        <Stack gap="xs" component="section" aria-label={t('assistant.suggestions.title')}>
          <Title order={4} size="h6">
            {t('assistant.suggestions.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('assistant.suggestion.hint')}
          </Text>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {answer.suggestions.map((s) => (
              <SuggestionCard
                key={s.index}
                interactionId={answer.interactionId}
                suggestion={s}
                {...(onNavigate ? { onNavigate } : {})}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {answer.guard.figuresChecked === 1
          ? t('assistant.metaOne', { provider: answer.provider })
          : t('assistant.meta', { count: answer.guard.figuresChecked, provider: answer.provider })}
      </Text>
      <HumanActionForm interactionId={answer.interactionId} />
    </Stack>
  );
}
