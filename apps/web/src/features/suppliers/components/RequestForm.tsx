import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useSendRequest } from '../api/exchange';

const URN = /^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i;

/** The product URNs of a text field: one per line or separated by commas or spaces. */
export const productIdsOf = (text: string) => text.split(/[\s,]+/).filter((id) => id !== '');

/** Asks the supplier for footprints of products (a PACT RequestCreatedEvent); the answer comes back later. */
export function RequestForm({ supplierId }: { supplierId: string }) {
  const send = useSendRequest(supplierId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { productIds: '', comment: '' },
    validate: {
      productIds: (value: string) => {
        const ids = productIdsOf(value);
        return ids.length === 0 || ids.some((id) => !URN.test(id))
          ? t('suppliers.requests.error.productIds')
          : null;
      },
    },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      {
        productIds: productIdsOf(values.productIds),
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      },
      { onSuccess: () => form.reset() },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('suppliers.requests.new')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('suppliers.requests.productIds')}
            description={t('suppliers.requests.productIdsHint')}
            w="24rem"
            {...form.getInputProps('productIds')}
          />
          <Textarea
            label={t('suppliers.requests.comment')}
            w="24rem"
            rows={1}
            {...form.getInputProps('comment')}
          />
        </Group>
        {send.error ? (
          <Alert color="red" role="alert">
            {errorText(send.error)}
          </Alert>
        ) : null}
        {send.isSuccess && (
          <Alert color={send.data.status === 'send_failed' ? 'orange' : 'green'} role="status">
            {send.data.status === 'send_failed'
              ? t('suppliers.requests.sendFailed', { reason: send.data.sendError?.message ?? '' })
              : t('suppliers.requests.sent')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('suppliers.requests.new')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
