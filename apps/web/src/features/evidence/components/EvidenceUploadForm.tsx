import { Alert, Button, FileInput, Group, Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/t';
import { fileRefusal } from '../api/check-file';
import {
  EVIDENCE_KINDS,
  EVIDENCE_TYPES,
  type EvidenceFile,
  type EvidenceKind,
  type EvidenceSubject,
  useUploadEvidence,
} from '../api/evidence';
import { uploadErrorText } from './refusal';

/**
 * Attach a file to an activity or a facility (writers only: the caller decides whether to show it).
 * `onUploaded` hears of each stored file, so a caller can use it at once (an audit request's answer).
 */
export function EvidenceUploadForm({
  subject,
  onUploaded,
}: {
  subject: EvidenceSubject;
  onUploaded?: ((file: EvidenceFile) => void) | undefined;
}) {
  const upload = useUploadEvidence(subject);
  const [file, setFile] = useState<File | null>(null);
  // A Scope 2 instrument's evidence is its certificate (or contract); an activity's, mostly an invoice.
  const [kind, setKind] = useState<EvidenceKind>('instrumentId' in subject ? 'certificate' : 'invoice');
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (file === null) return setFileError(t('evidence.upload.fileRequired'));
    const refusal = fileRefusal(file);
    if (refusal !== null) return setFileError(t(refusal));
    setFileError(null);
    upload.mutate(
      { file, kind },
      {
        onSuccess: (stored) => {
          setDone(t('evidence.upload.done', { name: stored.fileName }));
          setFile(null);
          onUploaded?.(stored);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('evidence.upload.title')}>
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <FileInput
            label={t('evidence.upload.file')}
            description={t('evidence.upload.fileHint')}
            accept={EVIDENCE_TYPES.join(',')}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
            }}
            error={fileError}
            clearable
          />
          <Select
            label={t('evidence.upload.kind')}
            data={EVIDENCE_KINDS.map((k) => ({ value: k, label: t(`evidence.kind.${k}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as EvidenceKind)}
            allowDeselect={false}
          />
        </Group>
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t('evidence.upload.submit')}
          </Button>
        </Group>
        {upload.isError && (
          <Alert color="red" role="alert">
            {uploadErrorText(upload.error)}
          </Alert>
        )}
        {done && (
          <Alert color="green" role="status">
            {done}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
