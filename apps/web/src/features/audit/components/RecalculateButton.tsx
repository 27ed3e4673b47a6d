import { Button, Group, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import { useRecalculation } from '../api/audit';

/** Recalculates one result from its record and says whether it comes to the same value. */
export function RecalculateButton({ resultId }: { resultId: string }) {
  const recalculation = useRecalculation();
  const r = recalculation.data;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        loading={recalculation.isPending}
        onClick={() => recalculation.mutate(resultId)}
        aria-label={t('audit.recalculate.label', { id: resultId })}
      >
        {t('audit.recalculate')}
      </Button>
      {r && (
        <Text size="sm" c={r.matches ? 'teal.9' : 'red.9'} role="status">
          {r.matches
            ? t('audit.recalculate.same', { kg: r.recomputedCo2eKg ?? '' })
            : t('audit.recalculate.differs', { count: r.differences.length })}
        </Text>
      )}
      {recalculation.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('audit.recalculate.failed')}
        </Text>
      )}
    </Group>
  );
}
