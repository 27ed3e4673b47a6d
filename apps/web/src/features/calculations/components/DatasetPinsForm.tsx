import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { FactorDataset, PreviewRequest } from '../api/recalculations';

interface Values {
  periodStart: string;
  periodEnd: string;
  pins: Record<string, string>;
}

const KEEP = '';
const required = (value: string) => (value === '' ? t('calculations.error.required') : null);

/** Each dataset id with its versions, the newest first. */
export function datasetVersions(
  datasets: FactorDataset[],
): { datasetId: string; title: string; versions: string[] }[] {
  const byId = new Map<string, { title: string; versions: string[] }>();
  for (const dataset of datasets) {
    const entry = byId.get(dataset.datasetId) ?? { title: dataset.title, versions: [] };
    if (!entry.versions.includes(dataset.datasetVersion)) entry.versions.push(dataset.datasetVersion);
    entry.title = dataset.title;
    byId.set(dataset.datasetId, entry);
  }
  return [...byId.entries()].map(([datasetId, entry]) => ({
    datasetId,
    title: entry.title,
    // Versions are labels such as 2025, 2024.1 or 2: compared as numbers where they are numbers.
    versions: [...entry.versions].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })),
  }));
}

/** The period and the dataset versions of a recalculation preview. */
export function DatasetPinsForm({
  datasets,
  initial,
  pending,
  error,
  onSubmit,
}: {
  datasets: FactorDataset[];
  initial: { periodStart: string; periodEnd: string };
  pending: boolean;
  error: unknown;
  onSubmit: (body: PreviewRequest) => void;
}) {
  const groups = datasetVersions(datasets);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...initial, pins: Object.fromEntries(groups.map((g) => [g.datasetId, KEEP])) },
    validate: {
      periodStart: required,
      periodEnd: (value, values) =>
        required(value) ??
        (values.periodStart && value < values.periodStart ? t('calculations.error.periodOrder') : null),
    },
  });
  const submit = form.onSubmit((values) =>
    onSubmit({
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      datasetPins: Object.fromEntries(Object.entries(values.pins).filter(([, version]) => version !== KEEP)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('recalc.title')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('calculations.periodStart')}
            required
            {...form.getInputProps('periodStart')}
          />
          <TextInput
            type="date"
            label={t('calculations.periodEnd')}
            required
            {...form.getInputProps('periodEnd')}
          />
        </Group>
        <div>
          <Text fw={500} size="sm">
            {t('recalc.datasets')}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {t('recalc.datasetsHint')}
          </Text>
          <div className="ctp-table-scroll">
            <Table aria-label={t('recalc.datasets')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('recalc.dataset')}</Table.Th>
                  <Table.Th scope="col">{t('recalc.version')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {groups.map((group) => (
                  <Table.Tr key={group.datasetId}>
                    <Table.Td>
                      <Text size="sm">{group.title}</Text>
                      <Text size="xs" c="dimmed" className="ctp-mono">
                        {group.datasetId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${t('recalc.version')} ${group.datasetId}`}
                        w="14rem"
                        allowDeselect={false}
                        data={[
                          { value: KEEP, label: t('recalc.keep') },
                          ...group.versions.map((version, index) => ({
                            value: version,
                            label: index === 0 ? `${version} (${t('recalc.newest')})` : version,
                          })),
                        ]}
                        {...form.getInputProps(`pins.${group.datasetId}`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </div>
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={pending}>
            {t('recalc.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
