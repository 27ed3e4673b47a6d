import { Anchor, Code, Group, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { EvidenceFile } from '../api/evidence';
import { formatSize } from '../api/format-size';

/**
 * One evidence version in a line: its name (a download link), version, size and full SHA-256, so
 * the reader can compare the hash with the bytes received.
 */
export function EvidenceFileSummary({ file }: { file: EvidenceFile }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="evidence-file">
      <Anchor
        href={file.downloadPath}
        download={file.fileName}
        aria-label={t('evidence.download', { name: file.fileName })}
      >
        {file.fileName}
      </Anchor>
      <Text size="sm">
        {t('evidence.versionLabel', { version: file.version })}, {formatSize(file.sizeBytes)}
      </Text>
      <Text size="sm">{t('evidence.col.sha')}:</Text>
      <Code style={{ wordBreak: 'break-all' }}>{file.sha256}</Code>
    </Group>
  );
}
