import { Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { InteractionDetail } from '../api/interactions';
import { OutcomeBadge } from './InteractionsTable';

interface Finding {
  kind: string;
  text: string;
  reason?: string;
}

const findingsOf = (guard: InteractionDetail['guard']): Finding[] =>
  Array.isArray(guard?.findings) ? (guard.findings as Finding[]) : [];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw="11rem">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

/** One logged exchange as an administrator reviews it: the question, the answer, the guard, the actions. */
export function InteractionRecord({ interaction: i }: { interaction: InteractionDetail }) {
  const findings = findingsOf(i.guard);
  const periods = Array.isArray(i.contextSummary?.periods) ? (i.contextSummary.periods as string[]) : [];
  const asker = i.userId
    ? t('assistant.log.askerUser', { id: i.userId })
    : t('assistant.log.askerToken', { id: i.apiTokenId ?? t('common.none') });
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Text fw={600}>{i.query}</Text>
          <Fact label={t('assistant.log.col.outcome')}>
            <OutcomeBadge interaction={i} />
          </Fact>
          <Fact label={t('assistant.log.asker')}>
            <span className="ctp-mono">{asker}</span>
          </Fact>
          <Fact label={t('assistant.log.intent')}>{i.intent ?? t('common.none')}</Fact>
          <Fact label={t('assistant.log.periods')}>{periods.join(', ') || t('common.none')}</Fact>
          <Fact label={t('assistant.log.col.provider')}>{i.provider}</Fact>
          <Fact label={t('assistant.log.model')}>{i.model ?? t('assistant.log.noModel')}</Fact>
          <Fact label={t('assistant.log.prompt')}>{i.promptTemplateVersion}</Fact>
        </Stack>
      </Paper>
      <section aria-labelledby="interaction-response">
        <Title order={2} size="h4" id="interaction-response" mb="xs">
          {t('assistant.log.response')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {i.response ?? t('common.none')}
        </Text>
        {i.error && (
          <Text size="sm" c="red" mt="xs">
            {t('assistant.log.error')}: {i.error.code} — {i.error.message}
          </Text>
        )}
      </section>
      <section aria-labelledby="interaction-findings">
        <Title order={2} size="h4" id="interaction-findings" mb="xs">
          {t('assistant.log.findings')}
        </Title>
        {findings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assistant.log.noFindings')}
          </Text>
        ) : (
          <List size="sm">
            {findings.map((f) => (
              <List.Item key={`${f.kind}:${f.text}:${f.reason ?? ''}`}>
                <Code>{f.kind}</Code> {f.text}
                {f.reason ? ` (${f.reason})` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="interaction-actions">
        <Title order={2} size="h4" id="interaction-actions" mb="xs">
          {t('assistant.log.actions')}
        </Title>
        {i.humanActions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assistant.log.noActions')}
          </Text>
        ) : (
          <Table aria-label={t('assistant.log.actions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('assistant.log.col.when')}</Table.Th>
                <Table.Th scope="col">{t('assistant.log.col.suggestion')}</Table.Th>
                <Table.Th scope="col">{t('assistant.log.col.action')}</Table.Th>
                <Table.Th scope="col">{t('assistant.log.col.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {i.humanActions.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatMoment(a.createdAt)}</Table.Td>
                  <Table.Td>
                    {a.suggestionIndex === null
                      ? t('assistant.log.wholeAnswer')
                      : t('assistant.log.suggestionNumber', { number: a.suggestionIndex + 1 })}
                  </Table.Td>
                  <Table.Td>{t(`assistant.action.word.${a.action}`)}</Table.Td>
                  <Table.Td>{a.note ?? t('common.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
      {i.rawResponse !== null && i.rawResponse !== i.response && (
        <details>
          <summary>
            <Text span size="sm">
              {t('assistant.log.raw')}
            </Text>
          </summary>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {i.rawResponse}
          </Text>
        </details>
      )}
      <Text size="xs" c="dimmed" className="ctp-mono">
        {i.id} · {formatMoment(i.createdAt)}
      </Text>
    </Stack>
  );
}
