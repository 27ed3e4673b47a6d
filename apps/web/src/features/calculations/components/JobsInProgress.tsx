import { Paper, Table, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment, formatPeriod } from '../../../lib/dates';
import { type CalculationJob, useCalculationsInProgress } from '../api/jobs';
import { StatusBadge } from './RunStatus';

/** What a queued calculation covers, in words: its period (and how many facilities) or its activities. */
export function jobScope(request: CalculationJob['request']): string {
  if (request.activityIds !== undefined)
    return t('calculations.activitiesRun', { count: request.activityIds.length });
  const period = formatPeriod(request.periodStart as string, request.periodEnd as string);
  const facilities = request.facilityIds?.length;
  if (facilities === undefined) return period;
  return facilities === 1
    ? t('calculations.jobs.facilitiesOne', { period })
    : t('calculations.jobs.facilities', { period, count: facilities });
}

/**
 * The calculations the server is still working on (large ones go to a worker and take minutes), so
 * that whoever opens this screen, and whoever left it, sees them until their run is listed below.
 * Nothing is shown when there are none, or to a role that cannot calculate.
 */
export function JobsInProgress({ enabled }: { enabled: boolean }) {
  const jobs = useCalculationsInProgress(enabled);
  const items = jobs.data ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="in-progress-title">
      <Title id="in-progress-title" order={2} size="h4" mb="xs">
        {t('calculations.jobs.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('calculations.jobs.intro')}
      </Text>
      <div className="ctp-table-scroll">
        <Table aria-label={t('calculations.jobs.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('calculations.jobs.col.asked')}</Table.Th>
              <Table.Th scope="col">{t('calculations.col.period')}</Table.Th>
              <Table.Th scope="col">{t('calculations.col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>{formatMoment(job.createdAt)}</Table.Td>
                <Table.Td>{jobScope(job.request)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={job.status} />
                  {job.progress !== null && (
                    <Text span size="sm" ml="xs" title={job.progress.message}>
                      {t('calculations.jobs.progress', { percent: job.progress.percent })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
