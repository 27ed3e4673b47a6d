import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Role } from '../../auth';
import type { RoleMapping, RoleMappingInput } from '../api/role-mappings';
import { isProblem } from './problems';
import { roleOptions } from './roles';

type Kind = RoleMapping['kind'];
const KINDS: Kind[] = ['email_domain', 'group', 'attribute', 'default'];

interface Values {
  kind: Kind;
  claim: string;
  value: string;
  role: Role;
  priority: string;
}

const CLAIM = /^[A-Za-z0-9_:/.-]+$/;
const DOMAIN = /^@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i;

/** A role mapping as the API takes it, without the configuration it belongs to. */
export type MappingFields = Omit<RoleMappingInput, 'authConfigId'>;

/** Adding or changing one role mapping: kind, then what it matches, the role and the priority. */
export function MappingForm({
  mapping,
  suggestedPriority,
  pending,
  error,
  onSubmit,
}: {
  mapping?: RoleMapping | undefined;
  suggestedPriority: number;
  pending: boolean;
  error: unknown;
  onSubmit: (
    fields: MappingFields,
    done: () => void,
    failed: (errors: Record<string, string>) => void,
  ) => void;
}) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      kind: mapping?.kind ?? 'email_domain',
      claim: mapping?.claim ?? '',
      value: mapping?.value ?? '',
      role: mapping?.role ?? 'READ_ONLY',
      priority: String(mapping?.priority ?? suggestedPriority),
    },
    validate: {
      claim: (value, values) =>
        values.kind !== 'attribute'
          ? null
          : value.trim() === ''
            ? t('admin.error.required')
            : CLAIM.test(value.trim())
              ? null
              : t('admin.mappings.error.claim'),
      value: (value, values) => {
        if (values.kind === 'default') return null;
        if (value.trim() === '') return t('admin.error.required');
        if (values.kind === 'email_domain' && !DOMAIN.test(value.trim()))
          return t('admin.mappings.error.domain');
        return null;
      },
      priority: (value, values) =>
        values.kind === 'default' ||
        (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000)
          ? null
          : t('admin.mappings.error.priority'),
    },
  });
  const kind = form.getValues().kind;

  const submit = form.onSubmit((values) => {
    const isDefault = values.kind === 'default';
    onSubmit(
      {
        kind: values.kind,
        claim: values.kind === 'attribute' ? values.claim.trim() : null,
        value: isDefault ? null : values.value.trim(),
        role: values.role,
        priority: isDefault ? 0 : Number(values.priority),
      },
      () => form.reset(),
      (errors) => form.setErrors(errors),
    );
  });

  const general = error && Object.keys(fieldErrors(error)).length === 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={mapping ? t('admin.mappings.editTitle') : t('admin.mappings.addTitle')}
    >
      <Stack gap="md">
        <Select
          label={t('admin.mappings.kind')}
          data={KINDS.map((value) => ({ value, label: t(`admin.mappings.kind.${value}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('kind')}
        />
        {kind === 'attribute' && (
          <TextInput
            label={t('admin.mappings.claim')}
            description={t('admin.mappings.claimHint')}
            required
            {...form.getInputProps('claim')}
          />
        )}
        {kind !== 'default' && (
          <TextInput
            label={t('admin.mappings.value')}
            description={t(`admin.mappings.valueHint.${kind}`)}
            required
            {...form.getInputProps('value')}
          />
        )}
        <Select
          label={t('admin.mappings.role')}
          data={roleOptions()}
          allowDeselect={false}
          required
          {...form.getInputProps('role')}
        />
        {kind !== 'default' && (
          <TextInput
            label={t('admin.mappings.priority')}
            description={t('admin.mappings.priorityHint')}
            inputMode="numeric"
            required
            {...form.getInputProps('priority')}
          />
        )}
        {general ? (
          <Alert color="red" role="alert">
            {isProblem(error, 'conflict') ? t('admin.mappings.error.defaultExists') : errorText(error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={pending} w="fit-content">
          {t('admin.mappings.save')}
        </Button>
      </Stack>
    </form>
  );
}
