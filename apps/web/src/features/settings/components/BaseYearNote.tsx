import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '../../../i18n/t';
import { useBaseYearPolicy } from '../../periods';

/**
 * The base year as the reports state it, read from its one home (the base-year policy of the
 * periods screen), with the way there: this screen does not edit it.
 */
export function BaseYearNote() {
  const policy = useBaseYearPolicy();
  const value =
    policy.data === undefined
      ? null
      : policy.data.baseYear === null
        ? t('settings.baseYearNone')
        : t('settings.baseYearValue', {
            year: String(policy.data.baseYear),
            threshold: policy.data.significanceThresholdPercent,
          });
  return (
    <Stack gap={4} role="group" aria-labelledby="settings-base-year">
      <Text id="settings-base-year" size="sm" fw={500}>
        {t('settings.baseYear')}
      </Text>
      {value !== null && <Text size="sm">{value}</Text>}
      <Text size="xs" c="dimmed">
        {t('settings.baseYearWhere')}{' '}
        <Anchor component={Link} to="/periods" size="xs" underline="always">
          {t('settings.baseYearLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
