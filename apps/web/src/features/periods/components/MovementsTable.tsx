import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatTonnes, formatTonnesDelta } from '../../../lib/emissions';
import type { MovementLine, PeriodMovements } from '../api/movements';
import { ExplainForm } from './ExplainForm';
import { changeLabel, lineLabel, lineState } from './movement-lines';

const STATE_BADGE = {
  missing: { color: 'red.9', key: 'periods.movements.state.missing' },
  stale: { color: 'red.9', key: 'periods.movements.state.stale' },
  explained: { color: 'teal.9', key: 'periods.movements.state.explained' },
  within: { color: 'gray.2', key: 'periods.movements.state.within' },
} as const;

/** The explanation cell: the text (or the inline form when the viewer may explain it now). */
function ExplanationCell({
  periodId,
  line,
  canExplain,
}: {
  periodId: string;
  line: MovementLine;
  canExplain: boolean;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) return <ExplainForm periodId={periodId} line={line} onDone={() => setEditing(false)} />;
  return (
    <Stack gap={4} align="flex-start">
      {line.explanation && <Text size="sm">{line.explanation.explanation}</Text>}
      {line.explanation && line.explanationStale && (
        <Text size="xs" c="red.9">
          {t('periods.movements.staleNote', {
            previous: formatTonnes(line.explanation.previousCo2eKg),
            current: formatTonnes(line.explanation.currentCo2eKg),
          })}
        </Text>
      )}
      {canExplain && (line.aboveThreshold || line.explanation) && (
        <Button size="compact-xs" variant="light" onClick={() => setEditing(true)}>
          {t(line.explanation ? 'periods.movements.revise' : 'periods.movements.explain', {
            line: lineLabel(line),
          })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A period's totals against the previous period: each line's figures, its change, whether it needs
 * an explanation (missing ones highlighted) and the explanation. `canExplain` offers the inline form
 * (a writer, on a draft period); without it the table is read-only, as the auditor sees it.
 */
export function MovementsTable({
  periodId,
  movements,
  canExplain,
}: {
  periodId: string;
  movements: PeriodMovements;
  canExplain: boolean;
}) {
  const caption = t('periods.movements.caption', {
    from: movements.previous.periodStart,
    to: movements.previous.periodEnd,
    threshold: movements.thresholdPercent,
  });
  return (
    <ScrollRegion label={t('periods.movements.title')}>
      <Table aria-label={t('periods.movements.title')} verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('periods.movements.col.line')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('periods.movements.col.previous')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('periods.movements.col.current')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('periods.movements.col.change')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('periods.movements.col.percent')}
            </Table.Th>
            <Table.Th scope="col">{t('periods.movements.col.state')}</Table.Th>
            <Table.Th scope="col">{t('periods.movements.col.explanation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.lines.map((line) => {
            const state = lineState(line);
            return (
              <Table.Tr
                key={line.key}
                data-state={state}
                {...(state === 'missing' || state === 'stale' ? { bg: 'red.0' } : {})}
              >
                <Table.Th scope="row">{lineLabel(line)}</Table.Th>
                <Table.Td className="ctp-num">{formatTonnes(line.previousCo2eKg)}</Table.Td>
                <Table.Td className="ctp-num">{formatTonnes(line.currentCo2eKg)}</Table.Td>
                <Table.Td className="ctp-num">{formatTonnesDelta(new Decimal(line.changeCo2eKg))}</Table.Td>
                <Table.Td className="ctp-num">{changeLabel(line)}</Table.Td>
                <Table.Td>
                  <Badge
                    color={STATE_BADGE[state].color}
                    variant="filled"
                    autoContrast
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(STATE_BADGE[state].key)}
                  </Badge>
                </Table.Td>
                <Table.Td miw="16rem">
                  <ExplanationCell periodId={periodId} line={line} canExplain={canExplain} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
