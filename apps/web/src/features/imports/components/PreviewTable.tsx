import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { t } from '../../../i18n/t';
import { formatCount } from '../../../lib/counts';
import { type ColumnMapping, IMPORT_FIELDS } from '../api/fields';
import type { ImportRow, RowIssue } from '../api/rows';
import { fieldLabel, reasonText, whereText } from './labels';

export const PAGE_SIZE = 10;

/** The id of a row's line in the preview, for links from the problem list. */
export const previewRowId = (row: number) => `import-row-${row}`;

/**
 * The rows as they will be sent, a page at a time (the first page first; a link from a problem
 * turns to the row's page and focuses it). Columns are the mapped API fields; a row with problems
 * is marked and says which fields are wrong.
 */
export function PreviewTable({
  kind,
  rows,
  mapping,
  attributeNames,
  issues,
  page,
  onPage,
  focusRow,
}: {
  kind: 'csv' | 'xlsx';
  rows: readonly ImportRow[];
  mapping: ColumnMapping;
  attributeNames: readonly string[];
  issues: Map<number, RowIssue[]>;
  page: number;
  onPage: (page: number) => void;
  /** A row to focus once its page is shown. */
  focusRow: number | null;
}) {
  const fields = IMPORT_FIELDS.filter((field) => mapping[field] !== null);
  const start = page * PAGE_SIZE;
  const shown = rows.slice(start, start + PAGE_SIZE);
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (focusRow === null) return;
    body.current?.querySelector<HTMLElement>(`#${previewRowId(focusRow)}`)?.focus();
  }, [focusRow]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));

  return (
    <section aria-labelledby="import-preview-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h3" id="import-preview-title">
          {t('imports.preview.title')}
        </Title>
        <Group gap="xs">
          <Text size="sm" aria-live="polite">
            {t('imports.preview.rows', {
              from: formatCount(rows.length === 0 ? 0 : start + 1),
              to: formatCount(Math.min(start + PAGE_SIZE, rows.length)),
              total: formatCount(rows.length),
            })}
          </Text>
          <Button size="xs" variant="default" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('imports.preview.previous')}
          </Button>
          <Button size="xs" variant="default" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
            {t('imports.preview.next')}
          </Button>
        </Group>
      </Group>
      <div className="ctp-table-scroll">
        <Table
          aria-label={t('imports.preview.label')}
          withTableBorder
          striped={false}
          className="ctp-import-preview"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.preview.where')}</Table.Th>
              <Table.Th scope="col">{t('imports.preview.problems')}</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field} scope="col">
                  {field}
                </Table.Th>
              ))}
              {attributeNames.map((name) => (
                <Table.Th key={`attr.${name}`} scope="col">{`attr.${name}`}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body}>
            {shown.map((row) => {
              const problems = issues.get(row.row) ?? [];
              const bad = new Set(problems.map((p) => p.field));
              return (
                <Table.Tr
                  key={row.row}
                  id={previewRowId(row.row)}
                  tabIndex={-1}
                  data-bad={problems.length > 0 || undefined}
                  data-focused={focusRow === row.row || undefined}
                >
                  <Table.Td>{whereText(kind, row.at)}</Table.Td>
                  <Table.Td className="ctp-import-problem-cell">
                    {problems.length === 0
                      ? t('common.none')
                      : problems.map((p) => `${fieldLabel(p.field)}: ${reasonText(p)}`).join(' ')}
                  </Table.Td>
                  {fields.map((field) => (
                    <Table.Td
                      key={field}
                      data-bad={bad.has(field) || undefined}
                      className={field === 'quantity' ? 'ctp-num' : undefined}
                    >
                      {row.fields[field] ?? ''}
                    </Table.Td>
                  ))}
                  {attributeNames.map((name) => (
                    <Table.Td key={name}>{row.attributes[name] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
