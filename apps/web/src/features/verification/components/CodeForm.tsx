import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { t } from '../../../i18n/t';
import { normaliseCode } from '../api/verification';

/** A code as printed on a report: letters and digits in groups, e.g. CTP-2026-7KQM-4XPA. */
const CODE = /^[A-Z0-9]+(-[A-Z0-9]+)+$/;

/** The box to type a verification code; sends the normalised code to `onLookUp`. */
export function CodeForm({ initial = '', onLookUp }: { initial?: string; onLookUp: (code: string) => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: initial },
    validate: {
      code: (value) =>
        value.trim() === ''
          ? t('verification.code.required')
          : CODE.test(normaliseCode(value)) && normaliseCode(value).length <= 64
            ? null
            : t('verification.code.invalid'),
    },
  });
  return (
    <form
      noValidate
      aria-label={t('verification.code.form')}
      onSubmit={form.onSubmit((values) => onLookUp(normaliseCode(values.code)))}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          className="ctp-verify-code"
          label={t('verification.code.label')}
          description={t('verification.code.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.getInputProps('code')}
        />
        <Button type="submit" className="ctp-verify-code-submit">
          {t('verification.code.submit')}
        </Button>
      </Group>
    </form>
  );
}
