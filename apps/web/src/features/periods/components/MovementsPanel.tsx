import { Button, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { useMovementPolicy, useSaveMovementPolicy } from '../api/movements';
import type { Period } from '../api/periods';
import { MovementsSection } from './MovementsSection';

/** The threshold, and for an ORG_ADMIN the form that changes it. */
function ThresholdForm({ isAdmin }: { isAdmin: boolean }) {
  const policy = useMovementPolicy();
  const save = useSaveMovementPolicy();
  const form = useForm({
    mode: 'controlled',
    initialValues: { thresholdPercent: '' },
    validate: {
      thresholdPercent: (v) =>
        /^\d{1,4}(\.\d{1,6})?$/.test(v.trim()) && Number(v) > 0 && Number(v) <= 1000
          ? null
          : t('periods.movements.threshold.invalid'),
    },
  });
  if (!policy.data) return null;
  const summary = (
    <Text size="sm" mb="sm">
      {t('periods.movements.threshold.summary', { threshold: policy.data.thresholdPercent })}
    </Text>
  );
  if (!isAdmin) return summary;
  return (
    <>
      {summary}
      <form
        noValidate
        aria-label={t('periods.movements.threshold.title')}
        onSubmit={form.onSubmit((v) =>
          save.mutate(v.thresholdPercent.trim(), {
            onSuccess: () => form.reset(),
            onError: (error) => form.setErrors(fieldErrors(error)),
          }),
        )}
      >
        <Group align="flex-end" gap="sm" mb="md">
          <TextInput
            label={t('periods.movements.threshold.label')}
            placeholder={policy.data.thresholdPercent}
            inputMode="decimal"
            w="14rem"
            {...form.getInputProps('thresholdPercent')}
          />
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('periods.movements.threshold.save')}
          </Button>
        </Group>
      </form>
    </>
  );
}

/**
 * "Movements against the previous period" on the periods screen: pick a period (the latest draft
 * first), see each total against the previous period and explain those above the threshold.
 */
export function MovementsPanel({
  periods,
  canWrite,
  isAdmin,
}: {
  periods: Period[];
  canWrite: boolean;
  isAdmin: boolean;
}) {
  const latestDraft = [...periods].reverse().find((p) => p.status === 'draft') ?? periods.at(-1);
  const [chosen, setChosen] = useState<string | null>(null);
  const periodId = chosen ?? latestDraft?.id ?? null;
  const period = periods.find((p) => p.id === periodId);
  return (
    <section aria-labelledby="movements-title">
      <Title order={2} size="h4" mt="xl" mb="sm" id="movements-title">
        {t('periods.movements.title')}
      </Title>
      <Text size="sm" mb="sm" maw="48rem">
        {t('periods.movements.intro')}
      </Text>
      <ThresholdForm isAdmin={isAdmin} />
      <Select
        label={t('periods.movements.period')}
        data={periods.map((p) => ({ value: p.id, label: p.name }))}
        value={periodId}
        onChange={setChosen}
        allowDeselect={false}
        w="20rem"
        mb="md"
      />
      {period && (
        <>
          {canWrite && period.status !== 'draft' && (
            <Text size="sm" c="dimmed" mb="sm">
              {t('periods.movements.notDraft')}
            </Text>
          )}
          <MovementsSection
            key={period.id}
            periodId={period.id}
            canExplain={canWrite && period.status === 'draft'}
          />
        </>
      )}
    </section>
  );
}
