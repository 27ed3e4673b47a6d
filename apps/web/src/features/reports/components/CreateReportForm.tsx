import { Alert, Button, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type Report, type ReportCreate, useCreateReport } from '../api/reports';
import type { Framework, Template } from '../api/templates';

interface Values {
  frameworkCode: string | null;
  periodStart: string;
  periodEnd: string;
  templateId: string | null;
  title: string;
  keepFramework: boolean;
}

const required = (value: string | null) =>
  value === null || value.trim() === '' ? t('reports.create.error.required') : null;

/** Last calendar year: what most reports are about. */
function lastYear(today = new Date()) {
  const year = today.getUTCFullYear() - 1;
  return { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` };
}

/**
 * Requesting a report: framework (current versions of the catalogue), period, and optionally a
 * template of that framework and a title. `onCreated` gets the queued report.
 */
export function CreateReportForm({
  frameworks,
  templates,
  onCreated,
}: {
  frameworks: Framework[];
  templates: Template[];
  onCreated: (report: Report) => void;
}) {
  const create = useCreateReport();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { frameworkCode: null, ...lastYear(), templateId: null, title: '', keepFramework: false },
    validate: {
      frameworkCode: required,
      periodStart: required,
      periodEnd: (value, values) =>
        required(value) ??
        (values.periodStart && value < values.periodStart ? t('reports.create.error.periodOrder') : null),
    },
  });
  const current = frameworks.filter((framework) => framework.current);
  const chosen = current.find((framework) => framework.code === form.values.frameworkCode);
  // A framework replaced for this period (GRI 305 by GRI 102 from 2027): the server uses the
  // successor unless the user keeps the chosen one.
  const successor = current.find(
    (framework) =>
      framework.supersedes !== null &&
      framework.supersedes.code === form.values.frameworkCode &&
      form.values.periodStart >= framework.supersedes.forPeriodsFrom,
  );
  const usable = templates.filter(
    (template) => !template.archived && template.frameworkCode === form.values.frameworkCode,
  );

  const submit = form.onSubmit((values) => {
    const body: ReportCreate = {
      frameworkCode: values.frameworkCode as string,
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      ...(values.templateId ? { templateId: values.templateId } : {}),
      ...(values.title.trim() ? { title: values.title.trim() } : {}),
      ...(successor !== undefined && values.keepFramework ? { keepFramework: true } : {}),
    };
    create.mutate(body, {
      onSuccess: (report) => onCreated(report),
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('reports.create.title')}>
      <Stack gap="md" maw="36rem">
        <Text size="sm">{t('reports.create.intro')}</Text>
        <Select
          label={t('reports.create.framework')}
          description={t('reports.create.frameworkHint')}
          data={current.map((framework) => ({
            value: framework.code,
            label: `${framework.name} (${framework.version})`,
          }))}
          required
          allowDeselect={false}
          {...form.getInputProps('frameworkCode')}
          onChange={(value) => {
            form.setFieldValue('frameworkCode', value);
            form.setFieldValue('templateId', null);
          }}
        />
        <TextInput
          type="date"
          label={t('reports.create.periodStart')}
          required
          {...form.getInputProps('periodStart')}
        />
        <TextInput
          type="date"
          label={t('reports.create.periodEnd')}
          required
          {...form.getInputProps('periodEnd')}
        />
        {successor !== undefined && chosen !== undefined && (
          <Checkbox
            label={t('reports.create.keepFramework', { framework: chosen.name })}
            description={t('reports.create.replaced', {
              framework: chosen.name,
              successor: successor.name,
              date: successor.supersedes?.forPeriodsFrom ?? '',
            })}
            {...form.getInputProps('keepFramework', { type: 'checkbox' })}
          />
        )}
        <Select
          label={t('reports.create.template')}
          description={
            form.values.frameworkCode !== null && usable.length === 0
              ? t('reports.create.templateEmpty')
              : t('reports.create.templateHint')
          }
          placeholder={t('reports.create.templateNone')}
          clearable
          disabled={usable.length === 0}
          data={usable.map((template) => ({
            value: template.id,
            label: `${template.name} (${t('reports.details.templateVersion', { version: template.version })})`,
          }))}
          {...form.getInputProps('templateId')}
        />
        <TextInput
          label={t('reports.create.title.label')}
          description={t('reports.create.titleHint')}
          maxLength={300}
          {...form.getInputProps('title')}
        />
        {create.isError && Object.keys(fieldErrors(create.error)).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} w="fit-content">
          {t('reports.create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
