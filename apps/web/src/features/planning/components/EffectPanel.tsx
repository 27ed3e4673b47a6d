import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { LazyChart } from '../../../components/charts/LazyChart';
import { errorText } from '../../../components/QueryFeedback';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { type MessageKey, t } from '../../../i18n/t';
import { type HistoryChoice, useModelInitiatives } from '../api/analysis';
import { effectOption } from './chart-options';
import { formatCostPerTonne, formatFixed, formatMoney, formatT } from './format';
import { ALL_SCOPES, HistoryControls } from './HistoryControls';

/** Sums of a monthly series by year (decimal sums of the API's values). */
function byYear(timeline: string[], values: number[]) {
  const sums = new Map<string, Decimal>();
  timeline.forEach((d, k) => {
    const year = d.slice(0, 4);
    sums.set(year, (sums.get(year) ?? new Decimal(0)).plus(values[k] ?? 0));
  });
  return sums;
}

/** The projection with and without the initiatives, and each initiative's abatement and economics. */
export function EffectPanel({ writable }: { writable: boolean }) {
  const model = useModelInitiatives();
  const [horizon, setHorizon] = useState('60');
  const [history, setHistory] = useState<HistoryChoice>(ALL_SCOPES);
  const valid = /^\d{1,3}$/.test(horizon.trim()) && Number(horizon) >= 1 && Number(horizon) <= 600;
  const result = model.data;
  const baseline = result ? byYear(result.projection.timeline, result.withInitiatives.baseline) : null;
  const reduced = result ? byYear(result.projection.timeline, result.withInitiatives.values) : null;

  if (!writable) return <Text c="dimmed">{t('planning.readOnly')}</Text>;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('planning.effect.horizon')}
          value={horizon}
          onChange={(e) => setHorizon(e.currentTarget.value)}
          error={valid ? undefined : t('planning.effect.horizonError')}
          w="10rem"
        />
        <HistoryControls value={history} onChange={setHistory} />
        <Button
          disabled={!valid || history.scopes.length === 0}
          loading={model.isPending}
          onClick={() => model.mutate({ ...history, horizon: Number(horizon) })}
        >
          {t('planning.effect.run')}
        </Button>
      </Group>
      {model.fittingOnServer && <Text role="status">{t('planning.fittingOnServer')}</Text>}
      {model.error && (
        <Alert color="red" role="alert">
          {errorText(model.error)}
        </Alert>
      )}
      {result && baseline && reduced && (
        <>
          <LazyChart option={effectOption(result)} label={t('planning.effect.chartLabel')} />
          <ScrollRegion label={t('planning.effect.yearsLabel')}>
            <Table striped aria-label={t('planning.effect.yearsLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('planning.col.year')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.baseline')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.with')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.avoided')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...baseline.keys()].map((year) => {
                  const before = baseline.get(year) as Decimal;
                  const after = reduced.get(year) as Decimal;
                  return (
                    <Table.Tr key={year}>
                      <Table.Th scope="row">{year}</Table.Th>
                      <Table.Td ta="right">{formatT(before)}</Table.Td>
                      <Table.Td ta="right">{formatT(after)}</Table.Td>
                      <Table.Td ta="right">{formatT(before.minus(after))}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ScrollRegion label={t('planning.effect.initiativesLabel')}>
            <Table striped aria-label={t('planning.effect.initiativesLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('planning.initiative.name')}</Table.Th>
                  <Table.Th scope="col">{t('planning.initiative.status')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.overHorizon')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.annual')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.curve.col.cost')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.npv')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.effect.payback')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.initiatives.map((i) => (
                  <Table.Tr key={i.initiativeId}>
                    <Table.Th scope="row">{i.name}</Table.Th>
                    <Table.Td>
                      {t(`planning.status.${i.status}` as MessageKey)}
                      {!i.applied && ` ${t('planning.effect.notApplied')}`}
                    </Table.Td>
                    <Table.Td ta="right">{formatT(i.abatementOverHorizon)}</Table.Td>
                    <Table.Td ta="right">{formatT(i.economics.annualAbatement)}</Table.Td>
                    <Table.Td ta="right">
                      {i.economics.costPerTonne === null
                        ? t('common.none')
                        : formatCostPerTonne(i.economics.costPerTonne)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(i.economics.npv)}</Table.Td>
                    <Table.Td ta="right">
                      {i.economics.paybackYears === null
                        ? t('planning.effect.never')
                        : formatFixed(i.economics.paybackYears, 1)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <Text size="sm">{t('planning.effect.note')}</Text>
        </>
      )}
    </Stack>
  );
}
