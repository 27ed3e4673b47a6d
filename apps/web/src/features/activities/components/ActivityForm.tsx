import { Alert, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { fieldErrors } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Facility } from '../../facilities';
import { useCorrectActivity } from '../api/correct';
import { type ActivityCreate, type Algorithm, useCreateActivity } from '../api/create';
import { AttributeField } from './AttributeField';
import {
  attributeError,
  attributeText,
  attributeValue,
  type CategoryInputs,
  categoryInputs,
} from './documented-inputs';

type ActivityVersion = components['schemas']['ActivityVersion'];
type Quality = 'measured' | 'calculated' | 'estimated';
type DataType = NonNullable<ActivityCreate['dataType']>;
/** The data types, best first, as the API takes them. */
export const DATA_TYPES: readonly DataType[] = [
  'primary_measured',
  'primary_calculated',
  'supplier_specific',
  'secondary_average',
  'spend_based',
  'estimated_proxy',
];
const SCORES = ['1', '2', '3', '4', '5'] as const;

interface Values {
  category: string;
  quantity: string;
  unit: string;
  periodStart: string;
  periodEnd: string;
  facilityId: string | null;
  region: string;
  dataQuality: Quality;
  /** '' when not stated (the server derives it from the data quality). */
  dataType: DataType | '';
  /** '1'–'5', or '' when not stated (the data type's usual score). */
  qualityScore: string;
  sourceDocument: string;
  attributes: Record<string, string>;
  reason: string;
}

// The API's own patterns (ActivityCreate), checked here so the message is in words.
const QUANTITY = /^\d{1,24}(\.\d{1,24})?$/;
const REGION = /^(GLOBAL|[A-Z][A-Z_]+|[A-Z]{2}(-[A-Z0-9]+)*)$/;
const required = (value: string) => (value.trim() === '' ? t('activityForm.error.required') : null);
const newKey = () => globalThis.crypto.randomUUID();

const blank: Values = {
  category: '',
  quantity: '',
  unit: '',
  periodStart: '',
  periodEnd: '',
  facilityId: null,
  region: '',
  dataQuality: 'measured',
  dataType: '',
  qualityScore: '',
  sourceDocument: '',
  attributes: {},
  reason: '',
};

function valuesOf(activity: ActivityVersion): Values {
  return {
    category: activity.category,
    quantity: activity.quantity,
    unit: activity.unit,
    periodStart: activity.periodStart,
    periodEnd: activity.periodEnd,
    facilityId: activity.facilityId,
    region: activity.region ?? '',
    dataQuality: activity.dataQuality,
    dataType: activity.dataTypeStated ? activity.dataType : '',
    qualityScore: activity.qualityScoreStated ? String(activity.qualityScore) : '',
    sourceDocument: activity.sourceDocument ?? '',
    attributes: Object.fromEntries(
      Object.entries(activity.attributes).map(([name, value]) => [name, attributeText(value)]),
    ),
    reason: '',
  };
}

/** The inputs of a category; algorithms from a server without documented inputs give free fields. */
function inputsFor(algorithms: Algorithm[], category: string): CategoryInputs {
  const documented = algorithms.filter((a) => (a as Partial<Algorithm>).inputs !== undefined);
  if (category === '' || documented.length < algorithms.length)
    return { units: null, attributes: [], structured: [], alternatives: false };
  return categoryInputs(documented, category);
}

function validate(values: Values, inputs: CategoryInputs, correcting: boolean) {
  const errors: Record<string, string | null> = {
    category: required(values.category),
    quantity:
      required(values.quantity) ??
      (QUANTITY.test(values.quantity.trim()) ? null : t('activityForm.error.quantity')),
    unit:
      required(values.unit) ??
      (inputs.units === null || inputs.units.some((u) => u.id === values.unit)
        ? null
        : t('activityForm.error.unit')),
    periodStart: required(values.periodStart),
    periodEnd:
      required(values.periodEnd) ??
      (values.periodStart && values.periodEnd < values.periodStart
        ? t('activityForm.error.periodOrder')
        : null),
    region: values.region === '' || REGION.test(values.region) ? null : t('activityForm.error.region'),
    reason: correcting && values.reason.trim() === '' ? t('activityForm.error.reason') : null,
  };
  for (const attribute of inputs.attributes)
    errors[`attributes.${attribute.name}`] = attributeError(
      attribute,
      values.attributes[attribute.name] ?? '',
    );
  return errors;
}

/**
 * Entering one activity, or correcting one (`correction`: the current version; a reason is asked).
 * Built from the algorithms' documented inputs: the category first, then its unit codes and its
 * attribute fields (selects for the choices), each checked in words next to the field.
 */
export function ActivityForm({
  algorithms,
  facilities,
  onSaved,
  correction,
}: {
  algorithms: Algorithm[];
  facilities: Facility[];
  onSaved?: (saved: { id: string }) => void;
  correction?: ActivityVersion;
}) {
  const create = useCreateActivity();
  const correct = useCorrectActivity(correction?.id ?? '');
  const mutation = correction ? correct : create;
  // One key per intended activity: a retry of the same submission is recognised by the server.
  const idempotencyKey = useRef(newKey());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: correction ? valuesOf(correction) : blank,
    validate: (values) => validate(values, inputsFor(algorithms, values.category), correction !== undefined),
  });
  const inputs = inputsFor(algorithms, form.values.category);
  const fieldNames = new Set([...inputs.attributes.map((a) => a.name)]);
  // Attributes the form has no field for (instruments, another category's): kept as stored.
  const kept =
    correction && correction.category === form.values.category
      ? Object.fromEntries(Object.entries(correction.attributes).filter(([name]) => !fieldNames.has(name)))
      : {};

  const categories = [...new Set(algorithms.map((algorithm) => algorithm.category))].sort();
  const chooseCategory = (category: string | null) => {
    const next = inputsFor(algorithms, category ?? '');
    form.setFieldValue('category', category ?? '');
    if (next.units !== null && !next.units.some((u) => u.id === form.values.unit))
      form.setFieldValue('unit', '');
    const names = new Set(next.attributes.map((a) => a.name));
    form.setFieldValue(
      'attributes',
      Object.fromEntries(Object.entries(form.values.attributes).filter(([name]) => names.has(name))),
    );
  };

  const showErrors = (error: unknown) => {
    const errors = fieldErrors(error);
    form.setErrors(
      Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          fieldNames.has(field) ? `attributes.${field}` : field,
          message,
        ]),
      ),
    );
  };

  const submit = form.onSubmit((values) => {
    const attributes: Record<string, unknown> = { ...kept };
    for (const attribute of inputs.attributes) {
      const value = attributeValue(attribute, values.attributes[attribute.name] ?? '');
      if (value !== undefined) attributes[attribute.name] = value;
    }
    const input: ActivityCreate = {
      category: values.category,
      quantity: values.quantity.trim(),
      unit: values.unit.trim(),
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      dataQuality: values.dataQuality,
      ...(values.dataType ? { dataType: values.dataType } : {}),
      ...(values.qualityScore ? { qualityScore: Number(values.qualityScore) } : {}),
      ...(values.facilityId ? { facilityId: values.facilityId } : {}),
      ...(values.region ? { region: values.region } : {}),
      ...(values.sourceDocument.trim() ? { sourceDocument: values.sourceDocument.trim() } : {}),
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    };
    if (correction) {
      correct.mutate(
        { ...input, reason: values.reason.trim() },
        {
          onSuccess: (saved) => onSaved?.(saved),
          onError: showErrors,
        },
      );
      return;
    }
    create.mutate(
      { input, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (saved) => {
          idempotencyKey.current = newKey();
          form.reset();
          onSaved?.(saved);
        },
        onError: showErrors,
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={correction ? t('activityForm.correctTitle') : t('activityForm.title')}
    >
      <Stack gap="md" maw="36rem">
        <Select
          label={t('activityForm.category')}
          description={t('activityForm.categoryHint')}
          data={categories}
          searchable
          required
          {...form.getInputProps('category')}
          value={form.values.category || null}
          onChange={chooseCategory}
        />
        <TextInput
          label={t('activityForm.quantity')}
          inputMode="decimal"
          required
          {...form.getInputProps('quantity')}
        />
        {inputs.units === null ? (
          <TextInput
            label={t('activityForm.unit')}
            description={t('activityForm.unitHintAny')}
            required
            {...form.getInputProps('unit')}
          />
        ) : (
          <Select
            label={t('activityForm.unit')}
            description={t('activityForm.unitHint')}
            data={inputs.units.map((u) => ({ value: u.id, label: `${u.id} (${u.description})` }))}
            searchable
            required
            {...form.getInputProps('unit')}
            value={form.values.unit || null}
          />
        )}
        {inputs.attributes.map((attribute) => (
          <AttributeField
            key={attribute.name}
            attribute={attribute}
            field={{
              ...form.getInputProps(`attributes.${attribute.name}`),
              value: form.values.attributes[attribute.name] ?? '',
              onChange: (value) => form.setFieldValue(`attributes.${attribute.name}`, value),
            }}
          />
        ))}
        {(inputs.structured.length > 0 || inputs.alternatives) && (
          <Text size="sm" c="dimmed">
            {inputs.alternatives
              ? t('activityForm.alternatives')
              : t('activityForm.structured', { names: inputs.structured.join(', ') })}
          </Text>
        )}
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
        <Select
          label={t('activityForm.dataType')}
          description={t('activityForm.dataTypeHint')}
          clearable
          data={DATA_TYPES.map((type) => ({ value: type, label: t(`activityForm.dataType.${type}`) }))}
          {...form.getInputProps('dataType')}
          value={form.values.dataType === '' ? null : form.values.dataType}
          onChange={(value) => form.setFieldValue('dataType', (value ?? '') as DataType | '')}
        />
        <Select
          label={t('activityForm.qualityScore')}
          description={t('activityForm.qualityScoreHint')}
          clearable
          data={SCORES.map((score) => ({ value: score, label: t(`activityForm.score.${score}`) }))}
          {...form.getInputProps('qualityScore')}
          value={form.values.qualityScore === '' ? null : form.values.qualityScore}
          onChange={(value) => form.setFieldValue('qualityScore', value ?? '')}
        />
        <TextInput
          label={t('activityForm.sourceDocument')}
          description={t('activityForm.sourceDocumentHint')}
          {...form.getInputProps('sourceDocument')}
        />
        {correction && (
          <Textarea
            label={t('activityForm.reason')}
            description={t('activityForm.reasonHint')}
            required
            rows={3}
            {...form.getInputProps('reason')}
          />
        )}
        {mutation.isSuccess && (
          <Alert color="green" role="status">
            {correction ? t('activityForm.corrected') : t('activityForm.saved')}
          </Alert>
        )}
        {mutation.isError && Object.keys(fieldErrors(mutation.error)).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} w="fit-content">
          {correction ? t('activityForm.correctSubmit') : t('activityForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
