import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError, fieldErrors } from '../../../api/problem';
import type { components } from '../../../api/schema';
import { t } from '../../../i18n/t';
import { type SetupInput, useSetup } from '../api/setup';

type SetupResult = components['schemas']['SetupResult'];

interface SetupValues {
  organizationName: string;
  organizationSlug: string;
  adminName: string;
  adminEmail: string;
  adminPassword: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const required = (value: string) => (value.trim() === '' ? t('setup.error.required') : null);

/** First-time setup: the organization and its administrator (`POST /api/setup`). */
export function SetupForm({ onDone }: { onDone: (result: SetupResult) => void }) {
  const setup = useSetup();
  const form = useForm<SetupValues>({
    mode: 'controlled',
    initialValues: {
      organizationName: '',
      organizationSlug: '',
      adminName: '',
      adminEmail: '',
      adminPassword: '',
    },
    validate: {
      organizationName: required,
      organizationSlug: (value) => required(value) ?? (SLUG.test(value) ? null : t('setup.error.slug')),
      adminName: required,
      adminEmail: (value) => required(value) ?? (EMAIL.test(value.trim()) ? null : t('setup.error.email')),
      adminPassword: (value) => (value !== '' && value.length < 12 ? t('setup.error.passwordShort') : null),
    },
  });

  const submit = form.onSubmit((values) => {
    const input: SetupInput = {
      organizationName: values.organizationName.trim(),
      organizationSlug: values.organizationSlug,
      adminName: values.adminName.trim(),
      adminEmail: values.adminEmail.trim(),
      ...(values.adminPassword === '' ? {} : { adminPassword: values.adminPassword }),
    };
    setup.mutate(input, {
      onSuccess: (result) => onDone(result),
      // The server's own checks (a common password, the email as password…) land next to their field.
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  const alreadyDone = setup.error instanceof ApiError && setup.error.status === 409;
  const otherError =
    setup.isError && !alreadyDone && Object.keys(fieldErrors(setup.error)).length === 0 ? setup.error : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('setup.title')}>
      <Stack gap="md">
        <TextInput label={t('setup.organizationName')} required {...form.getInputProps('organizationName')} />
        <TextInput
          label={t('setup.organizationSlug')}
          description={t('setup.organizationSlugHint')}
          required
          {...form.getInputProps('organizationSlug')}
        />
        <TextInput
          label={t('setup.adminName')}
          autoComplete="name"
          required
          {...form.getInputProps('adminName')}
        />
        <TextInput
          label={t('setup.adminEmail')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('adminEmail')}
        />
        <PasswordInput
          label={t('setup.adminPassword')}
          description={t('setup.adminPasswordHint')}
          autoComplete="new-password"
          {...form.getInputProps('adminPassword')}
        />
        {alreadyDone && (
          <Alert color="yellow" role="alert">
            {t('setup.alreadyDone')}
          </Alert>
        )}
        {otherError && (
          <Alert color="red" role="alert" title={t('error.title')}>
            {otherError instanceof ApiError ? otherError.message : t('error.network')}
          </Alert>
        )}
        <Button type="submit" loading={setup.isPending}>
          {t('setup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
