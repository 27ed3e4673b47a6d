import { Badge, Button, Card, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { type AuditRequest, useAnswerRequest } from '../api/audit';

/** One request: what was asked, and the answer, or (for a writer) the form to answer it once. */
export function RequestCard({ request, canAnswer }: { request: AuditRequest; canAnswer: boolean }) {
  const answer = useAnswerRequest();
  const [note, setNote] = useState('');
  const open = request.status === 'open';
  return (
    <Card withBorder padding="sm" data-testid="audit-request">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {t('audit.requests.asked', { date: formatMoment(request.createdAt) })}
        </Text>
        <Badge color={open ? 'yellow.4' : 'teal.9'} variant="filled" autoContrast>
          {t(open ? 'audit.requests.open' : 'audit.requests.answered')}
        </Badge>
      </Group>
      <Text size="sm" mb="xs">
        {request.message}
      </Text>
      {request.answer !== null && (
        <Text size="sm" c="dimmed">
          {t('audit.requests.answer', { answer: request.answer })}
        </Text>
      )}
      {open && canAnswer && (
        <Group align="end" gap="sm">
          <Textarea
            label={t('audit.requests.answerLabel')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            minRows={1}
            w="30rem"
          />
          <Button
            disabled={note.trim() === ''}
            loading={answer.isPending}
            onClick={() => answer.mutate({ id: request.id, answer: note })}
          >
            {t('audit.requests.submitAnswer')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
