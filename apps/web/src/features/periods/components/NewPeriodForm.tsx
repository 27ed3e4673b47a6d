import { Alert, Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { useCreatePeriod } from '../api/periods';
import { refusalText } from './refusal';

/** Creating a calendar-year period in draft (ORG_ADMIN); the server refuses one overlapping another. */
export function NewPeriodForm() {
  const create = useCreatePeriod();
  const [year, setYear] = useState<number>(new Date().getUTCFullYear() - 1);
  return (
    <form
      aria-label={t('periods.new')}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(year, {
          onSuccess: (period) =>
            notifications.show({ color: 'green', message: t('periods.new.created', { name: period.name }) }),
        });
      }}
    >
      <Group align="flex-end" gap="sm" mb="sm">
        <NumberInput
          label={t('periods.new.year')}
          description={t('periods.new.yearHint')}
          min={1990}
          max={2100}
          allowDecimal={false}
          value={year}
          onChange={(value) => setYear(typeof value === 'number' ? value : Number(value))}
          w="12rem"
        />
        <Button type="submit" loading={create.isPending}>
          {t('periods.new.submit')}
        </Button>
      </Group>
      {create.isError && (
        <Alert color="red" role="alert" mb="sm">
          {refusalText(create.error)}
        </Alert>
      )}
    </form>
  );
}
