import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { type MessageKey, t } from '../../../i18n/t';
import { ANSWER_POLICIES, type CreatedGrant, useCreateGrant } from '../api/grants';
import type { Product } from '../api/products';
import { EMPTY_GRANT, type GrantValues, grantBody, grantChecks } from './grant-values';

const words = (key: MessageKey | null) => (key === null ? null : t(key));

/**
 * Grants one customer read access over PACT: which products, reference periods and scopes it may
 * read, who answers its footprint requests, and (optionally) its own PACT host to answer to. The
 * answer carries the client secret, handed to `onCreated` to be shown once.
 */
export function GrantForm({
  products,
  onCreated,
}: {
  products: Product[];
  onCreated: (grant: CreatedGrant) => void;
}) {
  const create = useCreateGrant();
  const form = useForm<GrantValues>({
    mode: 'controlled',
    initialValues: EMPTY_GRANT,
    validate: {
      customerName: (value) => words(grantChecks.customerName(value)),
      periodEnd: (value, values) => words(grantChecks.periodEnd(value, values)),
      callbackUrl: (value, values) => words(grantChecks.callbackUrl(value, values)),
      callbackClientSecret: (value, values) => words(grantChecks.callbackClientSecret(value, values)),
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(grantBody(values), {
      onSuccess: (grant) => {
        form.reset();
        onCreated(grant);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('sharing.grants.new')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('sharing.grants.customer')} required {...form.getInputProps('customerName')} />
          <TextInput
            label={t('sharing.grants.customerPublicOrgId')}
            description={t('sharing.grants.customerPublicOrgIdHint')}
            w="24rem"
            {...form.getInputProps('customerPublicOrgId')}
          />
        </Group>
        {products.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sharing.grants.noProducts')}
          </Text>
        ) : (
          <Checkbox.Group label={t('sharing.grants.products')} {...form.getInputProps('productIds')}>
            <Group gap="md" mt={8}>
              {products.map((product) => (
                <Checkbox
                  key={product.id}
                  value={product.productId}
                  label={`${product.name} (${product.productId})`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label={t('sharing.grants.periodStart')}
            {...form.getInputProps('periodStart')}
          />
          <TextInput type="date" label={t('sharing.grants.periodEnd')} {...form.getInputProps('periodEnd')} />
          <Checkbox.Group label={t('sharing.grants.scopes')} {...form.getInputProps('scopes')}>
            <Group gap="md" mt={8}>
              <Checkbox value="1" label={t('scope.1')} />
              <Checkbox value="2" label={t('scope.2')} />
              <Checkbox value="3" label={t('scope.3')} />
            </Group>
          </Checkbox.Group>
          <Select
            label={t('sharing.grants.answerPolicy')}
            data={ANSWER_POLICIES.map((policy) => ({ value: policy, label: t(`sharing.policy.${policy}`) }))}
            allowDeselect={false}
            w="22rem"
            {...form.getInputProps('answerPolicy')}
          />
        </Group>
        <Fieldset legend={t('sharing.grants.callback')} variant="unstyled">
          <Text size="xs" c="dimmed" mb="xs">
            {t('sharing.grants.callbackHint')}
          </Text>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t('sharing.grants.callbackUrl')}
              w="24rem"
              {...form.getInputProps('callbackUrl')}
            />
            <TextInput
              label={t('sharing.grants.callbackClientId')}
              autoComplete="off"
              {...form.getInputProps('callbackClientId')}
            />
            <PasswordInput
              label={t('sharing.grants.callbackClientSecret')}
              autoComplete="new-password"
              w="16rem"
              {...form.getInputProps('callbackClientSecret')}
            />
          </Group>
        </Fieldset>
        {create.error && Object.keys(fieldErrors(create.error)).length === 0 ? (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('sharing.grants.new')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
