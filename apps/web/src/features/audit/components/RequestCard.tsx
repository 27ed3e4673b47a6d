import { Badge, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { EvidenceFileSummary, type EvidenceItem } from '../../evidence';
import { type AuditRequest, useAnswerRequest } from '../api/audit';

/** What a writer may attach to an answer: the item's evidence, one already chosen (just uploaded). */
export interface Attachable {
  items: readonly EvidenceItem[];
  chosen: string | null;
}

/**
 * One request: what was asked, the answer with the attached file (name, size, SHA-256, download), or
 * (for a writer) the form to answer it once. With `attachable` (on the item's own view, where its
 * evidence is known) the answer can attach one of the item's evidence files.
 */
export function RequestCard({
  request,
  canAnswer,
  attachable,
  linkToItem = false,
}: {
  request: AuditRequest;
  canAnswer: boolean;
  attachable?: Attachable | undefined;
  linkToItem?: boolean;
}) {
  const answer = useAnswerRequest();
  const [note, setNote] = useState('');
  // Untouched (undefined) follows the file just uploaded; a choice, even none, is the writer's.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const evidenceId = picked === undefined ? (attachable?.chosen ?? null) : picked;
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
      {linkToItem && (
        <AnchorLink
          to="/audit/periods/$periodId/results/$resultId"
          params={{ periodId: request.periodId, resultId: request.resultId }}
          size="sm"
          mb="xs"
        >
          {t('audit.requests.openItem')}
        </AnchorLink>
      )}
      {request.answer !== null && (
        <Text size="sm" c="dimmed">
          {t('audit.requests.answer', { answer: request.answer })}
        </Text>
      )}
      {request.evidence && (
        <Stack gap={2} mt="xs">
          <Text size="sm" fw={500}>
            {t('audit.requests.attached')}
          </Text>
          <EvidenceFileSummary file={request.evidence} />
        </Stack>
      )}
      {open && canAnswer && (
        <Group align="end" gap="sm">
          <Textarea
            label={t('audit.requests.answerLabel')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={2}
            w="26rem"
          />
          {attachable && (
            <Select
              label={t('audit.requests.attach')}
              placeholder={t('audit.requests.attachNone')}
              data={attachable.items.map((item) => ({
                value: item.evidenceId,
                label: item.latest.fileName,
              }))}
              value={evidenceId}
              onChange={setPicked}
              clearable
              w="18rem"
            />
          )}
          <Button
            disabled={note.trim() === ''}
            loading={answer.isPending}
            onClick={() =>
              answer.mutate({ id: request.id, answer: note, ...(evidenceId ? { evidenceId } : {}) })
            }
          >
            {t('audit.requests.submitAnswer')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
