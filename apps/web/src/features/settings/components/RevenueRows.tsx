import { Button, CloseButton, Fieldset, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { t } from '../../../i18n/t';
import type { SettingsValues } from '../api/reporting-profile';

/** Net revenue per fiscal year (amount as an exact decimal, ISO currency), the intensity denominator. */
export function RevenueRows({
  form,
  readOnly,
}: {
  form: UseFormReturnType<SettingsValues>;
  readOnly: boolean;
}) {
  const rows = form.getValues().netRevenue;
  return (
    <Fieldset legend={t('settings.revenue')} variant="unstyled">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.revenueEmpty')}
        </Text>
      )}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <Group key={i} align="flex-start" gap="sm" mb="xs" wrap="wrap">
          <TextInput
            label={t('settings.revenueYear')}
            w="6rem"
            inputMode="numeric"
            readOnly={readOnly}
            {...form.getInputProps(`netRevenue.${i}.year`)}
          />
          <TextInput
            label={t('settings.revenueAmount')}
            w="12rem"
            inputMode="decimal"
            readOnly={readOnly}
            {...form.getInputProps(`netRevenue.${i}.amount`)}
          />
          <TextInput
            label={t('settings.revenueCurrency')}
            w="6rem"
            maxLength={3}
            readOnly={readOnly}
            {...form.getInputProps(`netRevenue.${i}.currency`)}
          />
          {!readOnly && (
            <CloseButton
              mt={26}
              aria-label={t('settings.revenueRemove', { year: row.year || String(i + 1) })}
              onClick={() => form.removeListItem('netRevenue', i)}
            />
          )}
        </Group>
      ))}
      {!readOnly && (
        <Button
          size="xs"
          variant="default"
          onClick={() => form.insertListItem('netRevenue', { year: '', amount: '', currency: '' })}
        >
          {t('settings.revenueAdd')}
        </Button>
      )}
    </Fieldset>
  );
}
