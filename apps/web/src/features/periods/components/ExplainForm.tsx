import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { type MovementLine, useExplainMovement } from '../api/movements';
import { lineLabel } from './movement-lines';
import { refusalText } from './refusal';

/** The inline form explaining why one line moved; a new explanation supersedes the line's last one. */
export function ExplainForm({
  periodId,
  line,
  onDone,
}: {
  periodId: string;
  line: MovementLine;
  onDone: () => void;
}) {
  const explain = useExplainMovement(periodId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { explanation: line.explanation?.explanation ?? '' },
    validate: {
      explanation: (v) => (v.trim() === '' ? t('periods.movements.explain.required') : null),
    },
  });
  const submit = form.onSubmit((values) =>
    explain.mutate(
      { lineKey: line.key, explanation: values.explanation.trim() },
      { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrors(error)) },
    ),
  );
  const label = lineLabel(line);
  return (
    <form onSubmit={submit} noValidate aria-label={t('periods.movements.explain.title', { line: label })}>
      <Stack gap="xs">
        <Textarea
          label={t('periods.movements.explain.label', { line: label })}
          required
          rows={3}
          maxLength={5000}
          {...form.getInputProps('explanation')}
        />
        {explain.isError && Object.keys(fieldErrors(explain.error)).length === 0 && (
          <Alert color="red" role="alert">
            {refusalText(explain.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={explain.isPending}>
            {t('periods.movements.explain.save')}
          </Button>
          <Button type="button" size="xs" variant="subtle" onClick={onDone}>
            {t('periods.movements.explain.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
