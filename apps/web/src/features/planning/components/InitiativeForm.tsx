import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useFacilities } from '../../facilities';
import { type Initiative, useCreateInitiative, useUpdateInitiative } from '../api/initiatives';
import {
  EMPTY_INITIATIVE,
  type InitiativeValues,
  initiativeBody,
  initiativeErrors,
  initiativeValuesOf,
} from './initiative-values';

/** Creates an initiative or edits a stored one (its status moves separately). Writers only. */
export function InitiativeForm({ editing, onDone }: { editing?: Initiative; onDone?: () => void }) {
  const create = useCreateInitiative();
  const update = useUpdateInitiative();
  const facilities = useFacilities();
  const mutation = editing ? update : create;
  const form = useForm<InitiativeValues>({
    mode: 'controlled',
    initialValues: editing ? initiativeValuesOf(editing) : EMPTY_INITIATIVE,
    validate: (values) => initiativeErrors(values),
  });

  const submit = form.onSubmit((values) => {
    const body = initiativeBody(values);
    const done = {
      onSuccess: () => {
        if (!editing) form.reset();
        onDone?.();
      },
    };
    if (editing) update.mutate({ id: editing.id, body }, done);
    else create.mutate(body, done);
  });

  const title = editing
    ? t('planning.initiative.editTitle', { name: editing.name })
    : t('planning.initiative.newTitle');
  const percentage = form.values.impactType === 'percentage';
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('planning.initiative.name')}
            required
            w="18rem"
            {...form.getInputProps('name')}
          />
          <Select
            label={t('planning.initiative.scope')}
            data={(['1', '2', '3'] as const).map((s) => ({ value: s, label: t(`scope.${s}`) }))}
            allowDeselect={false}
            w="9rem"
            {...form.getInputProps('scope')}
          />
          <TextInput
            label={t('planning.initiative.category')}
            description={t('planning.initiative.categoryHint')}
            w="16rem"
            {...form.getInputProps('category')}
          />
          <MultiSelect
            label={t('planning.initiative.facilities')}
            data={(facilities.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            w="18rem"
            clearable
            {...form.getInputProps('facilities')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t('planning.initiative.impactType')}
            data={[
              { value: 'absolute', label: t('planning.initiative.impact.absolute') },
              { value: 'percentage', label: t('planning.initiative.impact.percentage') },
            ]}
            allowDeselect={false}
            w="14rem"
            {...form.getInputProps('impactType')}
          />
          <TextInput
            label={percentage ? t('planning.initiative.percent') : t('planning.initiative.tonnes')}
            w="12rem"
            {...form.getInputProps('impact')}
          />
          <TextInput
            label={t('planning.initiative.start')}
            description={t('planning.initiative.startHint')}
            w="10rem"
            {...form.getInputProps('implementationStart')}
          />
          <TextInput
            label={t('planning.initiative.rampUp')}
            w="10rem"
            {...form.getInputProps('rampUpMonths')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('planning.initiative.capex')} w="10rem" {...form.getInputProps('capex')} />
          <TextInput label={t('planning.initiative.opex')} w="10rem" {...form.getInputProps('opexPerYear')} />
          <TextInput
            label={t('planning.initiative.savings')}
            w="10rem"
            {...form.getInputProps('savingsPerYear')}
          />
          <TextInput
            label={t('planning.initiative.lifetime')}
            w="10rem"
            {...form.getInputProps('lifetimeYears')}
          />
        </Group>
        {mutation.error && (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {editing ? t('planning.initiative.save') : t('planning.initiative.create')}
          </Button>
          {editing && onDone && (
            <Button variant="default" onClick={onDone}>
              {t('planning.form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
