import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Role } from '../../auth';
import { type CreatedApiToken, useCreateToken } from '../api/tokens';
import { roleOptions } from './roles';

interface Values {
  name: string;
  role: Role;
  expires: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Creating an API token: name, role, optional last day. The secret goes to `onCreated`, once. */
export function TokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateToken();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', role: 'READ_ONLY', expires: '' },
    validate: {
      name: (value) => (value.trim() === '' ? t('admin.error.required') : null),
      expires: (value) => (value === '' || value > today() ? null : t('admin.tokens.error.past')),
    },
  });
  const submit = form.onSubmit((values) => {
    create.mutate(
      {
        name: values.name.trim(),
        role: values.role,
        // The token works through the whole of its last day (UTC).
        ...(values.expires ? { expiresAt: `${values.expires}T23:59:59Z` } : {}),
      },
      {
        onSuccess: (token) => {
          form.reset();
          onCreated(token);
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          form.setErrors('expiresAt' in fields ? { ...fields, expires: fields.expiresAt } : fields);
        },
      },
    );
  });
  const general = create.isError && Object.keys(fieldErrors(create.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.tokens.create')}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t('admin.tokens.name')}
          description={t('admin.tokens.nameHint')}
          required
          w="16rem"
          {...form.getInputProps('name')}
        />
        <Select
          label={t('admin.tokens.role')}
          data={roleOptions()}
          allowDeselect={false}
          required
          w="12rem"
          {...form.getInputProps('role')}
        />
        <TextInput
          type="date"
          label={t('admin.tokens.expires')}
          description={t('admin.tokens.expiresHint')}
          w="18rem"
          {...form.getInputProps('expires')}
        />
      </Group>
      {general && (
        <Alert color="red" role="alert" mt="md">
          {errorText(create.error)}
        </Alert>
      )}
      <Button type="submit" mt="md" loading={create.isPending}>
        {t('admin.tokens.create')}
      </Button>
    </form>
  );
}
