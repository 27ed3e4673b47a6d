import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { t } from '../../../i18n/t';
import type { SampleSpec, Stratification } from '../api/audit';

/** Seed, size and stratification of a sample; drawing it is a read, so every role may. */
export function SampleForm({ onDraw }: { onDraw: (spec: SampleSpec) => void }) {
  const form = useForm({
    initialValues: { seed: 20251231, size: 25, stratifyBy: 'scope' as Stratification },
    validate: {
      seed: (v) =>
        Number.isInteger(v) && v >= 0 && v <= 2_147_483_647 ? null : t('audit.sample.seedInvalid'),
      size: (v) => (Number.isInteger(v) && v >= 1 && v <= 1000 ? null : t('audit.sample.sizeInvalid')),
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onDraw(values))} aria-label={t('audit.sample.form')}>
      <Group align="end" gap="sm" mb="md">
        <NumberInput
          label={t('audit.sample.seed')}
          allowDecimal={false}
          min={0}
          {...form.getInputProps('seed')}
        />
        <NumberInput
          label={t('audit.sample.size')}
          allowDecimal={false}
          min={1}
          max={1000}
          {...form.getInputProps('size')}
        />
        <Select
          label={t('audit.sample.stratifyBy')}
          allowDeselect={false}
          data={[
            { value: 'scope', label: t('audit.sample.byScope') },
            { value: 'magnitude', label: t('audit.sample.byMagnitude') },
          ]}
          {...form.getInputProps('stratifyBy')}
        />
        <Button type="submit">{t('audit.sample.draw')}</Button>
      </Group>
    </form>
  );
}
