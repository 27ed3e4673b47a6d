import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { formatDay } from '../../../lib/dates';
import { type Override, useEndOverride } from '../api/overrides';
import { refusalText } from './refusal';

/** Ending an override from a date, with the reason; the server refuses a date that lengthens it. */
export function EndOverrideForm({ override, onDone }: { override: Override; onDone: () => void }) {
  const end = useEndOverride();
  const form = useForm({
    mode: 'controlled',
    initialValues: { effectiveTo: '', reason: '' },
    validate: {
      effectiveTo: (value) =>
        value === ''
          ? t('algorithms.overrides.error.required')
          : value < override.effectiveFrom || (override.effectiveTo !== null && value > override.effectiveTo)
            ? t('algorithms.overrides.endDateHint', {
                from: formatDay(override.effectiveFrom),
                to: override.effectiveTo
                  ? t('algorithms.overrides.endDateTo', { to: formatDay(override.effectiveTo) })
                  : '',
              })
            : null,
      reason: (value) => (value.trim() === '' ? t('algorithms.overrides.error.required') : null),
    },
  });
  const submit = form.onSubmit((values) =>
    end.mutate(
      { id: override.id, effectiveTo: values.effectiveTo, reason: values.reason.trim() },
      { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrors(error)) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('algorithms.overrides.endTitle')}>
      <Stack gap="sm" maw="30rem">
        <TextInput
          type="date"
          label={t('algorithms.overrides.endDate')}
          description={t('algorithms.overrides.endDateHint', {
            from: formatDay(override.effectiveFrom),
            to: override.effectiveTo
              ? t('algorithms.overrides.endDateTo', { to: formatDay(override.effectiveTo) })
              : '',
          })}
          required
          {...form.getInputProps('effectiveTo')}
        />
        <Textarea
          label={t('algorithms.overrides.endReason')}
          description={t('algorithms.overrides.endReasonHint')}
          required
          rows={2}
          {...form.getInputProps('reason')}
        />
        {end.isError && Object.keys(fieldErrors(end.error)).length === 0 && (
          <Alert color="red" role="alert">
            {refusalText(end.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" color="red" variant="light" loading={end.isPending}>
            {t('algorithms.overrides.endSubmit')}
          </Button>
          <Button type="button" variant="subtle" onClick={onDone}>
            {t('algorithms.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
