import { Alert, Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Role } from '../../auth';
import { type User, useCreateUser } from '../api/users';
import { isProblem } from './problems';
import { roleOptions } from './roles';

interface Values {
  name: string;
  email: string;
  role: Role;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (value: string) => (value.trim() === '' ? t('admin.error.required') : null);

/** Words for a refused creation, by the problem's code (the API's own detail otherwise). */
function refusal(error: unknown): { field?: keyof Values; message: string } {
  if (isProblem(error, 'password-sign-in-disabled'))
    return { field: 'password', message: t('admin.userForm.error.passwordNotAllowed') };
  if (isProblem(error, 'password-policy'))
    return { field: 'password', message: t('admin.userForm.error.passwordPolicy') };
  if (isProblem(error, 'conflict')) return { field: 'email', message: t('admin.userForm.error.duplicate') };
  return { message: errorText(error) };
}

/** Creating a user: name, email, role and, where the server allows it, a development password. */
export function UserForm({ onCreated }: { onCreated?: (user: User) => void }) {
  const create = useCreateUser();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: 'READ_ONLY', password: '' },
    validate: {
      name: required,
      email: (value) => required(value) ?? (EMAIL.test(value.trim()) ? null : t('admin.error.email')),
      password: (value) =>
        value === '' || value.length >= 12 ? null : t('admin.userForm.error.passwordShort'),
    },
  });

  const submit = form.onSubmit((values) => {
    create.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        role: values.role,
        ...(values.password ? { password: values.password } : {}),
      },
      {
        onSuccess: (user) => {
          form.reset();
          onCreated?.(user);
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          const { field, message } = refusal(error);
          form.setErrors(field ? { ...fields, [field]: message } : fields);
        },
      },
    );
  });
  const general =
    create.isError && Object.keys(fieldErrors(create.error)).length === 0 && !refusal(create.error).field;

  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.userForm.title')}>
      <Stack gap="md">
        <TextInput label={t('admin.userForm.name')} required {...form.getInputProps('name')} />
        <TextInput label={t('admin.userForm.email')} type="email" required {...form.getInputProps('email')} />
        <Select
          label={t('admin.userForm.role')}
          data={roleOptions()}
          allowDeselect={false}
          required
          {...form.getInputProps('role')}
        />
        <PasswordInput
          label={t('admin.userForm.password')}
          description={t('admin.userForm.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        {general && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('admin.userForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
