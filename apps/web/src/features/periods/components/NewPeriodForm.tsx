import { Alert, Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { useCreatePeriod } from '../api/periods';
import { refusalText } from './refusal';

/** Creating a calendar-year period in draft (ORG_ADMIN); the server refuses one overlapping another. */
export function NewPeriodForm() {
  const create = useCreatePeriod();
  const [year, setYear] = useState(String(new Date().getUTCFullYear() - 1));
  return (
    <form
      aria-label={t('periods.new')}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(Number(year), {
          onSuccess: (period) =>
            notifications.show({
              color: 'green',
              message: t('periods.new.created', { name: period.name }),
              closeButtonProps: { 'aria-label': t('periods.close') },
            }),
        });
      }}
    >
      <Group align="flex-end" gap="sm" mb="sm">
        <TextInput
          label={t('periods.new.year')}
          description={t('periods.new.yearHint')}
          inputMode="numeric"
          pattern="[0-9]{4}"
          maxLength={4}
          required
          value={year}
          onChange={(event) => setYear(event.currentTarget.value)}
          w="12rem"
        />
        <Button type="submit" loading={create.isPending} disabled={!/^\d{4}$/.test(year)}>
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
