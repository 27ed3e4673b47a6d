import { Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { ModelKind } from '../api/models';
import type { ProjectionView } from '../api/projection-view';
import { formatFigure, formatValue } from './format';

function Pairs({ label, entries }: { label: string; entries: [string, string][] }) {
  if (entries.length === 0) return null;
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {entries.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={500}>
              {name}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The fitted model in words: which model (its catalogue name and what it is), why it was chosen
 * (the notes of the projection: an automatic choice states each candidate's error), its parameters
 * and its estimates.
 */
export function ModelDescription({
  view,
  kind,
  customName,
}: {
  view: ProjectionView;
  kind: ModelKind | undefined;
  customName?: string | undefined;
}) {
  const name = kind?.name ?? view.model.id;
  return (
    <Stack gap="xs">
      <Text>
        {customName
          ? t('forecasting.modelWords.custom', { custom: customName, name })
          : t('forecasting.modelWords.fitted', { name })}{' '}
        {view.model.description && (
          <Text span fw={600}>
            {view.model.description}
          </Text>
        )}
      </Text>
      {kind?.description && (
        <Text size="sm" c="dimmed">
          {kind.description}
        </Text>
      )}
      <Title order={3} size="h5">
        {t('forecasting.modelWords.why')}
      </Title>
      {view.notes.length > 0 ? (
        <List size="sm" spacing={4}>
          {view.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">
          {t(customName ? 'forecasting.modelWords.chosenCustom' : 'forecasting.modelWords.chosen')}
        </Text>
      )}
      {/* A wrapping group, not a responsive SimpleGrid: that writes a <style> element the CSP refuses. */}
      <Group align="flex-start" gap="xl" wrap="wrap">
        <div>
          <Title order={3} size="h5">
            {t('forecasting.modelWords.parameters')}
          </Title>
          {Object.keys(view.model.parameters).length === 0 ? (
            <Text size="sm">{t('forecasting.modelWords.noParameters')}</Text>
          ) : (
            <Pairs
              label={t('forecasting.modelWords.parameters')}
              entries={Object.entries(view.model.parameters).map(([k, v]) => [k, formatValue(v)])}
            />
          )}
        </div>
        <div>
          <Title order={3} size="h5">
            {t('forecasting.modelWords.estimates')}
          </Title>
          <Pairs
            label={t('forecasting.modelWords.estimates')}
            entries={Object.entries(view.model.estimates).map(([k, v]) => [k, formatFigure(v)])}
          />
        </div>
      </Group>
    </Stack>
  );
}
