import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type Supplier, useSetCredentials } from '../api/suppliers';

/**
 * The client credentials the supplier issued to us (its sharing grant's client id and secret).
 * Write only: the secret is sent once and never shown again; the form says only whether one is set.
 */
export function CredentialsForm({ supplier }: { supplier: Supplier }) {
  const save = useSetCredentials(supplier.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { clientId: '', clientSecret: '' },
    validate: {
      clientId: (value: string) => (value.trim() === '' ? t('suppliers.credentials.error.clientId') : null),
      clientSecret: (value: string) => (value === '' ? t('suppliers.credentials.error.secret') : null),
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { clientId: values.clientId.trim(), clientSecret: values.clientSecret },
      { onSuccess: () => form.reset() },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('suppliers.credentials.title')}>
      <Stack gap="sm">
        <Text size="sm" data-testid="credentials-state">
          {supplier.hasIntegrationSecret
            ? t('suppliers.credentials.set', { clientId: supplier.integrationClientId ?? '' })
            : t('suppliers.credentials.notSet')}
        </Text>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('suppliers.credentials.clientId')}
            w="20rem"
            autoComplete="off"
            {...form.getInputProps('clientId')}
          />
          <PasswordInput
            label={t('suppliers.credentials.clientSecret')}
            description={t('suppliers.credentials.secretHint')}
            w="20rem"
            autoComplete="new-password"
            {...form.getInputProps('clientSecret')}
          />
        </Group>
        {save.error ? (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t('suppliers.credentials.saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('suppliers.credentials.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
