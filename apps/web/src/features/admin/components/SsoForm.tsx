import { Alert, Button, Group, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type AuthConfig, useSaveAuthConfig, useTestConnection } from '../api/sign-on';
import { ConnectionTestResult } from './ConnectionTestResult';
import { StatusBadge } from './StatusBadge';

interface Values {
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  groupClaim: string;
  scopes: string;
  displayName: string;
  enabled: boolean;
  allowInsecureHttp: boolean;
}

const required = (value: string) => (value.trim() === '' ? t('admin.error.required') : null);
const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const initial = (config: AuthConfig | null): Values => ({
  issuer: config?.issuer ?? '',
  clientId: config?.clientId ?? '',
  clientSecret: '',
  audience: config?.audience ?? '',
  groupClaim: config?.groupClaim ?? 'groups',
  scopes: config?.scopes ?? 'openid email profile',
  displayName: config?.displayName ?? '',
  enabled: config?.enabled ?? true,
  allowInsecureHttp: config?.allowInsecureHttp ?? false,
});

/**
 * The single sign-on configuration. The client secret is write-only: the API says only whether one
 * is set. Test connection sends what the form holds (an empty secret means the stored one).
 */
export function SsoForm({ config }: { config: AuthConfig | null }) {
  const save = useSaveAuthConfig();
  const test = useTestConnection();
  const secretSet = config?.clientSecretSet ?? false;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial(config),
    // A test result speaks of the values tested: a change makes it stale, so it goes.
    onValuesChange: () => {
      if (test.data !== undefined || test.isError) test.reset();
    },
    validate: {
      issuer: (value) => required(value) ?? (isUrl(value.trim()) ? null : t('admin.sso.error.issuer')),
      clientId: required,
      // Machine tokens need no secret: a configuration with an audience may be saved without one.
      clientSecret: (value, values) =>
        secretSet || value !== '' || values.audience.trim() !== ''
          ? null
          : t('admin.sso.error.secretRequired'),
      groupClaim: required,
      scopes: (value) =>
        required(value) ??
        (value.trim().split(/\s+/).includes('openid') ? null : t('admin.sso.error.scopes')),
    },
  });

  const submit = form.onSubmit((values) => {
    test.reset();
    save.mutate(
      {
        issuer: values.issuer.trim(),
        clientId: values.clientId.trim(),
        ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
        audience: values.audience.trim() || null,
        groupClaim: values.groupClaim.trim(),
        scopes: values.scopes.trim(),
        enabled: values.enabled,
        allowInsecureHttp: values.allowInsecureHttp,
        ...(values.displayName.trim() ? { displayName: values.displayName.trim() } : {}),
      },
      {
        onSuccess: (saved) => {
          // Back to what is stored: the secret field empties (the badge now says one is set).
          form.setInitialValues(initial(saved));
          form.setValues(initial(saved));
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });

  const runTest = () => {
    // The fields the test uses must be valid; the secret may stay empty when one is stored.
    const checks = ['issuer', 'clientId', 'scopes', 'clientSecret'].map((field) => form.validateField(field));
    if (checks.some((check) => check.hasError)) return;
    const values = form.getValues();
    save.reset();
    test.mutate({
      issuer: values.issuer.trim(),
      clientId: values.clientId.trim(),
      scopes: values.scopes.trim(),
      allowInsecureHttp: values.allowInsecureHttp,
      ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
    });
  };

  const saveFailed = save.isError && Object.keys(fieldErrors(save.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.sso.title')}>
      <Stack gap="md" maw="40rem">
        {config === null && <Text c="dimmed">{t('admin.sso.notConfigured')}</Text>}
        <TextInput
          label={t('admin.sso.issuer')}
          description={t('admin.sso.issuerHint')}
          type="url"
          required
          {...form.getInputProps('issuer')}
        />
        <TextInput label={t('admin.sso.clientId')} required {...form.getInputProps('clientId')} />
        <PasswordInput
          label={t('admin.sso.clientSecret')}
          description={
            secretSet ? (
              <>
                <StatusBadge status="good">{t('admin.sso.secretBadge')}</StatusBadge>{' '}
                {t('admin.sso.clientSecretSet')}
              </>
            ) : (
              t('admin.sso.clientSecretNew')
            )
          }
          autoComplete="new-password"
          required={!secretSet}
          {...form.getInputProps('clientSecret')}
        />
        <TextInput
          label={t('admin.sso.audience')}
          description={t('admin.sso.audienceHint')}
          {...form.getInputProps('audience')}
        />
        <TextInput
          label={t('admin.sso.groupClaim')}
          description={t('admin.sso.groupClaimHint')}
          required
          {...form.getInputProps('groupClaim')}
        />
        <TextInput
          label={t('admin.sso.scopes')}
          description={t('admin.sso.scopesHint')}
          required
          {...form.getInputProps('scopes')}
        />
        <TextInput
          label={t('admin.sso.displayName')}
          description={t('admin.sso.displayNameHint')}
          {...form.getInputProps('displayName')}
        />
        <Switch label={t('admin.sso.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Switch
          label={t('admin.sso.allowInsecureHttp')}
          description={t('admin.sso.allowInsecureHttpHint')}
          color="orange"
          {...form.getInputProps('allowInsecureHttp', { type: 'checkbox' })}
        />
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t('admin.sso.saved')}
          </Alert>
        )}
        {saveFailed && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {test.data && <ConnectionTestResult result={test.data} />}
        {test.isError && (
          <Alert color="red" role="alert">
            {errorText(test.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('admin.sso.testHint')}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.sso.save')}
          </Button>
          <Button variant="default" loading={test.isPending} onClick={runTest}>
            {t('admin.sso.test')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
