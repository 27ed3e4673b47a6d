import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { formatQuantity } from '../../../lib/emissions';
import { useFacilities } from '../../facilities';
import { type Instrument, useAllocate } from '../api/instruments';
import { LedgerRefusal } from './LedgerRefusal';

const POSITIVE = /^(?=.*[1-9])\d+(\.\d+)?$/;

/**
 * Allocates part of an instrument to one facility's consumption in a period. The server checks the
 * Scope 2 Quality Criteria (vintage, market boundary, retirement, volume) and names any it fails.
 */
export function AllocateForm({ instrument }: { instrument: Instrument }) {
  const facilities = useFacilities();
  const allocate = useAllocate();
  const required = (value: string) => (value.trim() === '' ? t('instruments.form.required') : null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { facilityId: '', periodStart: '', periodEnd: '', volumeMwh: '' },
    validate: {
      facilityId: required,
      periodStart: required,
      periodEnd: (value, values) =>
        required(value) ??
        (values.periodStart !== '' && value < values.periodStart ? t('instruments.form.dates') : null),
      volumeMwh: (value) =>
        required(value) ?? (POSITIVE.test(value.trim()) ? null : t('instruments.form.decimal')),
    },
  });
  const facilityName = (id: string) => facilities.data?.find((f) => f.id === id)?.name ?? id;
  const submit = form.onSubmit((values) =>
    allocate.mutate(
      { id: instrument.id, body: { ...values, volumeMwh: values.volumeMwh.trim() } },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error)))
            form.setFieldError(field, message);
        },
      },
    ),
  );
  if (facilities.data && facilities.data.length === 0) {
    return <Text c="dimmed">{t('instruments.allocate.noFacility')}</Text>;
  }
  const unfielded = allocate.error && Object.keys(fieldErrors(allocate.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('instruments.allocate.title')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t('instruments.allocate.facility')}
            required
            data={(facilities.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            w="16rem"
            {...form.getInputProps('facilityId')}
            value={form.values.facilityId === '' ? null : form.values.facilityId}
            onChange={(value) => form.setFieldValue('facilityId', value ?? '')}
          />
          <TextInput
            type="date"
            label={t('instruments.allocate.periodStart')}
            required
            {...form.getInputProps('periodStart')}
          />
          <TextInput
            type="date"
            label={t('instruments.allocate.periodEnd')}
            required
            {...form.getInputProps('periodEnd')}
          />
          <TextInput
            label={t('instruments.allocate.volume')}
            required
            inputMode="decimal"
            w="10rem"
            {...form.getInputProps('volumeMwh')}
          />
        </Group>
        {unfielded && <LedgerRefusal error={allocate.error} />}
        {allocate.isSuccess && (
          <Alert color="green" role="status">
            {t('instruments.allocate.done', {
              volume: formatQuantity(allocate.data.volumeMwh),
              facility: facilityName(allocate.data.facilityId),
            })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={allocate.isPending}>
            {t('instruments.allocate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
