import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Facility } from '../../facilities';
import { type ActivityCreate, type Algorithm, useCreateActivity } from '../api/create';

interface Values {
  category: string;
  quantity: string;
  unit: string;
  periodStart: string;
  periodEnd: string;
  facilityId: string | null;
  region: string;
  dataQuality: 'measured' | 'calculated' | 'estimated';
  sourceDocument: string;
}

// The API's own patterns (ActivityCreate), checked here so the message is in words.
const QUANTITY = /^\d{1,24}(\.\d{1,24})?$/;
const REGION = /^(GLOBAL|[A-Z][A-Z_]+|[A-Z]{2}(-[A-Z0-9]+)*)$/;
const required = (value: string) => (value.trim() === '' ? t('activityForm.error.required') : null);
const newKey = () => globalThis.crypto.randomUUID();

/** Entering one activity: category first (from the registered algorithms), then quantity and period. */
export function ActivityForm({
  algorithms,
  facilities,
  onSaved,
}: {
  algorithms: Algorithm[];
  facilities: Facility[];
  onSaved?: () => void;
}) {
  const create = useCreateActivity();
  // One key per intended activity: a retry of the same submission is recognised by the server.
  const idempotencyKey = useRef(newKey());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      category: '',
      quantity: '',
      unit: '',
      periodStart: '',
      periodEnd: '',
      facilityId: null,
      region: '',
      dataQuality: 'measured',
      sourceDocument: '',
    },
    validate: {
      category: required,
      quantity: (value) =>
        required(value) ?? (QUANTITY.test(value.trim()) ? null : t('activityForm.error.quantity')),
      unit: required,
      periodStart: required,
      periodEnd: (value, values) =>
        required(value) ??
        (values.periodStart && value < values.periodStart ? t('activityForm.error.periodOrder') : null),
      region: (value) => (value === '' || REGION.test(value) ? null : t('activityForm.error.region')),
    },
  });

  const categories = [...new Set(algorithms.map((algorithm) => algorithm.category))].sort();
  const submit = form.onSubmit((values) => {
    const input: ActivityCreate = {
      category: values.category,
      quantity: values.quantity.trim(),
      unit: values.unit.trim(),
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      dataQuality: values.dataQuality,
      ...(values.facilityId ? { facilityId: values.facilityId } : {}),
      ...(values.region ? { region: values.region } : {}),
      ...(values.sourceDocument.trim() ? { sourceDocument: values.sourceDocument.trim() } : {}),
    };
    create.mutate(
      { input, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          idempotencyKey.current = newKey();
          form.reset();
          onSaved?.();
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('activityForm.title')}>
      <Stack gap="md" maw="36rem">
        <Select
          label={t('activityForm.category')}
          description={t('activityForm.categoryHint')}
          data={categories}
          searchable
          required
          {...form.getInputProps('category')}
        />
        <TextInput
          label={t('activityForm.quantity')}
          inputMode="decimal"
          required
          {...form.getInputProps('quantity')}
        />
        <TextInput
          label={t('activityForm.unit')}
          description={t('activityForm.unitHintAny')}
          required
          {...form.getInputProps('unit')}
        />
        <TextInput
          type="date"
          label={t('activityForm.periodStart')}
          required
          {...form.getInputProps('periodStart')}
        />
        <TextInput
          type="date"
          label={t('activityForm.periodEnd')}
          required
          {...form.getInputProps('periodEnd')}
        />
        <Select
          label={t('activityForm.facility')}
          placeholder={t('activityForm.noFacility')}
          clearable
          data={facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
          {...form.getInputProps('facilityId')}
        />
        <TextInput
          label={t('activityForm.region')}
          description={t('activityForm.regionHint')}
          {...form.getInputProps('region')}
        />
        <Select
          label={t('activityForm.dataQuality')}
          allowDeselect={false}
          data={(['measured', 'calculated', 'estimated'] as const).map((quality) => ({
            value: quality,
            label: t(`activityForm.quality.${quality}`),
          }))}
          {...form.getInputProps('dataQuality')}
        />
        <TextInput
          label={t('activityForm.sourceDocument')}
          description={t('activityForm.sourceDocumentHint')}
          {...form.getInputProps('sourceDocument')}
        />
        {create.isSuccess && (
          <Alert color="green" role="status">
            {t('activityForm.saved')}
          </Alert>
        )}
        {create.isError && Object.keys(fieldErrors(create.error)).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('activityForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
