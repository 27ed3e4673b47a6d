import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { components } from '../../../api/schema';
import { AnchorLink } from '../../../components/AnchorLink';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import { formatQuantity, formatTonnes } from '../../../lib/emissions';
import { useActivityRecords } from '../api/history';

type ActivityVersion = components['schemas']['ActivityVersion'];

/** The calculation records of one version, each linking to its trail. */
function VersionRecords({ activityId }: { activityId: string }) {
  const records = useActivityRecords(activityId);
  if (records.isPending || records.error)
    return <QueryFeedback isPending={records.isPending} error={records.error} />;
  if (records.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('activity.noRecords')}
      </Text>
    );
  return (
    <Table aria-label={t('activity.records')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('activity.algorithm')}</Table.Th>
          <Table.Th scope="col" className="ctp-num">
            {t('common.tco2e')}
          </Table.Th>
          <Table.Th scope="col">{t('activity.enteredAt')}</Table.Th>
          <Table.Th scope="col">{t('trail.title')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.data.map((record) => (
          <Table.Tr key={record.id}>
            <Table.Td>
              {record.algorithm.id}@{record.algorithm.version} ({record.algorithm.type})
            </Table.Td>
            <Table.Td className="ctp-num">{formatTonnes(record.co2eKg)}</Table.Td>
            <Table.Td>{formatMoment(record.createdAt)}</Table.Td>
            <Table.Td>
              <AnchorLink to="/results/records/$recordId" params={{ recordId: record.id }} size="sm">
                {t('activity.openRecord')}
              </AnchorLink>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every version of an activity, newest first, with the reason of each correction and its records. */
export function VersionHistory({
  versions,
  facilityName,
}: {
  versions: ActivityVersion[];
  facilityName: (id: string | null | undefined) => string | undefined;
}) {
  return (
    <Stack gap="md">
      {[...versions].reverse().map((version) => (
        <Paper key={version.id} withBorder p="md" radius="md" component="section">
          <Title order={2} size="h4" mb="xs">
            {t('activity.version', { version: version.version })}{' '}
            {version.current && <Badge variant="light">{t('activity.current')}</Badge>}
          </Title>
          <Table variant="vertical" mb="sm">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="14rem">{t('activities.col.category')}</Table.Th>
                <Table.Td>{version.category}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('activities.col.quantity')}</Table.Th>
                <Table.Td>
                  {formatQuantity(version.quantity)} {version.unit}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('activities.col.period')}</Table.Th>
                <Table.Td>{formatPeriod(version.periodStart, version.periodEnd)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('activities.col.facility')}</Table.Th>
                <Table.Td>{facilityName(version.facilityId) ?? t('common.none')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('activities.col.quality')}</Table.Th>
                <Table.Td>{version.dataQuality}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('activities.col.source')}</Table.Th>
                <Table.Td>{version.sourceDocument ?? t('common.none')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('activity.enteredAt')}</Table.Th>
                <Table.Td>{formatMoment(version.createdAt)}</Table.Td>
              </Table.Tr>
              {version.reason && (
                <Table.Tr>
                  <Table.Th>{t('activity.reason')}</Table.Th>
                  <Table.Td>{version.reason}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Text fw={500} size="sm" mb={4}>
            {t('activity.records')}
          </Text>
          <VersionRecords activityId={version.id} />
        </Paper>
      ))}
    </Stack>
  );
}
