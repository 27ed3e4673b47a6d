import { Stack, Table, Text, Title } from '@mantine/core';
import type { components } from '../../../api/schema';
import { t } from '../../../i18n/t';

type Inputs = components['schemas']['AlgorithmInputs'];
type Attribute = components['schemas']['AlgorithmInputAttribute'];

function allowed(a: Attribute): string {
  if (a.type === 'choice') return (a.values ?? []).join(', ');
  if (a.type === 'integer')
    return t('algorithms.attrType.integer', { min: String(a.minimum ?? ''), max: String(a.maximum ?? '') });
  return t(`algorithms.attrType.${a.type}`);
}

/** What an activity of the algorithm's category sends: unit codes and attributes. */
export function InputsView({ inputs }: { inputs: Inputs }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('algorithms.units')}
      </Title>
      {inputs.units === null ? (
        <Text size="sm">{t('algorithms.anyUnit')}</Text>
      ) : (
        <Text size="sm">
          {inputs.units.map((u, index) => (
            <span key={u.id}>
              {index > 0 && ', '}
              <abbr title={u.description}>{u.id}</abbr>
            </span>
          ))}
        </Text>
      )}
      <Title order={3} size="h5">
        {t('algorithms.attributes')}
      </Title>
      {inputs.structured ? (
        <Text size="sm">{t('algorithms.alternatives')}</Text>
      ) : inputs.attributes.length === 0 ? (
        <Text size="sm">{t('algorithms.noAttributes')}</Text>
      ) : (
        <div className="ctp-table-scroll">
          <Table aria-label={t('algorithms.attributes')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('algorithms.attr.name')}</Table.Th>
                <Table.Th scope="col">{t('algorithms.attr.required')}</Table.Th>
                <Table.Th scope="col">{t('algorithms.attr.allowed')}</Table.Th>
                <Table.Th scope="col">{t('algorithms.attr.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inputs.attributes.map((a) => (
                <Table.Tr key={a.name}>
                  <Table.Td>
                    <code className="ctp-attr-name">{a.name}</code>
                  </Table.Td>
                  <Table.Td>{a.required ? t('algorithms.attr.yes') : t('algorithms.attr.no')}</Table.Td>
                  <Table.Td>{allowed(a)}</Table.Td>
                  <Table.Td>{a.description ?? t('common.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
