import { Alert, Code, Table, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import type { CalculationFailure } from '../api/runs';

/**
 * The activities a run could not calculate: the code, the reason and a link to each activity, where
 * it can be corrected. The API keeps the first 1000; the count says how many failed in all.
 */
export function FailuresList({
  failures,
  count,
  summary,
}: {
  failures: CalculationFailure[];
  count: number;
  /** Words above the list; by default how many activities could not be calculated. */
  summary?: string;
}) {
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('calculations.failures.none')}
      </Text>
    );
  }
  return (
    <>
      <Alert color="orange" mb="sm" role="note">
        {summary ??
          (count === 1 ? t('calculations.failures.countOne') : t('calculations.failures.count', { count }))}
        {failures.length < count && (
          <> {t('calculations.failures.shown', { shown: failures.length, count })}</>
        )}
      </Alert>
      <ScrollRegion label={t('calculations.failures.title')} className="ctp-failures">
        <Table aria-label={t('calculations.failures.title')} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('calculations.failures.code')}</Table.Th>
              <Table.Th scope="col">{t('calculations.failures.message')}</Table.Th>
              <Table.Th scope="col">{t('calculations.failures.activity')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failures.map((failure) => (
              <Table.Tr key={`${failure.activityId}-${failure.code}`}>
                <Table.Td>
                  <Code className="ctp-code">{failure.code}</Code>
                </Table.Td>
                <Table.Td>{failure.message}</Table.Td>
                <Table.Td>
                  <AnchorLink
                    to="/activities/$activityId"
                    params={{ activityId: failure.activityId }}
                    size="sm"
                    className="ctp-mono"
                    aria-label={t('calculations.failures.openActivity', { id: failure.activityId })}
                  >
                    {failure.activityId}
                  </AnchorLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
