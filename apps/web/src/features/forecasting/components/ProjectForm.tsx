import { Alert, Button, Checkbox, Group, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { CustomModel, ModelKind } from '../api/models';
import { type ForecastResult, type ProjectRequest, useProject } from '../api/projections';

interface Values {
  scopes: string[];
  scope2Method: 'location_based' | 'market_based';
  model: string;
  horizon: number | string;
}

/** The value of a custom model in the model list (built-in ids never contain a colon). */
export const CUSTOM = 'custom:';
export const AUTOMATIC = 'auto';
const MAX_HORIZON = 600;

/** The model list: automatic first, then the built-in kinds, then the custom models (pending ones disabled). */
function modelOptions(kinds: ModelKind[], custom: CustomModel[]) {
  return [
    {
      group: t('forecasting.model.groupAutomatic'),
      items: [{ value: AUTOMATIC, label: t('forecasting.model.auto') }],
    },
    {
      group: t('forecasting.model.groupBuiltIn'),
      items: kinds.filter((k) => k.id !== AUTOMATIC).map((k) => ({ value: k.id, label: k.name })),
    },
    {
      group: t('forecasting.model.groupCustom'),
      items: custom.map((m) => ({
        value: `${CUSTOM}${m.id}`,
        label: m.validated ? m.name : t('forecasting.model.pendingOption', { name: m.name }),
        disabled: !m.validated,
      })),
    },
  ].filter((group) => group.items.length > 0);
}

/** The request of the form's values. */
export function projectRequest(values: Values): ProjectRequest {
  const scopes = values.scopes.map(Number).sort() as (1 | 2 | 3)[];
  return {
    scopes,
    scope2Method: values.scope2Method,
    horizon: Number(values.horizon),
    ...(values.model.startsWith(CUSTOM)
      ? { customModelId: values.model.slice(CUSTOM.length) }
      : { model: values.model }),
  } as ProjectRequest;
}

/**
 * Projects the organization's emissions: the scopes (Scope 2 by exactly one method, never both), a
 * model or automatic choice, and a horizon in months. Rendered for writers only.
 */
export function ProjectForm({
  kinds,
  customModels,
  initialModel,
  onProjected,
}: {
  kinds: ModelKind[];
  customModels: CustomModel[];
  /** The model chosen at first (`auto`, a built-in id or `custom:<id>`); default automatic. */
  initialModel?: string;
  onProjected: (result: ForecastResult) => void;
}) {
  const project = useProject();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      scopes: ['1', '2', '3'],
      scope2Method: 'location_based',
      model: initialModel ?? AUTOMATIC,
      horizon: 24,
    },
    validate: {
      scopes: (value) => (value.length === 0 ? t('forecasting.error.scopes') : null),
      horizon: (value) => {
        const months = Number(value);
        return value === '' || !Number.isInteger(months) || months < 1 || months > MAX_HORIZON
          ? t('forecasting.error.horizon', { max: MAX_HORIZON })
          : null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    project.mutate(projectRequest(values), {
      onSuccess: (result) => onProjected(result),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    });
  });
  const unfielded = project.error && Object.keys(fieldErrors(project.error)).length === 0;
  const scope2 = form.values.scopes.includes('2');

  return (
    <form onSubmit={submit} noValidate aria-label={t('forecasting.project.title')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Checkbox.Group label={t('forecasting.scopes')} required {...form.getInputProps('scopes')}>
            <Group gap="md" mt={6}>
              <Checkbox value="1" label={t('scope.1')} />
              <Checkbox value="2" label={t('scope.2')} />
              <Checkbox value="3" label={t('scope.3')} />
            </Group>
          </Checkbox.Group>
          <Radio.Group
            label={t('forecasting.scope2Method')}
            description={t('forecasting.scope2MethodHint')}
            {...form.getInputProps('scope2Method')}
          >
            <Group gap="md" mt={6}>
              <Radio
                value="location_based"
                label={t('forecasting.method.location_based')}
                disabled={!scope2}
              />
              <Radio value="market_based" label={t('forecasting.method.market_based')} disabled={!scope2} />
            </Group>
          </Radio.Group>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('forecasting.model')}
            description={t('forecasting.modelHint')}
            data={modelOptions(kinds, customModels)}
            allowDeselect={false}
            w="22rem"
            {...form.getInputProps('model')}
          />
          <NumberInput
            label={t('forecasting.horizon')}
            description={t('forecasting.horizonHint')}
            min={1}
            max={MAX_HORIZON}
            allowDecimal={false}
            clampBehavior="none"
            w="12rem"
            required
            {...form.getInputProps('horizon')}
          />
        </Group>
        {unfielded && (
          <Alert color="red" role="alert">
            {errorText(project.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={project.isPending}>
            {t('forecasting.project.submit')}
          </Button>
          {project.fittingOnServer && <Text role="status">{t('forecasting.fittingOnServer')}</Text>}
        </Group>
      </Stack>
    </form>
  );
}
