import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/AnchorLink';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import type { ActivityCoverage } from '../api/coverage';

/** Last day of a YYYY-MM month. */
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * Facilities × months of the period: how many activities each month holds, and a marked cell
 * (a sign and words, not colour alone) where a facility has no activity data for a month.
 */
export function CompletenessGrid({ coverage }: { coverage: ActivityCoverage }) {
  const missing = coverage.facilities.reduce((n, row) => n + row.counts.filter((c) => c === 0).length, 0);
  return (
    <>
      <ScrollRegion label={t('dashboard.completeness')}>
        <Table aria-label={t('dashboard.completeness')} className="ctp-coverage" withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.facility')}</Table.Th>
              {coverage.months.map((month) => (
                <Table.Th key={month} scope="col" className="ctp-num" aria-label={formatMonth(month)}>
                  {/* Month over year, so twelve columns fit beside the facility names. */}
                  <span className="ctp-coverage-month">{formatMonth(month).split(' ')[0]}</span>
                  <span className="ctp-coverage-year">{month.slice(0, 4)}</span>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coverage.facilities.map((row) => (
              <Table.Tr key={row.facilityId ?? 'none'}>
                <Table.Th scope="row" fw={500}>
                  {row.name ?? t('dashboard.noFacility')}
                </Table.Th>
                {row.counts.map((count, index) => {
                  const month = coverage.months[index] as string;
                  const facility = row.facilityId ? { facilityId: row.facilityId } : {};
                  return count === 0 ? (
                    <Table.Td key={month} className="ctp-num ctp-coverage-missing">
                      <span aria-hidden="true">✕</span>
                      <VisuallyHidden>{t('dashboard.completenessMissing')}</VisuallyHidden>
                    </Table.Td>
                  ) : (
                    <Table.Td key={month} className="ctp-num">
                      <AnchorLink
                        to="/activities"
                        search={{ ...facility, from: `${month}-01`, to: monthEnd(month) }}
                        size="sm"
                        aria-label={t('dashboard.completenessCell', {
                          count,
                          facility: row.name ?? t('dashboard.noFacility'),
                          month: formatMonth(month),
                        })}
                      >
                        {count}
                      </AnchorLink>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="xs" c="dimmed" mt="xs">
        {missing === 0 ? t('dashboard.completenessComplete') : t('dashboard.completenessLegend', { missing })}
      </Text>
    </>
  );
}

/** The completeness grid's card, with its loading and failure states. */
export function CompletenessSection({ coverage }: { coverage: UseQueryResult<ActivityCoverage> }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="completeness-title">
      <Title id="completeness-title" order={2} size="h4" mb="xs">
        {t('dashboard.completeness')}
      </Title>
      <QueryFeedback isPending={coverage.isPending} error={coverage.error} retry={() => coverage.refetch()} />
      {coverage.data &&
        (coverage.data.facilities.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.completenessEmpty')}
          </Text>
        ) : (
          <CompletenessGrid coverage={coverage.data} />
        ))}
    </Paper>
  );
}
