import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import { ScopeSwatch } from '../../../components/ScopeSwatch';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { formatPercent, formatTonnes, formatTonnesDelta } from '../../../lib/emissions';
import type { Restatement } from '../api/periods';
import { scopeChanges } from './totals';

/** Whether the change is significant against the base-year policy, in words. */
function significanceText(r: Restatement): string | null {
  const s = r.significance;
  if (r.status === 'open') return null;
  if (s === null) return t('periods.restatements.noPolicy');
  const values = {
    percent:
      s.changePercent === null
        ? t('common.none')
        : formatPercent(new Decimal(s.changePercent)).replace(/^\+/, ''),
    year: s.baseYear,
    threshold: s.thresholdPercent,
  };
  return t(
    s.significant ? 'periods.restatements.significant' : 'periods.restatements.notSignificant',
    values,
  );
}

/** One restatement: cause, reason, status, and old, new and delta totals by scope (exact, shown in tonnes). */
export function RestatementCard({
  restatement: r,
  periodName,
}: {
  restatement: Restatement;
  periodName: string;
}) {
  const headingId = `restatement-${r.id}`;
  const rows = scopeChanges(r.oldTotals, r.newTotals ?? []);
  const significance = significanceText(r);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={headingId}>
            {t('periods.restatements.heading', { name: periodName, cause: t(`periods.cause.${r.cause}`) })}
          </Title>
          <Badge color={r.status === 'open' ? 'yellow.4' : 'teal.9'} variant="filled" autoContrast>
            {t(r.status === 'open' ? 'periods.restatements.open' : 'periods.restatements.completed')}
          </Badge>
        </Group>
        <dl className="ctp-override-facts">
          <dt>{t('periods.restatements.reason')}</dt>
          <dd className="ctp-prewrap">{r.reason}</dd>
          <dt>{t('periods.restatements.reopened')}</dt>
          <dd>{formatMoment(r.reopenedAt)}</dd>
          {r.completedAt && (
            <>
              <dt>{t('periods.restatements.completedAt')}</dt>
              <dd>{formatMoment(r.completedAt)}</dd>
            </>
          )}
        </dl>
        <ScrollRegion label={t('periods.restatements.byScope', { name: periodName })}>
          <Table aria-label={t('periods.restatements.byScope', { name: periodName })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('periods.restatements.col.scope')}</Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('periods.restatements.col.old')}
                </Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('periods.restatements.col.new')}
                </Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('periods.restatements.col.delta')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.series}>
                  <Table.Th scope="row" fw={400}>
                    <ScopeSwatch series={row.series} />
                    {t(row.label)}
                  </Table.Th>
                  <Table.Td className="ctp-num">{formatTonnes(row.oldKg)}</Table.Td>
                  <Table.Td className="ctp-num">
                    {r.newTotals === null ? t('common.none') : formatTonnes(row.newKg)}
                  </Table.Td>
                  <Table.Td className="ctp-num">
                    {r.newTotals === null ? t('common.none') : formatTonnesDelta(row.newKg.minus(row.oldKg))}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">{t('periods.restatements.total')}</Table.Th>
                <Table.Td className="ctp-num">{formatTonnes(r.oldTotalCo2eKg)}</Table.Td>
                <Table.Td className="ctp-num">
                  {r.newTotalCo2eKg === null ? t('common.none') : formatTonnes(r.newTotalCo2eKg)}
                </Table.Td>
                <Table.Td className="ctp-num">
                  {r.deltaCo2eKg === null ? t('common.none') : formatTonnesDelta(new Decimal(r.deltaCo2eKg))}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        {significance !== null && (
          <Text size="sm" fw={r.significance?.significant ? 600 : 400}>
            {significance}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
