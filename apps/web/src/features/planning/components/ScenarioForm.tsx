import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorText } from '../../../components/QueryFeedback';
import { type MessageKey, t } from '../../../i18n/t';
import { type StoredScenario, useCreateScenario, useUpdateScenario } from '../api/scenarios';
import {
  EMPTY_SCENARIO,
  SCENARIO_KINDS,
  type ScenarioValues,
  scenarioErrors,
  templateOf,
  valuesOf,
} from './scenario-template';

const options = <T extends string>(values: readonly T[], prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}` as MessageKey) }));

/**
 * Creates a scenario (a built-in kind with its years, or a custom target: absolute or intensity,
 * linear, exponential or point-by-point pathway), or edits a stored one. Writers only.
 */
export function ScenarioForm({ editing, onDone }: { editing?: StoredScenario; onDone?: () => void }) {
  const create = useCreateScenario();
  const update = useUpdateScenario();
  const mutation = editing ? update : create;
  const form = useForm<ScenarioValues>({
    mode: 'controlled',
    initialValues: editing ? valuesOf(editing) : EMPTY_SCENARIO,
    validate: (values) => scenarioErrors(values),
  });
  const v = form.values;

  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), template: templateOf(values) };
    const done = {
      onSuccess: () => {
        if (!editing) form.reset();
        onDone?.();
      },
    };
    if (editing) update.mutate({ id: editing.id, ...body }, done);
    else create.mutate(body, done);
  });

  const title = editing ? t('planning.form.editTitle', { name: editing.name }) : t('planning.form.newTitle');
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('planning.form.name')} required w="18rem" {...form.getInputProps('name')} />
          <Select
            label={t('planning.form.kind')}
            data={options(SCENARIO_KINDS, 'planning.kind')}
            allowDeselect={false}
            w="16rem"
            {...form.getInputProps('type')}
          />
          {v.type !== 'business_as_usual' && (
            <TextInput label={t('planning.form.baseYear')} w="8rem" {...form.getInputProps('baseYear')} />
          )}
          {(v.type === 'sbti_1_5c' ||
            v.type === 'sbti_well_below_2c' ||
            (v.type === 'custom' && v.pathway !== 'custom')) && (
            <TextInput label={t('planning.form.targetYear')} w="8rem" {...form.getInputProps('targetYear')} />
          )}
        </Group>
        {v.type === 'custom' && (
          <Group align="flex-start" wrap="wrap" gap="sm">
            <Select
              label={t('planning.form.metric')}
              data={options(['absolute', 'intensity'] as const, 'planning.metric')}
              allowDeselect={false}
              w="12rem"
              {...form.getInputProps('metric')}
            />
            <Select
              label={t('planning.form.pathway')}
              data={options(['linear', 'exponential', 'custom'] as const, 'planning.pathway')}
              allowDeselect={false}
              w="14rem"
              {...form.getInputProps('pathway')}
            />
            {v.pathway !== 'custom' && (
              <TextInput
                label={t('planning.form.reduction')}
                description={t('planning.form.reductionHint')}
                w="14rem"
                {...form.getInputProps('reductionPercent')}
              />
            )}
            {v.pathway === 'custom' && (
              <Textarea
                label={t('planning.form.points')}
                description={t('planning.form.pointsHint')}
                autosize
                minRows={3}
                w="16rem"
                {...form.getInputProps('points')}
              />
            )}
            {v.metric === 'intensity' && (
              <Textarea
                label={t('planning.form.activity')}
                description={t('planning.form.activityHint')}
                autosize
                minRows={3}
                w="16rem"
                {...form.getInputProps('activity')}
              />
            )}
          </Group>
        )}
        {mutation.error && (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {editing ? t('planning.form.save') : t('planning.form.create')}
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
