import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type CustomModel, type ModelKind, useRegisterModel } from '../api/models';

interface Values {
  name: string;
  description: string;
  modelKind: string;
  parameters: string;
}

/** The parameters box's text as a JSON object, or null when it is not one. */
export function parseParameters(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The parameter names the kind accepts (from its JSON Schema), or the general hint. */
function parametersHint(kind: ModelKind | undefined): string {
  const properties = kind?.parameters.properties;
  const names = typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
  return names.length > 0
    ? t('forecasting.models.parametersOf', { names: names.join(', ') })
    : t('forecasting.models.parametersHint');
}

/**
 * Registers a custom model: a named configuration of a registered kind. The server checks the
 * parameters against the kind's schema at once; the model stays pending until an ORG_ADMIN
 * validates it. Rendered for writers only.
 */
export function CustomModelForm({
  kinds,
  onRegistered,
}: {
  kinds: ModelKind[];
  onRegistered: (model: CustomModel) => void;
}) {
  const register = useRegisterModel();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', description: '', modelKind: kinds[0]?.id ?? '', parameters: '{}' },
    validate: {
      name: (value) => (value.trim() === '' ? t('forecasting.models.error.name') : null),
      modelKind: (value) => (value === '' ? t('forecasting.models.error.kind') : null),
      parameters: (value) =>
        parseParameters(value) === null ? t('forecasting.models.error.parameters') : null,
    },
  });
  const submit = form.onSubmit((values) => {
    register.mutate(
      {
        name: values.name.trim(),
        modelKind: values.modelKind,
        parameters: parseParameters(values.parameters) ?? {},
        metrics: {},
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
      },
      {
        onSuccess: (model) => {
          form.reset();
          onRegistered(model);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(fieldErrors(error)))
            form.setFieldError(field, message);
        },
      },
    );
  });
  const unfielded = register.error && Object.keys(fieldErrors(register.error)).length === 0;
  const kind = kinds.find((k) => k.id === form.values.modelKind);
  return (
    <form onSubmit={submit} noValidate aria-label={t('forecasting.models.register')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('forecasting.models.name')}
            required
            w="20rem"
            {...form.getInputProps('name')}
          />
          <Select
            label={t('forecasting.models.kind')}
            data={kinds.map((k) => ({ value: k.id, label: k.name }))}
            allowDeselect={false}
            required
            w="20rem"
            {...form.getInputProps('modelKind')}
          />
        </Group>
        <TextInput
          label={t('forecasting.models.description')}
          maw="41rem"
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t('forecasting.models.parameters')}
          description={parametersHint(kind)}
          autosize
          minRows={3}
          maw="41rem"
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.getInputProps('parameters')}
        />
        {unfielded && (
          <Alert color="red" role="alert">
            {errorText(register.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={register.isPending}>
            {t('forecasting.models.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
