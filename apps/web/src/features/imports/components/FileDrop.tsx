import { Button, FileButton, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { t } from '../../../i18n/t';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The kind of a chosen file, by its name (browsers report CSV media types inconsistently). */
export function fileKind(name: string): 'csv' | 'xlsx' | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return undefined;
}

/**
 * Where a file is chosen: a drop zone for the mouse and a real button (a native file input behind
 * it) for the keyboard and screen readers. Both end in `onFile`.
 */
export function FileDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard's way
    <div
      className="ctp-import-drop"
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="xs" align="center">
        <Text fw={600}>{t('imports.drop.label')}</Text>
        <Text size="sm" c="dimmed">
          {t('imports.drop.or')}
        </Text>
        <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPT} disabled={disabled ?? false}>
          {(props) => <Button {...props}>{t('imports.drop.choose')}</Button>}
        </FileButton>
        <Text size="sm" c="dimmed" ta="center">
          {t('imports.drop.hint')}
        </Text>
      </Stack>
    </div>
  );
}
