import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { type MessageKey, t } from '../../../i18n/t';
import { formatQuantity } from '../../../lib/emissions';
import { type StoredFootprint, usePublishFootprint } from '../api/products';
import { EMPTY_PUBLISH, type PublishValues, publishBody, publishChecks } from './publish-values';

const words = (key: MessageKey | null) => (key === null ? null : t(key));

/**
 * Publishes a footprint of the product for a reference period: the organization's calculated
 * emissions of the chosen scopes, allocated to the product by mass, revenue or units produced, and
 * divided by the units produced. Each publication is a new immutable version.
 */
export function PublishFootprintForm({
  productRef,
  declaredUnit,
  onPublished,
}: {
  productRef: string;
  declaredUnit: string;
  onPublished?: (footprint: StoredFootprint) => void;
}) {
  const publish = usePublishFootprint(productRef);
  const form = useForm<PublishValues>({
    mode: 'controlled',
    initialValues: EMPTY_PUBLISH,
    validate: {
      periodStart: (value) => words(publishChecks.periodStart(value)),
      periodEnd: (value, values) => words(publishChecks.periodEnd(value, values)),
      scopes: (value) => words(publishChecks.scopes(value)),
      productQuantity: (value) => words(publishChecks.productQuantity(value)),
      totalQuantity: (value, values) => words(publishChecks.totalQuantity(value, values)),
      productUnits: (value) => words(publishChecks.productUnits(value)),
      boundaryDescription: (value) => words(publishChecks.boundaryDescription(value)),
      geographyCountry: (value) => words(publishChecks.geographyCountry(value)),
    },
  });
  const submit = form.onSubmit((values) =>
    publish.mutate(publishBody(values), {
      onSuccess: (footprint) => onPublished?.(footprint),
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    }),
  );
  const basis = form.values.method;
  return (
    <form onSubmit={submit} noValidate aria-label={t('sharing.publish.title')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            type="date"
            label={t('sharing.publish.periodStart')}
            {...form.getInputProps('periodStart')}
          />
          <TextInput
            type="date"
            label={t('sharing.publish.periodEnd')}
            {...form.getInputProps('periodEnd')}
          />
          <Checkbox.Group label={t('sharing.publish.scopes')} {...form.getInputProps('scopes')}>
            <Group gap="md" mt={8}>
              <Checkbox value="1" label={t('scope.1')} />
              <Checkbox value="2" label={t('scope.2')} />
              <Checkbox value="3" label={t('scope.3')} />
            </Group>
          </Checkbox.Group>
          {form.values.scopes.includes('2') && (
            <Select
              label={t('sharing.publish.scope2Method')}
              data={[
                { value: 'market_based', label: t('scope.2.market') },
                { value: 'location_based', label: t('scope.2.location') },
              ]}
              allowDeselect={false}
              w="16rem"
              {...form.getInputProps('scope2Method')}
            />
          )}
        </Group>
        <Text size="sm" fw={500}>
          {t('sharing.publish.allocation')}
        </Text>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t('sharing.publish.method')}
            data={(['mass', 'revenue', 'units'] as const).map((m) => ({
              value: m,
              label: t(`sharing.method.${m}`),
            }))}
            allowDeselect={false}
            w="12rem"
            {...form.getInputProps('method')}
          />
          <TextInput
            label={t('sharing.publish.productQuantity')}
            description={t(`sharing.publish.basisHint.${basis}`)}
            inputMode="decimal"
            w="14rem"
            {...form.getInputProps('productQuantity')}
          />
          <TextInput
            label={t('sharing.publish.totalQuantity')}
            description={t(`sharing.publish.basisHint.${basis}`)}
            inputMode="decimal"
            w="14rem"
            {...form.getInputProps('totalQuantity')}
          />
          <TextInput
            label={t('sharing.publish.productUnits')}
            description={t('sharing.publish.productUnitsHint', { unit: declaredUnit })}
            inputMode="decimal"
            w="14rem"
            {...form.getInputProps('productUnits')}
          />
        </Group>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Textarea
            label={t('sharing.publish.boundary')}
            description={t('sharing.publish.boundaryHint')}
            rows={1}
            w="28rem"
            {...form.getInputProps('boundaryDescription')}
          />
          <TextInput
            label={t('sharing.publish.country')}
            w="10rem"
            {...form.getInputProps('geographyCountry')}
          />
          <TextInput label={t('sharing.publish.comment')} w="20rem" {...form.getInputProps('comment')} />
        </Group>
        {publish.error && Object.keys(fieldErrors(publish.error)).length === 0 ? (
          <Alert color="red" role="alert">
            {errorText(publish.error)}
          </Alert>
        ) : null}
        {publish.isSuccess && (
          <Alert color="green" role="status">
            {t('sharing.publish.published', {
              version: publish.data.version,
              value: formatQuantity(publish.data.pact.pcf.pcfExcludingBiogenicUptake),
              unit: declaredUnit,
            })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={publish.isPending}>
            {t('sharing.publish.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
