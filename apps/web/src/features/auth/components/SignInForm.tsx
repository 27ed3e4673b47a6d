import { Alert, Button, Divider, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/t';
import { type SignInInput, useSignIn } from '../api/session';
import { useSignInOptions } from '../api/sign-in-options';
import { optionsMessage, signInMessage } from '../api/words';

export interface SignInFormProps {
  /** The organization to fill in (from `?organization=`). */
  organization?: string;
  /** Called once the session started. */
  onSignedIn: () => void;
  /** Where single sign-on sends the browser; a test passes a spy. */
  navigate?: (url: string) => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;
const slugOf = (value: string) => value.trim().toLowerCase();

/**
 * Sign-in: the organization by its short name; then what `GET /api/auth/sign-in-options` says it
 * offers: its single sign-on button (with the provider's name) and, where this server accepts
 * passwords, the email and password form. Errors are words next to their field.
 */
export function SignInForm({ organization = '', onSignedIn, navigate }: SignInFormProps) {
  const signIn = useSignIn();
  // The slug whose options are shown: set when the organization field is left or the form is sent.
  const [asked, setAsked] = useState(slugOf(organization));
  const options = useSignInOptions(asked);
  const form = useForm<SignInInput>({
    mode: 'controlled',
    initialValues: { organizationSlug: organization, email: '', password: '' },
    validate: {
      organizationSlug: (value) =>
        value.trim() === ''
          ? t('signIn.error.organizationRequired')
          : SLUG.test(slugOf(value))
            ? null
            : t('signIn.error.organizationInvalid'),
      email: (value) =>
        value.trim() === ''
          ? t('signIn.error.emailRequired')
          : EMAIL.test(value.trim())
            ? null
            : t('signIn.error.emailInvalid'),
      password: (value) => (value === '' ? t('signIn.error.passwordRequired') : null),
    },
  });

  const typed = slugOf(form.values.organizationSlug);
  const lookUp = () => {
    if (SLUG.test(typed) && typed !== asked) setAsked(typed);
  };
  // The answer for the slug in the field (not an earlier one kept while the new one loads).
  const current = options.isPlaceholderData || typed !== asked ? undefined : options.data;
  const passwordAllowed = options.data?.passwordSignIn ?? true;
  const sso = asked === '' ? null : (current?.singleSignOn ?? null);
  const lookupError =
    asked !== '' && typed === asked
      ? options.isError
        ? optionsMessage(options.error)
        : current?.organizationFound === false
          ? t('signIn.error.unknownOrganization')
          : null
      : null;
  const organizationInput = form.getInputProps('organizationSlug');

  const submitPassword = form.onSubmit((values) => {
    lookUp();
    signIn.mutate(
      {
        organizationSlug: slugOf(values.organizationSlug),
        email: values.email.trim(),
        password: values.password,
      },
      { onSuccess: () => onSignedIn() },
    );
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (passwordAllowed) return submitPassword(event);
    // Without passwords, sending the form only looks the organization up (its single sign-on appears).
    event.preventDefault();
    if (!form.validateField('organizationSlug').hasError) lookUp();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="md">
        <TextInput
          label={t('signIn.organization')}
          description={t('signIn.organizationHint')}
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...organizationInput}
          error={organizationInput.error ?? lookupError}
          onBlur={(event) => {
            organizationInput.onBlur?.(event);
            lookUp();
          }}
        />
        {options.isFetching && asked !== '' && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('signIn.checking')}</Text>
          </Group>
        )}
        {sso && (
          <Button
            variant="default"
            onClick={() => (navigate ?? ((url) => window.location.assign(url)))(sso.authorizeUrl)}
          >
            {t('signIn.ssoWith', { name: sso.label })}
          </Button>
        )}
        {passwordAllowed ? (
          <>
            {sso && <Divider label={t('signIn.or')} labelPosition="center" />}
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
          </>
        ) : (
          <>
            {current?.organizationFound === true && sso === null ? (
              <Alert color="yellow" role="alert">
                {t('signIn.noWayIn')}
              </Alert>
            ) : (
              <Text size="sm">{t('signIn.passwordOff')}</Text>
            )}
            {sso === null && (
              <Button type="submit" variant="light">
                {t('signIn.continue')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </form>
  );
}
