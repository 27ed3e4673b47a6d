import { Alert, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Facility } from '../../facilities';
import { type CalculationRequest, type CalculationRun, useStartRun } from '../api/runs';

interface Values {
  periodStart: string;
  periodEnd: string;
  facilityIds: string[];
  gwpSet: 'AR4' | 'AR5' | 'AR6';
}

const required = (value: string) => (value === '' ? t('calculations.error.required') : null);

/** Starts a calculation for a period and, optionally, some facilities. Rendered for writers only. */
export function RunForm({
  facilities,
  initial,
  onStarted,
}: {
  facilities: Facility[];
  initial?: { periodStart: string; periodEnd: string };
  onStarted: (run: CalculationRun) => void;
}) {
  const start = useStartRun();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      periodStart: initial?.periodStart ?? '',
      periodEnd: initial?.periodEnd ?? '',
      facilityIds: [],
      gwpSet: 'AR6',
    },
    validate: {
      periodStart: required,
      periodEnd: (value, values) =>
        required(value) ??
        (values.periodStart && value < values.periodStart ? t('calculations.error.periodOrder') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    const body: CalculationRequest = {
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      gwpSet: values.gwpSet,
      ...(values.facilityIds.length > 0 ? { facilityIds: values.facilityIds } : {}),
    };
    start.mutate(body, {
      onSuccess: (run) => onStarted(run),
      onError: (error) => {
        const fields = fieldErrors(error);
        for (const [field, message] of Object.entries(fields)) form.setFieldError(field, message);
      },
    });
  });

  const unfielded = start.error && Object.keys(fieldErrors(start.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('calculations.start')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label={t('calculations.periodStart')}
            required
            {...form.getInputProps('periodStart')}
          />
          <TextInput
            type="date"
            label={t('calculations.periodEnd')}
            required
            {...form.getInputProps('periodEnd')}
          />
          <Select
            label={t('calculations.gwpSet')}
            w="8rem"
            data={['AR6', 'AR5', 'AR4']}
            allowDeselect={false}
            {...form.getInputProps('gwpSet')}
          />
        </Group>
        <MultiSelect
          label={t('calculations.facilities')}
          description={t('calculations.facilitiesHint')}
          placeholder={form.values.facilityIds.length === 0 ? t('calculations.allFacilities') : undefined}
          data={facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
          searchable
          clearable
          maw="40rem"
          {...form.getInputProps('facilityIds')}
        />
        {unfielded && (
          <Alert color="red" role="alert">
            {errorText(start.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={start.isPending}>
            {t('calculations.submit')}
          </Button>
          {start.onServer && <Text role="status">{t('calculations.onServer')}</Text>}
        </Group>
      </Stack>
    </form>
  );
}
