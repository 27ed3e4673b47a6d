import { Alert, Button, Fieldset, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type Organization, useUpdateOrganization } from '../api/organization';
import {
  CONSOLIDATION,
  METHANE_GWP,
  type SettingsValues,
  settingsOf,
  validateSettings,
  valuesOf,
} from '../api/reporting-profile';
import { RevenueRows } from './RevenueRows';

/**
 * The organization's name and the facts its reports state. An administrator edits and saves
 * (messages next to the fields, before anything is sent); every other role reads the same fields.
 */
export function SettingsForm({
  organization,
  canEdit,
  onSaved,
  baseYear,
}: {
  organization: Organization;
  canEdit: boolean;
  /** What the form shows of the base year, which it does not edit (the page passes `BaseYearNote`). */
  baseYear?: ReactNode;
  /** After a save (the page refreshes what the shell shows of the organization). */
  onSaved?: (organization: Organization) => void;
}) {
  const update = useUpdateOrganization();
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(organization),
    validate: validateSettings,
  });
  const submit = form.onSubmit((values) => {
    update.mutate(
      { name: values.name.trim(), settings: settingsOf(organization, values) },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          onSaved?.(saved);
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  });
  const general = update.isError && Object.keys(fieldErrors(update.error)).length === 0;
  const readOnly = !canEdit;

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.title')}>
      <Stack gap="lg">
        {readOnly && (
          <Alert color="gray" role="note">
            {t('settings.readOnly')}
          </Alert>
        )}
        <Fieldset legend={t('settings.identity')}>
          <Stack gap="sm">
            <TextInput
              label={t('settings.name')}
              required
              readOnly={readOnly}
              {...form.getInputProps('name')}
            />
            <div className="ctp-cards">
              <TextInput label={t('settings.slug')} value={organization.slug} readOnly />
              <TextInput label={t('settings.publicOrgId')} value={organization.publicOrgId} readOnly />
            </div>
            <TextInput
              label={t('settings.country')}
              description={t('settings.countryHint')}
              readOnly={readOnly}
              {...form.getInputProps('country')}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settings.reporting')}>
          <Stack gap="sm">
            <Select
              label={t('settings.consolidation')}
              description={t('settings.consolidationHint')}
              data={CONSOLIDATION.map((value) => ({ value, label: t(`settings.consolidation.${value}`) }))}
              allowDeselect={false}
              readOnly={readOnly}
              {...form.getInputProps('consolidationApproach')}
            />
            {baseYear}
            <Textarea
              label={t('settings.boundary')}
              rows={2}
              readOnly={readOnly}
              {...form.getInputProps('reportingBoundary')}
            />
            <RevenueRows form={form} readOnly={readOnly} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('settings.calculation')}>
          <Select
            label={t('settings.methaneGwp')}
            description={t('settings.methaneGwpHint')}
            data={METHANE_GWP.map((value) => ({ value, label: t(`settings.methaneGwp.${value}`) }))}
            allowDeselect={false}
            readOnly={readOnly}
            {...form.getInputProps('methaneGwp')}
          />
        </Fieldset>
        {general && (
          <Alert color="red" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        {update.isSuccess && !form.isDirty() && (
          <Text size="sm" c="#1b5e20" fw={500} role="status">
            {t('settings.saved')}
          </Text>
        )}
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
