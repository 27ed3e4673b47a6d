import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { CAUSES, type Period, type RestatementCause, useReopenPeriod } from '../api/periods';
import { refusalText } from './refusal';

/** Reopening a locked period: a cause and a reason, recorded on the restatement it opens. */
export function ReopenForm({ period, onDone }: { period: Period; onDone: () => void }) {
  const reopen = useReopenPeriod();
  const form = useForm({
    mode: 'controlled',
    initialValues: { cause: 'discovered_error' as RestatementCause, reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? t('periods.reopen.required') : null) },
  });
  const submit = form.onSubmit((values) =>
    reopen.mutate(
      { id: period.id, cause: values.cause, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('periods.reopen.done', { name: period.name }),
            closeButtonProps: { 'aria-label': t('periods.close') },
          });
          onDone();
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('periods.reopen.title', { name: period.name })}>
      <Stack gap="sm" maw="30rem">
        <Select
          label={t('periods.reopen.cause')}
          data={CAUSES.map((c) => ({ value: c, label: t(`periods.cause.${c}`) }))}
          allowDeselect={false}
          {...form.getInputProps('cause')}
        />
        <Textarea
          label={t('periods.reopen.reason')}
          description={t('periods.reopen.reasonHint')}
          required
          rows={2}
          {...form.getInputProps('reason')}
        />
        {reopen.isError && Object.keys(fieldErrors(reopen.error)).length === 0 && (
          <Alert color="red" role="alert">
            {refusalText(reopen.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" color="red.8" autoContrast loading={reopen.isPending}>
            {t('periods.reopen.submit')}
          </Button>
          <Button type="button" variant="subtle" onClick={onDone}>
            {t('periods.reopen.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
