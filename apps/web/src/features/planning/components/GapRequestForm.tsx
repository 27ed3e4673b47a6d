import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import type { HistoryChoice } from '../api/analysis';
import { useScenarios } from '../api/scenarios';
import { ALL_SCOPES, HistoryControls } from './HistoryControls';

/** What a gap analysis is asked for: a stored target, an optional end year, the history. */
export type GapInput = HistoryChoice & { scenarioId: string; endYear?: number };

/** Chooses the target scenario (never business as usual), the last year and the history, then runs. */
export function GapRequestForm({
  onRun,
  pending,
  runLabel,
}: {
  onRun: (input: GapInput) => void;
  pending: boolean;
  runLabel: string;
}) {
  const scenarios = useScenarios();
  const targets = (scenarios.data?.items ?? []).filter((s) => s.type !== 'business_as_usual');
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const [endYear, setEndYear] = useState('');
  const [history, setHistory] = useState<HistoryChoice>(ALL_SCOPES);
  const yearValid = endYear.trim() === '' || /^\d{4}$/.test(endYear.trim());
  const chosen = scenarioId ?? targets[0]?.id ?? null;

  if (scenarios.data && targets.length === 0) return <Text c="dimmed">{t('planning.gap.noTargets')}</Text>;
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={t('planning.gap.target')}
        data={targets.map((s) => ({ value: s.id, label: s.name }))}
        value={chosen}
        onChange={setScenarioId}
        allowDeselect={false}
        w="18rem"
      />
      <TextInput
        label={t('planning.gap.endYear')}
        description={t('planning.gap.endYearHint')}
        value={endYear}
        onChange={(e) => setEndYear(e.currentTarget.value)}
        error={yearValid ? undefined : t('planning.form.error.year')}
        w="10rem"
      />
      <HistoryControls value={history} onChange={setHistory} />
      <Button
        disabled={chosen === null || !yearValid || history.scopes.length === 0}
        loading={pending}
        onClick={() =>
          chosen &&
          onRun({
            ...history,
            scenarioId: chosen,
            ...(endYear.trim() === '' ? {} : { endYear: Number(endYear) }),
          })
        }
      >
        {runLabel}
      </Button>
    </Group>
  );
}
