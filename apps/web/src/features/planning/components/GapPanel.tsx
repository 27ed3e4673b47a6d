import { Alert, Stack, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useGapAnalysis } from '../api/analysis';
import { GapRequestForm } from './GapRequestForm';
import { GapView } from './GapView';

/** The gap between the business-as-usual projection and a target, year by year. */
export function GapPanel({ writable }: { writable: boolean }) {
  const gap = useGapAnalysis();
  if (!writable) return <Text c="dimmed">{t('planning.readOnly')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('planning.gap.intro')}
      </Text>
      <GapRequestForm
        onRun={(input) => gap.mutate(input)}
        pending={gap.isPending}
        runLabel={t('planning.gap.run')}
      />
      {gap.fittingOnServer && <Text role="status">{t('planning.fittingOnServer')}</Text>}
      {gap.error && (
        <Alert color="red" role="alert">
          {errorText(gap.error)}
        </Alert>
      )}
      {gap.data && <GapView gap={gap.data.gap} />}
    </Stack>
  );
}
