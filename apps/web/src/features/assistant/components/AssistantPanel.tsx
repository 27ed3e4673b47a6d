import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { type MessageKey, t } from '../../../i18n/t';
import { useConversation } from '../api/use-conversation';
import { TurnView } from './TurnView';

const EXAMPLES: MessageKey[] = [
  'assistant.example.totals',
  'assistant.example.changes',
  'assistant.example.gaps',
  'assistant.example.factors',
];

/** The conversation in the panel: earlier turns, the question box and, for administrators, the log. */
export function AssistantPanel({
  organizationId,
  canReadLog,
  onNavigate,
}: {
  organizationId: string;
  canReadLog: boolean;
  onNavigate: () => void;
}) {
  const { turns, ask, busy, restart } = useConversation(organizationId);
  const [query, setQuery] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  // Keep the newest part of the conversation in view as it arrives.
  // (A block body: Chromium's scrollIntoView returns a promise, which an effect must not return.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the last turn grows
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length, last?.streamed, last?.answer]);

  const send = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || busy) return;
    ask(trimmed);
    setQuery('');
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('assistant.intro')}
      </Text>
      {turns.length === 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('assistant.examples')}
          </Text>
          <Group gap="xs">
            {EXAMPLES.map((key) => (
              <Button key={key} size="xs" variant="light" onClick={() => send(t(key))}>
                {t(key)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {turns.map((turn) => (
        <TurnView key={turn.key} turn={turn} onNavigate={onNavigate} />
      ))}
      <div ref={end} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(query);
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('assistant.question')}
            description={t('assistant.questionHint')}
            rows={2}
            maxLength={4000}
            value={query}
            data-autofocus
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send(query);
              }
            }}
          />
          <Group justify="space-between">
            <Button type="submit" loading={busy} disabled={query.trim() === ''}>
              {t('assistant.ask')}
            </Button>
            <Group gap="sm">
              {turns.length > 0 && (
                <Button variant="subtle" size="xs" onClick={restart}>
                  {t('assistant.restart')}
                </Button>
              )}
              {canReadLog && (
                <AnchorLink to="/assistant/interactions" size="sm" onClick={onNavigate}>
                  {t('assistant.log')}
                </AnchorLink>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
