import { Alert, Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { probeSso, type SignInInput, useSignIn } from '../api/session';

export interface SignInFormProps {
  /** The organization to fill in (from `?organization=`). */
  organization?: string;
  /** Called once the session started. */
  onSignedIn: () => void;
  /** Where single sign-on sends the browser; a test passes a spy. */
  navigate?: (url: string) => void;
  /** The `fetch` the single sign-on check uses; a test passes a stub. */
  fetchImpl?: typeof fetch;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Words a person understands for the refusals of `POST /api/auth/sign-in`. */
function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('signIn.error.invalidCredentials');
    if (error.status === 403) return t('signIn.error.passwordNotAllowed');
    if (error.status === 429) return t('signIn.error.tooMany');
    return error.message;
  }
  return t('error.network');
}

/** Words for the refusals of `GET /api/auth/oidc/authorize`. */
function ssoMessage(error: ApiError): string {
  if (error.code === 'ORGANIZATION_NOT_FOUND') return t('signIn.error.unknownOrganization');
  if (error.status === 404 || error.status === 401) return t('signIn.error.noSso');
  if (error.status === 502) return t('signIn.error.ssoUnavailable');
  return error.message;
}

/**
 * Sign-in: the organization by its short name, single sign-on when the organization has it, and
 * the email and password form (development sign-in; the server refuses it where it is not allowed).
 */
export function SignInForm({ organization = '', onSignedIn, navigate, fetchImpl }: SignInFormProps) {
  const signIn = useSignIn();
  const [ssoPending, setSsoPending] = useState(false);
  const form = useForm<SignInInput>({
    mode: 'controlled',
    initialValues: { organizationSlug: organization, email: '', password: '' },
    validate: {
      organizationSlug: (value) => (value.trim() === '' ? t('signIn.error.organizationRequired') : null),
      email: (value) =>
        value.trim() === ''
          ? t('signIn.error.emailRequired')
          : EMAIL.test(value.trim())
            ? null
            : t('signIn.error.emailInvalid'),
      password: (value) => (value === '' ? t('signIn.error.passwordRequired') : null),
    },
  });

  const startSso = async () => {
    const check = form.validateField('organizationSlug');
    if (check.hasError) return;
    setSsoPending(true);
    const probe = await probeSso(form.getValues().organizationSlug.trim(), fetchImpl);
    setSsoPending(false);
    if (probe.kind === 'redirect') (navigate ?? ((url) => window.location.assign(url)))(probe.url);
    else
      form.setFieldError(
        'organizationSlug',
        probe.kind === 'refused' ? ssoMessage(probe.error) : t('error.network'),
      );
  };

  const submit = form.onSubmit((values) =>
    signIn.mutate(
      {
        organizationSlug: values.organizationSlug.trim(),
        email: values.email.trim(),
        password: values.password,
      },
      { onSuccess: () => onSignedIn() },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="md">
        <TextInput
          label={t('signIn.organization')}
          description={t('signIn.organizationHint')}
          autoComplete="organization"
          required
          {...form.getInputProps('organizationSlug')}
        />
        <Button variant="default" onClick={startSso} loading={ssoPending}>
          {t('signIn.sso')}
        </Button>
        <Divider label={t('signIn.or')} labelPosition="center" />
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {signIn.isError && (
          <Alert color="red" role="alert" title={t('signIn.failed.title')}>
            {signInMessage(signIn.error)}
          </Alert>
        )}
        <Button type="submit" loading={signIn.isPending}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
