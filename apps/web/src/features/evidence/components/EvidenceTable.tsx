import { Anchor, Button, Code, FileButton, Group, Table, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { fileRefusal } from '../api/check-file';
import { EVIDENCE_TYPES, type EvidenceItem, useUploadEvidenceVersion } from '../api/evidence';
import { formatSize } from '../api/format-size';
import { uploadErrorText } from './refusal';

/** A new version of one item: a file button (writers only). */
function NewVersion({ item }: { item: EvidenceItem }) {
  const upload = useUploadEvidenceVersion();
  const name = item.latest.fileName;
  const choose = (file: File | null) => {
    if (file === null || fileRefusal(file) !== null) return;
    upload.mutate({ evidenceId: item.evidenceId, file });
  };
  return (
    <Group gap="xs">
      <FileButton onChange={choose} accept={EVIDENCE_TYPES.join(',')}>
        {(props) => (
          <Button size="compact-xs" variant="light" loading={upload.isPending} {...props}>
            {t('evidence.version.new', { name })}
          </Button>
        )}
      </FileButton>
      <span role="status">
        {upload.isSuccess && (
          <Text size="xs">{t('evidence.version.done', { version: upload.data.version, name })}</Text>
        )}
        {upload.isError && (
          <Text size="xs" c="red">
            {uploadErrorText(upload.error)}
          </Text>
        )}
      </span>
    </Group>
  );
}

/** Evidence items with their latest version, download links to every version, and (for writers) a new version. */
export function EvidenceTable({ items, canUpload }: { items: EvidenceItem[]; canUpload: boolean }) {
  return (
    <Table striped aria-label={t('evidence.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('evidence.col.name')}</Table.Th>
          <Table.Th scope="col">{t('evidence.col.kind')}</Table.Th>
          <Table.Th scope="col">{t('evidence.col.type')}</Table.Th>
          <Table.Th scope="col">{t('evidence.col.size')}</Table.Th>
          <Table.Th scope="col">{t('evidence.col.sha')}</Table.Th>
          <Table.Th scope="col">{t('evidence.col.uploaded')}</Table.Th>
          <Table.Th scope="col">{t('evidence.col.versions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const latest = item.latest;
          return (
            <Table.Tr key={item.evidenceId}>
              <Table.Td>
                <Anchor
                  href={latest.downloadPath}
                  download={latest.fileName}
                  aria-label={t('evidence.download', { name: latest.fileName })}
                >
                  {latest.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`evidence.kind.${item.kind}`)}</Table.Td>
              <Table.Td>{latest.mediaType}</Table.Td>
              <Table.Td>{formatSize(latest.sizeBytes)}</Table.Td>
              <Table.Td>
                <Code title={t('evidence.sha.full', { sha: latest.sha256 })}>
                  {latest.sha256.slice(0, 12)}
                </Code>
              </Table.Td>
              <Table.Td>
                {t(`evidence.uploadedBy.${latest.uploadedByType}`, { when: formatMoment(latest.createdAt) })}
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {item.versions.map((v) => (
                    <Anchor
                      key={v.id}
                      href={v.downloadPath}
                      download={v.fileName}
                      size="sm"
                      aria-label={t('evidence.downloadVersion', { version: v.version, name: v.fileName })}
                    >
                      {t('evidence.versionLabel', { version: v.version })}
                    </Anchor>
                  ))}
                  {canUpload && <NewVersion item={item} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
