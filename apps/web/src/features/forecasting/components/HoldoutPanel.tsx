import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { t } from '../../../i18n/t';
import { formatMonth } from '../../../lib/dates';
import type { HoldoutCheck } from '../api/projection-view';
import { formatEstimate, formatRatio } from './format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * How well the model would have forecast the last year of history: refitted without it, its
 * forecast against what was recorded, month by month, with MAE, MASE and MAPE.
 */
export function HoldoutPanel({ check }: { check: HoldoutCheck | null }) {
  if (check === null) return <Text size="sm">{t('forecasting.holdout.none')}</Text>;
  if (!check.available)
    return (
      <Alert color="yellow" title={t('forecasting.holdout.unavailable')}>
        {check.reason}
      </Alert>
    );
  const none = t('common.none');
  const verdict =
    check.mase === null
      ? null
      : t(check.mase < 1 ? 'forecasting.holdout.beatsNaive' : 'forecasting.holdout.missesNaive');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('forecasting.holdout.intro', { training: check.trainingMonths, months: check.months })}
      </Text>
      <Group gap="xl">
        <Figure
          label={t('forecasting.holdout.mae')}
          value={check.mae === null ? none : `${formatEstimate(check.mae)} t`}
        />
        <Figure
          label={t('forecasting.holdout.mase')}
          value={check.mase === null ? none : formatRatio(check.mase)}
        />
        <Figure
          label={t('forecasting.holdout.mape')}
          value={check.mape === null ? none : `${formatEstimate(check.mape)}%`}
        />
      </Group>
      {verdict && <Text size="sm">{verdict}</Text>}
      <div className="ctp-table-scroll">
        <Table aria-label={t('forecasting.holdout.table')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('forecasting.col.month')}</Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('forecasting.col.recorded')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('forecasting.col.forecast')}
              </Table.Th>
              <Table.Th scope="col" className="ctp-num">
                {t('forecasting.col.error')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {check.timeline.map((month, i) => {
              const actual = check.actual[i] ?? 0;
              const forecast = check.forecast[i] ?? 0;
              return (
                <Table.Tr key={month}>
                  <Table.Th scope="row" fw={400}>
                    {formatMonth(month.slice(0, 7))}
                  </Table.Th>
                  <Table.Td className="ctp-num">{formatEstimate(actual)}</Table.Td>
                  <Table.Td className="ctp-num">{formatEstimate(forecast)}</Table.Td>
                  <Table.Td className="ctp-num">
                    {formatEstimate(new Decimal(forecast).minus(actual).toNumber())}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
