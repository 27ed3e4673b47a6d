import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { useAskRequest } from '../api/audit';

/** The auditor asks the organization for a document or an explanation on the item being viewed. */
export function ItemAskForm({ periodId, resultId }: { periodId: string; resultId: string }) {
  const ask = useAskRequest();
  const [message, setMessage] = useState('');
  return (
    <form
      aria-label={t('audit.ask.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (message.trim() === '') return;
        ask.mutate({ periodId, resultId, message }, { onSuccess: () => setMessage('') });
      }}
    >
      <Group align="end" gap="sm">
        <Textarea
          label={t('audit.ask.message')}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
          minRows={1}
          w="30rem"
        />
        <Button type="submit" disabled={message.trim() === ''} loading={ask.isPending}>
          {t('audit.ask.submit')}
        </Button>
      </Group>
    </form>
  );
}
