import { Alert, Button, FileInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { fieldErrors } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type DatasetFile, type DatasetHeader, rowErrors, useUploadDataset } from '../api/upload';
import { RowErrorsTable } from './RowErrorsTable';

interface Values {
  datasetId: string;
  datasetVersion: string;
  title: string;
  source: string;
  sourceUrl: string;
  publisher: string;
  license: string;
  notes: string;
  file: File | null;
}

const HEADER_FIELDS = [
  'datasetId',
  'datasetVersion',
  'title',
  'source',
  'sourceUrl',
  'publisher',
  'license',
  'notes',
] as const;
const required = (value: string) => (value.trim() === '' ? t('factors.upload.required') : null);
const isJson = (file: File) => file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';

/** Reads the chosen file: CSV as text, JSON as rows (an array, or an object's `factors`). */
async function readFile(file: File): Promise<DatasetFile | string> {
  const text = await file.text();
  if (!isJson(file)) return { format: 'csv', text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return t('factors.upload.notJson', { reason: (error as Error).message });
  }
  const rows = Array.isArray(parsed) ? parsed : (parsed as { factors?: unknown } | null)?.factors;
  return Array.isArray(rows) ? { format: 'json', rows } : t('factors.upload.noRows');
}

/**
 * Uploads a custom dataset (ORG_ADMIN): the header in the form, the rows from a CSV or JSON file.
 * All or nothing: a refusal lists every row problem the API found, by line or row and column.
 */
export function UploadDatasetForm({
  onUploaded,
}: {
  onUploaded?: (datasetId: string, version: string) => void;
}) {
  const upload = useUploadDataset();
  const [format, setFormat] = useState<'csv' | 'json'>('csv');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      datasetId: '',
      datasetVersion: '',
      title: '',
      source: '',
      sourceUrl: '',
      publisher: '',
      license: '',
      notes: '',
      file: null,
    },
    validate: {
      datasetId: (v) =>
        required(v) ?? (/^[a-z0-9][a-z0-9-]*$/.test(v.trim()) ? null : t('factors.upload.idFormat')),
      datasetVersion: required,
      title: required,
      source: required,
      sourceUrl: (v) =>
        required(v) ?? (/^https?:\/\/\S+$/.test(v.trim()) ? null : t('factors.upload.urlFormat')),
      file: (v) => (v === null ? t('factors.upload.required') : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    upload.reset();
    const file = await readFile(values.file as File);
    if (typeof file === 'string') {
      form.setFieldError('file', file);
      return;
    }
    setFormat(file.format);
    const header = Object.fromEntries(
      HEADER_FIELDS.flatMap((k) => (values[k].trim() === '' ? [] : [[k, values[k].trim()]])),
    ) as unknown as DatasetHeader;
    upload.mutate(
      { header, file },
      {
        onSuccess: (dataset) => {
          notifications.show({
            color: 'green',
            closeButtonProps: { 'aria-label': t('factors.upload.closeNotice') },
            message: t('factors.upload.done', {
              dataset: dataset.datasetId,
              version: dataset.datasetVersion,
              count: dataset.factorCount,
            }),
          });
          form.reset();
          onUploaded?.(dataset.datasetId, dataset.datasetVersion);
        },
        // Header problems (row 0) go next to their field; row problems into the table below.
        onError: (error) => {
          const header = rowErrors(error).filter((e) => e.row === 0);
          form.setErrors({
            ...fieldErrors(error),
            ...Object.fromEntries(header.map((e) => [e.field, e.message])),
          });
        },
      },
    );
  });

  const problems = rowErrors(upload.error);
  return (
    <form onSubmit={submit} noValidate aria-label={t('factors.upload.form')}>
      <Stack gap="md" maw="44rem">
        <Text size="sm">{t('factors.upload.intro')}</Text>
        <div className="ctp-form-pair">
          <TextInput
            label={t('factors.upload.datasetId')}
            description={t('factors.upload.datasetIdHint')}
            required
            {...form.getInputProps('datasetId')}
          />
          <TextInput
            label={t('factors.upload.datasetVersion')}
            description={t('factors.upload.datasetVersionHint')}
            required
            {...form.getInputProps('datasetVersion')}
          />
        </div>
        <TextInput label={t('factors.upload.title')} required {...form.getInputProps('title')} />
        <TextInput
          label={t('factors.upload.source')}
          description={t('factors.upload.sourceHint')}
          required
          {...form.getInputProps('source')}
        />
        <TextInput
          label={t('factors.upload.sourceUrl')}
          type="url"
          placeholder="https://"
          required
          {...form.getInputProps('sourceUrl')}
        />
        <div className="ctp-form-pair">
          <TextInput label={t('factors.upload.publisher')} {...form.getInputProps('publisher')} />
          <TextInput label={t('factors.upload.license')} {...form.getInputProps('license')} />
        </div>
        <Textarea label={t('factors.upload.notes')} rows={2} {...form.getInputProps('notes')} />
        <FileInput
          label={t('factors.upload.file')}
          description={t('factors.upload.fileHint')}
          accept=".csv,.json,text/csv,application/json"
          clearable
          clearButtonProps={{ 'aria-label': t('factors.upload.clearFile') }}
          required
          {...form.getInputProps('file')}
        />
        <div>
          <Button type="submit" loading={upload.isPending}>
            {t('factors.upload.submit')}
          </Button>
        </div>
        {upload.error !== null && (
          <Alert color="red" title={t('factors.upload.rejected')} role="alert">
            <Text size="sm">{errorText(upload.error)}</Text>
          </Alert>
        )}
        {problems.some((p) => p.row > 0 || p.field === 'factors') && (
          <RowErrorsTable
            errors={problems.filter((p) => p.row > 0 || p.field === 'factors')}
            format={format}
          />
        )}
      </Stack>
    </form>
  );
}
