import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { DECLARED_UNITS, type DeclaredUnit, type ProductCreate, useCreateProduct } from '../api/products';

interface Values {
  productId: string;
  name: string;
  description: string;
  declaredUnit: DeclaredUnit;
  massPerDeclaredUnitKg: string;
}

const EMPTY: Values = {
  productId: '',
  name: '',
  description: '',
  declaredUnit: 'kilogram',
  massPerDeclaredUnitKg: '',
};
const URN = /^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i;

/** Defines a product customers can receive footprints of: its URN, name, description and PACT declared unit. */
export function ProductForm() {
  const create = useCreateProduct();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      productId: (value) => (URN.test(value.trim()) ? null : t('sharing.products.error.productId')),
      name: (value) => (value.trim() === '' ? t('sharing.products.error.name') : null),
      description: (value) => (value.trim() === '' ? t('sharing.products.error.description') : null),
      massPerDeclaredUnitKg: (value) =>
        value.trim() === '' || /^\d+(\.\d+)?$/.test(value.trim()) ? null : t('sharing.error.decimal'),
    },
  });
  const submit = form.onSubmit((values) => {
    const body: ProductCreate = {
      productId: values.productId.trim(),
      name: values.name.trim(),
      description: values.description.trim(),
      declaredUnit: values.declaredUnit,
      ...(values.massPerDeclaredUnitKg.trim()
        ? { massPerDeclaredUnitKg: values.massPerDeclaredUnitKg.trim() }
        : {}),
    };
    create.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('sharing.products.new')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('sharing.products.productId')}
            description={t('sharing.products.productIdHint')}
            required
            w="20rem"
            {...form.getInputProps('productId')}
          />
          <TextInput label={t('sharing.products.name')} required {...form.getInputProps('name')} />
          <Select
            label={t('sharing.products.declaredUnit')}
            data={DECLARED_UNITS.map((unit) => ({ value: unit, label: unit }))}
            allowDeselect={false}
            w="12rem"
            {...form.getInputProps('declaredUnit')}
          />
          <TextInput
            label={t('sharing.products.mass')}
            description={t('sharing.products.massHint')}
            w="12rem"
            inputMode="decimal"
            {...form.getInputProps('massPerDeclaredUnitKg')}
          />
        </Group>
        <Textarea
          label={t('sharing.products.description')}
          required
          rows={2}
          {...form.getInputProps('description')}
        />
        {create.error && Object.keys(fieldErrors(create.error)).length === 0 ? (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        ) : null}
        {create.isSuccess && (
          <Alert color="green" role="status">
            {t('sharing.products.created', { name: create.data.name })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('sharing.products.new')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
