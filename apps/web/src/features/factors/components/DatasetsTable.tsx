import { Anchor, Table, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { Dataset } from '../api/factors';

/** Every dataset version with publisher, licence, citation and source; a link browses its factors. */
export function DatasetsTable({
  datasets,
  onBrowse,
}: {
  datasets: readonly Dataset[];
  onBrowse: (dataset: Dataset) => void;
}) {
  return (
    <div className="ctp-table-scroll">
      <Table striped highlightOnHover aria-label={t('factors.datasets.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('factors.datasets.col.dataset')}</Table.Th>
            <Table.Th scope="col">{t('factors.datasets.col.version')}</Table.Th>
            <Table.Th scope="col">{t('factors.datasets.col.publisher')}</Table.Th>
            <Table.Th scope="col">{t('factors.datasets.col.license')}</Table.Th>
            <Table.Th scope="col">{t('factors.datasets.col.origin')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('factors.datasets.col.rows')}
            </Table.Th>
            <Table.Th scope="col">{t('factors.datasets.col.citation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {datasets.map((d) => (
            <Table.Tr key={`${d.datasetId}@${d.datasetVersion}`}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  className="ctp-link-button"
                  onClick={() => onBrowse(d)}
                  aria-label={t('factors.datasets.browse', { dataset: d.title, version: d.datasetVersion })}
                >
                  {d.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {d.datasetId}
                </Text>
              </Table.Td>
              <Table.Td>{d.datasetVersion}</Table.Td>
              <Table.Td>{d.publisher}</Table.Td>
              <Table.Td>{d.license}</Table.Td>
              <Table.Td>{t(`factors.datasets.origin.${d.origin}`)}</Table.Td>
              <Table.Td className="ctp-num">{d.factorCount}</Table.Td>
              <Table.Td>
                <Text size="sm">{d.source}</Text>
                <Anchor
                  href={d.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  className="ctp-mono"
                >
                  {d.sourceUrl}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
