import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { LedgerRefusal } from './LedgerRefusal';

/**
 * A ledger step that needs a reason (cancelling an instrument, releasing an allocation): the reason
 * is kept in the ledger and the audit log. `submitLabel` names the step; the refusal shows below.
 */
export function ReasonForm({
  label,
  hint,
  submitLabel,
  pending,
  error,
  onSubmit,
  onBack,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onBack: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? t('instruments.reasonRequired') : null) },
  });
  const unfielded = error !== null && error !== undefined && Object.keys(fieldErrors(error)).length === 0;
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(v.reason.trim()))} noValidate aria-label={label}>
      <Stack gap="xs" maw="30rem">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        <Textarea
          label={t('instruments.reason')}
          description={t('instruments.reasonHint')}
          required
          rows={2}
          maxLength={2000}
          {...form.getInputProps('reason')}
        />
        {unfielded && <LedgerRefusal error={error} />}
        <Group gap="sm">
          <Button type="submit" color="red.9" loading={pending}>
            {submitLabel}
          </Button>
          <Button type="button" variant="subtle" onClick={onBack}>
            {t('instruments.cancel.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
