import { Alert, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LazyChart } from '../../../components/charts/LazyChart';
import { errorText } from '../../../components/QueryFeedback';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { type HistoryChoice, useCompareScenarios } from '../api/analysis';
import { useScenarios } from '../api/scenarios';
import { compareOption } from './chart-options';
import { formatT } from './format';
import { ALL_SCOPES, HistoryControls } from './HistoryControls';

const DEFAULT_END = 2030;

/** Business as usual against the chosen scenarios' pathways on one chart, with the numbers as a table. */
export function ComparePanel({ writable }: { writable: boolean }) {
  const scenarios = useScenarios();
  const compare = useCompareScenarios();
  const [chosen, setChosen] = useState<string[]>([]);
  const [endYear, setEndYear] = useState(String(DEFAULT_END));
  const [history, setHistory] = useState<HistoryChoice>(ALL_SCOPES);
  const stored = (scenarios.data?.items ?? []).filter((s) => s.type !== 'business_as_usual');
  const nameOf = useMemo(() => {
    const names = new Map(stored.map((s) => [s.id, s.name]));
    return (id: string) => names.get(id) ?? id;
  }, [stored]);
  const yearValid = /^\d{4}$/.test(endYear.trim());
  const result = compare.data;

  if (!writable) return <Text c="dimmed">{t('planning.readOnly')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('planning.compare.intro')}
      </Text>
      {stored.length === 0 ? (
        <Text c="dimmed">{t('planning.compare.none')}</Text>
      ) : (
        <Checkbox.Group label={t('planning.compare.choose')} value={chosen} onChange={setChosen}>
          <Group gap="md" mt={4}>
            {stored.map((s) => (
              <Checkbox key={s.id} value={s.id} label={s.name} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('planning.compare.endYear')}
          value={endYear}
          onChange={(e) => setEndYear(e.currentTarget.value)}
          error={yearValid ? undefined : t('planning.form.error.year')}
          w="8rem"
        />
        <HistoryControls value={history} onChange={setHistory} />
        <Button
          disabled={chosen.length === 0 || !yearValid || history.scopes.length === 0}
          loading={compare.isPending}
          onClick={() => compare.mutate({ ...history, endYear: Number(endYear), scenarioIds: chosen })}
        >
          {t('planning.compare.run')}
        </Button>
      </Group>
      {compare.fittingOnServer && <Text role="status">{t('planning.fittingOnServer')}</Text>}
      {compare.error && (
        <Alert color="red" role="alert">
          {errorText(compare.error)}
        </Alert>
      )}
      {result && (
        <section aria-labelledby="compare-result-title">
          <Title id="compare-result-title" order={3} size="h5" mb="xs">
            {t('planning.compare.result')}
          </Title>
          <LazyChart option={compareOption(result, nameOf)} label={t('planning.compare.chartLabel')} />
          <ScrollRegion label={t('planning.compare.tableLabel')}>
            <Table striped aria-label={t('planning.compare.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('planning.col.year')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('planning.kind.business_as_usual')}
                  </Table.Th>
                  {result.scenarios.map((s) => (
                    <Table.Th key={s.template.id} scope="col" ta="right">
                      {nameOf(s.template.id)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.businessAsUsual.map((a) => (
                  <Table.Tr key={a.year}>
                    <Table.Th scope="row">
                      {a.year}
                      {!result.years.includes(a.year) && ` ${t('planning.compare.history')}`}
                    </Table.Th>
                    <Table.Td ta="right">{formatT(a.value)}</Table.Td>
                    {result.scenarios.map((s) => {
                      const point = s.pathway.points.find((p) => p.year === a.year);
                      return (
                        <Table.Td key={s.template.id} ta="right">
                          {point ? formatT(point.target) : t('common.none')}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <Text size="sm" mt="xs">
            {t('planning.compare.units')}
          </Text>
        </section>
      )}
    </Stack>
  );
}
