import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type EvidenceFile, type EvidenceSubject, useEvidence } from '../api/evidence';
import { EvidenceTable } from './EvidenceTable';
import { EvidenceUploadForm } from './EvidenceUploadForm';

/** The evidence of an activity or a facility: the files, and (for writers) the upload form. */
export function EvidencePanel({
  subject,
  canUpload,
  title = t('evidence.title'),
  onUploaded,
}: {
  subject: EvidenceSubject;
  canUpload: boolean;
  title?: string;
  /** Told of each file uploaded here (see {@link EvidenceUploadForm}). */
  onUploaded?: ((file: EvidenceFile) => void) | undefined;
}) {
  const evidence = useEvidence(subject);
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('evidence.intro')}
        </Text>
        <QueryFeedback
          isPending={evidence.isPending}
          error={evidence.error}
          retry={() => evidence.refetch()}
        />
        {evidence.data &&
          (evidence.data.length === 0 ? (
            <Text size="sm">{t('evidence.empty')}</Text>
          ) : (
            <EvidenceTable items={evidence.data} canUpload={canUpload} />
          ))}
        {canUpload && <EvidenceUploadForm subject={subject} onUploaded={onUploaded} />}
      </Stack>
    </Paper>
  );
}
