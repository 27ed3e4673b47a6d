import { Button, Stack, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatTonnes, formatTonnesDelta } from '../../../lib/emissions';
import { type OverrideImpact, useOverrideImpact } from '../api/overrides';

function Sentences({ impact }: { impact: OverrideImpact }) {
  if (impact.results === 0) return <Text size="sm">{t('algorithms.overrides.impactNone')}</Text>;
  const estimate = impact.estimate;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {t('algorithms.overrides.impactResults', {
          count: impact.results,
          category: impact.category,
          total: formatTonnes(impact.co2eKg),
        })}
      </Text>
      {impact.alreadyOverridden.results > 0 && (
        <Text size="sm">
          {t('algorithms.overrides.impactAlready', {
            count: impact.alreadyOverridden.results,
            total: formatTonnes(impact.alreadyOverridden.co2eKg),
          })}
        </Text>
      )}
      {impact.state === 'ended' ? (
        <Text size="sm">{t('algorithms.overrides.impactEnded')}</Text>
      ) : estimate === null ? (
        <Text size="sm">{t('algorithms.overrides.impactNoEstimate')}</Text>
      ) : (
        estimate.resultsEstimated > 0 && (
          <Text size="sm" fw={500}>
            {t('algorithms.overrides.impactEstimate', {
              count: estimate.resultsEstimated,
              delta: formatTonnesDelta(new Decimal(estimate.changeKg)),
              before: formatTonnes(new Decimal(estimate.co2eKgAfter).minus(estimate.changeKg)),
              after: formatTonnes(estimate.co2eKgAfter),
            })}
          </Text>
        )
      )}
    </Stack>
  );
}

/** "What it changes": the results an override covers and, for a factor multiplier, the estimated change. */
export function OverrideImpactView({ id }: { id: string }) {
  const [asked, setAsked] = useState(false);
  const impact = useOverrideImpact(id, asked);
  if (!asked)
    return (
      <Button size="xs" variant="subtle" onClick={() => setAsked(true)} w="fit-content">
        {t('algorithms.overrides.impactShow')}
      </Button>
    );
  return (
    <section aria-label={t('algorithms.overrides.impact')}>
      <Text size="sm" fw={600} mb={4}>
        {t('algorithms.overrides.impact')}
      </Text>
      <QueryFeedback isPending={impact.isPending} error={impact.error} retry={() => impact.refetch()} />
      {impact.data && <Sentences impact={impact.data} />}
    </section>
  );
}
