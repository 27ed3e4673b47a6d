import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { type MessageKey, t } from '../../../i18n/t';
import { type Supplier, useCreateSupplier, useUpdateSupplier } from '../api/suppliers';

/** A sharing grant of ours, as the supplier form offers it. */
export interface InboundGrant {
  id: string;
  customerName: string;
  clientId: string;
  revokedAt: string | null;
}

import {
  createBody,
  EMPTY_SUPPLIER,
  type SupplierValues,
  supplierChecks,
  updateBody,
  valuesOf,
} from './supplier-values';

const check =
  (rule: (value: string) => MessageKey | null) =>
  (value: string): string | null => {
    const key = rule(value);
    return key === null ? null : t(key);
  };

/**
 * Adds a supplier, or (given one) changes it: name, contact, country, the public organization id
 * its answers must carry, the address of its PACT API, and which of our sharing grants it uses to
 * send us events (`grants`: the organization's grants). Administrators only.
 */
export function SupplierForm({
  supplier,
  grants = [],
  onSaved,
}: {
  supplier?: Supplier;
  grants?: readonly InboundGrant[];
  onSaved?: (supplier: Supplier) => void;
}) {
  const create = useCreateSupplier();
  const update = useUpdateSupplier(supplier?.id ?? '');
  const mutation = supplier ? update : create;
  const form = useForm<SupplierValues>({
    mode: 'controlled',
    initialValues: supplier ? valuesOf(supplier) : EMPTY_SUPPLIER,
    validate: {
      name: check(supplierChecks.name),
      contactEmail: check(supplierChecks.contactEmail),
      country: check(supplierChecks.country),
      externalPublicOrgId: check(supplierChecks.externalPublicOrgId),
      integrationEndpoint: check(supplierChecks.integrationEndpoint),
    },
  });

  const onError = (error: unknown) => {
    for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
  };
  const submit = form.onSubmit((values) => {
    if (supplier) {
      const body = updateBody(values, supplier);
      if (Object.keys(body).length === 0) return;
      update.mutate(body, {
        onSuccess: (saved) => {
          // The form now shows what was stored (trimmed, cleared fields empty).
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          onSaved?.(saved);
        },
        onError,
      });
    } else {
      create.mutate(createBody(values), {
        onSuccess: (saved) => {
          form.reset();
          onSaved?.(saved);
        },
        onError,
      });
    }
  });

  const label = supplier ? t('suppliers.form.save') : t('suppliers.new');
  const unfielded = mutation.error && Object.keys(fieldErrors(mutation.error)).length === 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={supplier ? t('suppliers.form.editTitle') : t('suppliers.new')}
    >
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('suppliers.form.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('suppliers.form.contactEmail')}
            type="email"
            {...form.getInputProps('contactEmail')}
          />
          <TextInput
            label={t('suppliers.form.country')}
            description={t('suppliers.form.countryHint')}
            w="10rem"
            {...form.getInputProps('country')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('suppliers.form.publicOrgId')}
            description={t('suppliers.form.publicOrgIdHint')}
            w="24rem"
            classNames={{ input: 'ctp-mono' }}
            {...form.getInputProps('externalPublicOrgId')}
          />
          <TextInput
            label={t('suppliers.form.endpoint')}
            description={t('suppliers.form.endpointHint')}
            w="24rem"
            {...form.getInputProps('integrationEndpoint')}
          />
          <Select
            label={t('suppliers.form.inboundGrant')}
            description={t('suppliers.form.inboundGrantHint')}
            placeholder={t('suppliers.form.inboundGrantNone')}
            data={grants
              .filter((grant) => grant.revokedAt === null || grant.id === form.values.inboundGrantId)
              .map((grant) => ({ value: grant.id, label: `${grant.customerName} (${grant.clientId})` }))}
            clearable
            w="24rem"
            {...form.getInputProps('inboundGrantId')}
            value={form.values.inboundGrantId || null}
            onChange={(value) => form.setFieldValue('inboundGrantId', value ?? '')}
          />
        </Group>
        {unfielded && (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        )}
        {mutation.isSuccess && (
          <Alert color="green" role="status">
            {t(supplier ? 'suppliers.form.saved' : 'suppliers.form.created', { name: mutation.data.name })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
