import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type Facility, type FacilityCreate, useCreateFacility } from '../api/facilities';

interface Values {
  name: string;
  address: string;
  country: string;
  gridRegion: string;
}

const EMPTY: Values = { name: '', address: '', country: '', gridRegion: '' };

/** Adds a facility: its name, and optionally address, country and grid region. Writers only. */
export function FacilityForm({ onCreated }: { onCreated?: (facility: Facility) => void }) {
  const create = useCreateFacility();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    transformValues: (values) => ({
      ...values,
      country: values.country.trim().toUpperCase(),
      gridRegion: values.gridRegion.trim().toUpperCase(),
    }),
    validate: {
      name: (value) => (value.trim() === '' ? t('facilities.form.error.name') : null),
      country: (value) =>
        value.trim() === '' || /^[A-Za-z]{2}$/.test(value.trim()) ? null : t('facilities.form.error.country'),
      gridRegion: (value) =>
        value.trim() === '' || /^[A-Za-z][A-Za-z0-9_-]*$/.test(value.trim())
          ? null
          : t('facilities.form.error.grid'),
    },
  });

  const submit = form.onSubmit((values) => {
    const body: FacilityCreate = {
      name: values.name.trim(),
      ...(values.address.trim() ? { address: values.address.trim() } : {}),
      ...(values.country ? { country: values.country } : {}),
      ...(values.gridRegion ? { gridRegion: values.gridRegion } : {}),
    };
    create.mutate(body, {
      onSuccess: (facility) => {
        form.reset();
        onCreated?.(facility);
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) form.setFieldError(field, message);
      },
    });
  });

  const unfielded = create.error && Object.keys(fieldErrors(create.error)).length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t('facilities.new')}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput label={t('facilities.col.name')} required {...form.getInputProps('name')} />
          <TextInput label={t('facilities.form.address')} {...form.getInputProps('address')} />
          <TextInput
            label={t('facilities.form.country')}
            description={t('facilities.form.countryHint')}
            w="10rem"
            {...form.getInputProps('country')}
          />
          <TextInput
            label={t('facilities.form.grid')}
            description={t('facilities.form.gridHint')}
            w="14rem"
            {...form.getInputProps('gridRegion')}
          />
        </Group>
        {unfielded && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        {create.isSuccess && (
          <Alert color="green" role="status">
            {t('facilities.form.created', { name: create.data.name })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('facilities.new')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
