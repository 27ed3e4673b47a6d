import { Button, Group, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { t } from '../../../i18n/t';
import { formatTonnes } from '../../../lib/emissions';
import { type SampleItem, useAskRequest } from '../api/audit';

/** The auditor asks the organization for a document or an explanation on one sampled result. */
export function AskForm({ periodId, items }: { periodId: string; items: readonly SampleItem[] }) {
  const ask = useAskRequest();
  const form = useForm({
    initialValues: { resultId: items[0]?.resultId ?? '', message: '' },
    validate: {
      resultId: (v) => (v ? null : t('audit.ask.resultRequired')),
      message: (v) => (v.trim() ? null : t('audit.ask.messageRequired')),
    },
  });
  return (
    <form
      aria-label={t('audit.ask.form')}
      onSubmit={form.onSubmit((values) =>
        ask.mutate({ periodId, ...values }, { onSuccess: () => form.setFieldValue('message', '') }),
      )}
    >
      <Group align="end" gap="sm" mb="md">
        <Select
          label={t('audit.ask.result')}
          allowDeselect={false}
          data={items.map((i) => ({
            value: i.resultId,
            label: `${i.category}, ${i.periodStart}, ${formatTonnes(i.co2eKg)}`,
          }))}
          w="22rem"
          {...form.getInputProps('resultId')}
        />
        <Textarea
          label={t('audit.ask.message')}
          autosize
          minRows={1}
          w="26rem"
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={ask.isPending}>
          {t('audit.ask.submit')}
        </Button>
      </Group>
    </form>
  );
}
