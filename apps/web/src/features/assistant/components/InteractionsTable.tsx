import { Badge, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { Interaction } from '../api/interactions';

/** Answered, withheld by the guard, or failed (the model server did not answer). */
export function outcomeOf(i: Pick<Interaction, 'error' | 'withheld'>): 'answered' | 'withheld' | 'failed' {
  return i.error !== null ? 'failed' : i.withheld ? 'withheld' : 'answered';
}

// Dark enough for 7:1 on white at badge size (Mantine's light greens and yellows fall below 4.5:1).
const COLOURS = { answered: '#1b5e20', withheld: '#7a3300', failed: '#a51111' } as const;

/** The outcome as a badge (its word, not only its colour). */
export function OutcomeBadge({ interaction }: { interaction: Pick<Interaction, 'error' | 'withheld'> }) {
  const outcome = outcomeOf(interaction);
  return (
    <Badge color={COLOURS[outcome]} variant="outline">
      {t(`assistant.log.outcome.${outcome}`)}
    </Badge>
  );
}

const integer = new Intl.NumberFormat('en');

/** The logged exchanges, each opening its full record. */
export function InteractionsTable({ interactions }: { interactions: Interaction[] }) {
  return (
    <div className="ctp-table-scroll">
      <Table aria-label={t('assistant.log.title')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assistant.log.col.when')}</Table.Th>
            <Table.Th scope="col">{t('assistant.log.col.question')}</Table.Th>
            <Table.Th scope="col">{t('assistant.log.col.outcome')}</Table.Th>
            <Table.Th scope="col">{t('assistant.log.col.provider')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('assistant.log.col.tokens')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('assistant.log.col.latency')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {interactions.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <AnchorLink
                  to="/assistant/interactions/$interactionId"
                  params={{ interactionId: i.id }}
                  aria-label={t('assistant.log.openLabel', { when: formatMoment(i.createdAt) })}
                >
                  {formatMoment(i.createdAt)}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {i.query}
                </Text>
              </Table.Td>
              <Table.Td>
                <OutcomeBadge interaction={i} />
              </Table.Td>
              <Table.Td>{i.model ? `${i.provider} · ${i.model}` : i.provider}</Table.Td>
              <Table.Td ta="right">
                {i.tokensIn === null ? t('common.none') : integer.format(i.tokensIn)} /{' '}
                {i.tokensOut === null ? t('common.none') : integer.format(i.tokensOut)}
              </Table.Td>
              <Table.Td ta="right">
                {i.latencyMs === null
                  ? t('common.none')
                  : t('assistant.log.latency', { ms: integer.format(i.latencyMs) })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
