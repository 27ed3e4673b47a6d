import { Table, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { RowError } from '../api/upload';

/** Where a problem is, in the file's own terms: CSV lines (the headings are line 1) or JSON rows. */
export function whereText(error: RowError, format: 'csv' | 'json'): string {
  if (error.row === 0) return t('factors.upload.where.dataset');
  if (format === 'json') return t('factors.upload.where.row', { row: error.row });
  return error.row === 1
    ? t('factors.upload.where.header')
    : t('factors.upload.where.line', { row: error.row });
}

/** Every problem of a refused upload, one line each: where, which column, what is wrong. */
export function RowErrorsTable({ errors, format }: { errors: readonly RowError[]; format: 'csv' | 'json' }) {
  return (
    <section aria-labelledby="ctp-upload-errors">
      <Title order={2} size="h4" id="ctp-upload-errors" mb="xs">
        {t('factors.upload.errors')}
      </Title>
      <div className="ctp-table-scroll">
        <Table striped aria-labelledby="ctp-upload-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('factors.upload.col.where')}</Table.Th>
              <Table.Th scope="col">{t('factors.upload.col.field')}</Table.Th>
              <Table.Th scope="col">{t('factors.upload.col.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e) => (
              <Table.Tr key={`${e.row}/${e.field}/${e.message}`}>
                <Table.Td>{whereText(e, format)}</Table.Td>
                <Table.Td>
                  {e.field === '*' || e.field === '' ? t('factors.upload.field.whole') : e.field}
                </Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
