import { Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useRecordHumanAction } from '../api/interactions';

const ACTIONS = ['accepted', 'modified', 'rejected', 'ignored'] as const;
type Action = (typeof ACTIONS)[number];

/** The asker records what they did with the answer as a whole (append-only; the log shows it). */
export function HumanActionForm({ interactionId }: { interactionId: string }) {
  const record = useRecordHumanAction(interactionId);
  const [action, setAction] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  if (record.data) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('assistant.action.recorded', { action: t(`assistant.action.word.${record.data.action}`) })}
      </Text>
    );
  }
  return (
    <form
      aria-label={t('assistant.action.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (action) record.mutate({ action, ...(note.trim() ? { note: note.trim() } : {}) });
      }}
    >
      <Stack gap="xs">
        <Radio.Group
          label={t('assistant.action.title')}
          value={action}
          onChange={(value) => setAction(value as Action)}
          size="sm"
        >
          <Stack gap={4} mt={4}>
            {ACTIONS.map((a) => (
              <Radio key={a} value={a} label={t(`assistant.action.${a}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('assistant.action.note')}
          size="sm"
          rows={1}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {record.isError && (
          <Text size="sm" c="red" role="alert">
            {errorText(record.error)}
          </Text>
        )}
        <Button
          type="submit"
          size="xs"
          variant="light"
          w="fit-content"
          disabled={!action}
          loading={record.isPending}
        >
          {t('assistant.action.record')}
        </Button>
      </Stack>
    </form>
  );
}
