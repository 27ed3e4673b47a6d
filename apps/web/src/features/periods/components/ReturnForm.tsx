import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { type Period, useReturnPeriod } from '../api/periods';
import { refusalText } from './refusal';

/** Sending a submitted or approved period back to draft: the reason is kept and audited. */
export function ReturnForm({ period, onDone }: { period: Period; onDone: () => void }) {
  const back = useReturnPeriod();
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() === '' ? t('periods.return.required') : null) },
  });
  const submit = form.onSubmit((values) =>
    back.mutate(
      { id: period.id, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('periods.return.done', { name: period.name }),
            closeButtonProps: { 'aria-label': t('periods.close') },
          });
          onDone();
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('periods.return.title', { name: period.name })}>
      <Stack gap="sm" maw="30rem">
        <Textarea
          label={t('periods.return.reason')}
          description={t('periods.return.reasonHint')}
          required
          rows={2}
          maxLength={5000}
          {...form.getInputProps('reason')}
        />
        {back.isError && Object.keys(fieldErrors(back.error)).length === 0 && (
          <Alert color="red" role="alert">
            {refusalText(back.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" color="red.9" loading={back.isPending}>
            {t('periods.return.submit')}
          </Button>
          <Button type="button" variant="subtle" onClick={onDone}>
            {t('periods.return.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
