import { Stack, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import type { Algorithm } from '../api/algorithms';
import { dayOr, regionLabel, scopeLabel, statusLabel, typeLabel } from './labels';

/** The registered algorithms: one row per id with its versions, type, region and dates. */
export function AlgorithmsTable({ algorithms }: { algorithms: Algorithm[] }) {
  const [namespaceOf, nameOf] = [
    (id: string) => id.split('/')[0] ?? '',
    (id: string) => id.split('/')[1] ?? '',
  ];
  return (
    <div className="ctp-table-scroll">
      <Table striped highlightOnHover aria-label={t('algorithms.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('algorithms.col.name')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.category')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.region')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.type')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.versions')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.effective')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.deprecated')}</Table.Th>
            <Table.Th scope="col">{t('algorithms.col.overrides')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {algorithms.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <Stack gap={0}>
                  <AnchorLink
                    to="/algorithms/$namespace/$name"
                    params={{ namespace: namespaceOf(a.id), name: nameOf(a.id) }}
                  >
                    {a.name}
                  </AnchorLink>
                  <Text size="xs" c="dimmed" className="ctp-mono">
                    {a.id}
                  </Text>
                  {a.followsDraft && (
                    // A draft method is never the reported default: say so where it is listed.
                    <Text size="xs" fw={600}>
                      {t('algorithms.followsDraft', { title: a.followsDraft.title })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{a.category}</Text>
                <Text size="xs" c="dimmed">
                  {scopeLabel(a.scope)}
                </Text>
              </Table.Td>
              <Table.Td>{regionLabel(a.region)}</Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  fw={a.resolution === 'alternative' ? 400 : 500}
                  c={a.resolution === 'alternative' ? 'dimmed' : 'dark'}
                >
                  {typeLabel(a.resolution)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{a.versions.join(', ')}</Text>
                <Text size="xs" c={a.status === 'active' ? 'dimmed' : 'orange.9'}>
                  {statusLabel(a.status)}
                </Text>
              </Table.Td>
              <Table.Td className="ctp-algorithms-date">{dayOr(a.effectiveDate, '')}</Table.Td>
              <Table.Td className="ctp-algorithms-date">
                {dayOr(a.deprecatedDate, t('algorithms.notDeprecated'))}
              </Table.Td>
              <Table.Td>
                {a.overrides.length === 0
                  ? t('common.none')
                  : t('algorithms.overrideCount', { count: a.overrides.length })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
