import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { type MessageKey, t } from '../../../i18n/t';
import { formatDay } from '../../../lib/dates';
import { useFacilityNames } from '../../facilities';
import { type Initiative, useArchiveInitiative } from '../api/initiatives';
import { formatMoney, formatPct, formatT } from './format';
import { StatusControls } from './StatusControls';

const impactText = (i: Initiative) =>
  i.impact.type === 'absolute'
    ? t('planning.initiative.impactTonnes', { tonnes: formatT(i.impact.tonnesPerYear) })
    : t('planning.initiative.impactPercent', { percent: formatPct(i.impact.percent) });

const startText = (start: string) => (start.length === 7 ? start : formatDay(start));

/** The initiatives, their numbers and status; writers also move, edit and archive them. */
export function InitiativesTable({
  initiatives,
  writable,
  onEdit,
}: {
  initiatives: Initiative[];
  writable: boolean;
  onEdit: (initiative: Initiative) => void;
}) {
  const archive = useArchiveInitiative();
  const facilityName = useFacilityNames();
  return (
    <ScrollRegion label={t('planning.initiatives.tableLabel')}>
      <Table striped aria-label={t('planning.initiatives.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('planning.initiative.name')}</Table.Th>
            <Table.Th scope="col">{t('planning.initiative.scope')}</Table.Th>
            <Table.Th scope="col">{t('planning.initiative.impactCol')}</Table.Th>
            <Table.Th scope="col">{t('planning.initiative.startCol')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('planning.initiative.capex')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('planning.initiative.opex')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('planning.initiative.savings')}
            </Table.Th>
            <Table.Th scope="col">{t('planning.initiative.status')}</Table.Th>
            {writable && <Table.Th scope="col">{t('planning.col.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {initiatives.map((i) => (
            <Table.Tr key={i.id} data-testid={`initiative-${i.name}`}>
              <Table.Th scope="row">
                {i.name}
                <Text size="xs" c="dimmed" fw={400}>
                  {[i.category, ...(i.facilities ?? []).map((id) => facilityName(id) ?? id)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Th>
              <Table.Td>{t(`scope.${i.scope}`)}</Table.Td>
              <Table.Td>{impactText(i)}</Table.Td>
              <Table.Td>
                {t('planning.initiative.startRamp', {
                  start: startText(i.implementationStart),
                  months: i.rampUpMonths,
                })}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(i.capex)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.opexPerYear)}</Table.Td>
              <Table.Td ta="right">{formatMoney(i.savingsPerYear)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} data-testid="status">
                  {t(`planning.status.${i.status}` as MessageKey)}
                </Text>
              </Table.Td>
              {writable && (
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <StatusControls initiative={i} />
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('planning.editNamed', { name: i.name })}
                        onClick={() => onEdit(i)}
                      >
                        {t('planning.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('planning.archiveNamed', { name: i.name })}
                        loading={archive.isPending && archive.variables === i.id}
                        onClick={() => archive.mutate(i.id)}
                      >
                        {t('planning.archive')}
                      </Button>
                    </Group>
                  </Stack>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
