import { Alert, Button, Code, FileButton, Stack, Table, Text, Title } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { t } from '../../../i18n/t';
import { type CheckedFile, checkFiles } from '../api/file-hash';

/**
 * The drop-a-file check: each dropped (or chosen) file is hashed with SHA-256 in this browser,
 * nothing is uploaded, and compared with the hashes recorded for the report's files.
 */
export function FileCheck({ artifacts }: { artifacts: Readonly<Record<string, string>> }) {
  const [checked, setChecked] = useState<CheckedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  const check = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      // The newest first; earlier checks stay, so a person can check the files one by one.
      const results = await checkFiles(files, artifacts);
      setChecked((earlier) => [...results, ...earlier]);
    } finally {
      setBusy(false);
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void check(Array.from(event.dataTransfer.files));
  };
  const matched = new Set(checked.flatMap((c) => (c.matches ? [c.matches] : [])));

  return (
    <section aria-labelledby="ctp-verify-files">
      <Title order={2} size="h3" id="ctp-verify-files" mb="xs">
        {t('verification.files.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('verification.files.intro')}
      </Text>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is the keyboard's way to the same check. */}
      <div
        className={over ? 'ctp-verify-drop ctp-verify-drop-over' : 'ctp-verify-drop'}
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Text size="sm">{t('verification.files.drop')}</Text>
        <FileButton onChange={(files) => void check(files)} multiple>
          {(props) => (
            <Button variant="light" {...props} loading={busy}>
              {t('verification.files.choose')}
            </Button>
          )}
        </FileButton>
      </div>
      <div role="status" aria-live="polite">
        {checked.length > 0 && (
          <Stack gap="xs" mt="md">
            {checked.map((file, index) => (
              <Alert
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be dropped twice.
                key={`${file.name}-${index}`}
                color={file.matches ? 'green' : 'red'}
                className={file.matches ? 'ctp-verify-ok' : 'ctp-verify-bad'}
                title={
                  file.matches
                    ? t('verification.files.match', { name: file.name, artifact: file.matches })
                    : t('verification.files.noMatch', { name: file.name })
                }
              >
                <Text size="sm">
                  {file.matches ? t('verification.files.matchDetail') : t('verification.files.noMatchDetail')}
                </Text>
                <Text size="xs" mt={4}>
                  {t('verification.files.sha')} <Code className="ctp-verify-hash">{file.sha256}</Code>
                </Text>
              </Alert>
            ))}
          </Stack>
        )}
      </div>
      <div className="ctp-verify-table">
        <Table mt="md" withTableBorder>
          <Table.Caption>{t('verification.files.recorded')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('verification.files.file')}</Table.Th>
              <Table.Th scope="col">{t('verification.files.sha')}</Table.Th>
              <Table.Th scope="col">{t('verification.files.checked')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(artifacts).map(([file, sha]) => (
              <Table.Tr key={file} className={matched.has(file) ? 'ctp-verify-matched' : undefined}>
                <Table.Td>{file}</Table.Td>
                <Table.Td>
                  <Code className="ctp-verify-hash">{sha}</Code>
                </Table.Td>
                <Table.Td>{matched.has(file) ? t('verification.files.matched') : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
