import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type PurchaseCreate, useCreatePurchase } from '../api/exchange';

interface Values {
  kind: 'product' | 'corporate_share';
  productId: string;
  quantity: string;
  unit: string;
  periodStart: string;
  periodEnd: string;
  description: string;
}

const EMPTY: Values = {
  kind: 'product',
  productId: '',
  quantity: '',
  unit: '',
  periodStart: '',
  periodEnd: '',
  description: '',
};

const URN = /^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i;
const DECIMAL = /^\d+(\.\d+)?$/;

/** The request body of the values: a product quantity, or a share of the supplier's corporate emissions. */
export function purchaseBody(values: Values): PurchaseCreate {
  const period = { periodStart: values.periodStart, periodEnd: values.periodEnd };
  const description = values.description.trim() ? { description: values.description.trim() } : {};
  if (values.kind === 'corporate_share') return { kind: 'corporate_share', ...period, ...description };
  return {
    kind: 'product',
    productId: values.productId.trim(),
    quantity: values.quantity.trim(),
    unit: values.unit.trim(),
    ...period,
    ...description,
  };
}

/** Records a purchase from the supplier; the next sync turns it into supplier-specific Scope 3 activity. */
export function PurchaseForm({ supplierId }: { supplierId: string }) {
  const create = useCreatePurchase(supplierId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      productId: (value, values) =>
        values.kind === 'product' && !URN.test(value.trim())
          ? t('suppliers.purchases.error.productId')
          : null,
      quantity: (value, values) =>
        values.kind === 'product' && !DECIMAL.test(value.trim())
          ? t('suppliers.purchases.error.quantity')
          : null,
      unit: (value, values) =>
        values.kind === 'product' && value.trim() === '' ? t('suppliers.purchases.error.unit') : null,
      periodStart: (value) => (value === '' ? t('suppliers.purchases.error.period') : null),
      periodEnd: (value, values) =>
        value === '' || value < values.periodStart ? t('suppliers.purchases.error.period') : null,
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(purchaseBody(values), {
      onSuccess: () => form.setValues({ ...EMPTY, kind: values.kind }),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    }),
  );
  const product = form.values.kind === 'product';
  return (
    <form onSubmit={submit} noValidate aria-label={t('suppliers.purchases.new')}>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} id="purchase-kind-label" mb={4}>
            {t('suppliers.purchases.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="purchase-kind-label"
            data={[
              { value: 'product', label: t('suppliers.purchases.kind.product') },
              { value: 'corporate_share', label: t('suppliers.purchases.kind.corporate_share') },
            ]}
            {...form.getInputProps('kind')}
          />
        </div>
        <Group align="flex-start" wrap="wrap" gap="sm">
          {product && (
            <>
              <TextInput
                label={t('suppliers.purchases.productId')}
                description={t('suppliers.purchases.productIdHint')}
                w="20rem"
                {...form.getInputProps('productId')}
              />
              <TextInput
                label={t('suppliers.purchases.quantity')}
                w="10rem"
                inputMode="decimal"
                {...form.getInputProps('quantity')}
              />
              <TextInput
                label={t('suppliers.purchases.unit')}
                description={t('suppliers.purchases.unitHint')}
                w="8rem"
                {...form.getInputProps('unit')}
              />
            </>
          )}
          <TextInput
            type="date"
            label={t('suppliers.purchases.periodStart')}
            {...form.getInputProps('periodStart')}
          />
          <TextInput
            type="date"
            label={t('suppliers.purchases.periodEnd')}
            {...form.getInputProps('periodEnd')}
          />
        </Group>
        <TextInput label={t('suppliers.purchases.description')} {...form.getInputProps('description')} />
        {create.error && Object.keys(fieldErrors(create.error)).length === 0 ? (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        ) : null}
        {create.isSuccess && (
          <Alert color="green" role="status">
            {t('suppliers.purchases.created')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('suppliers.purchases.new')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
