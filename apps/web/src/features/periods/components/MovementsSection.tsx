import { Alert, Text } from '@mantine/core';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useMovements } from '../api/movements';
import { MovementsTable } from './MovementsTable';

/**
 * The movements of one period, loaded: how many explanations are still missing, then the table.
 * `canExplain` (a writer looking at a draft period) offers the inline explanation form.
 */
export function MovementsSection({ periodId, canExplain }: { periodId: string; canExplain: boolean }) {
  const movements = useMovements(periodId);
  return (
    <>
      <QueryFeedback
        isPending={movements.isPending}
        error={movements.error}
        retry={() => movements.refetch()}
      />
      {movements.data && (
        <>
          {movements.data.missing.length > 0 ? (
            <Alert color="red" variant="outline" mb="sm" role="status">
              {t('periods.movements.missing', { count: movements.data.missing.length })}
            </Alert>
          ) : (
            <Text size="sm" mb="sm" role="status">
              {t('periods.movements.allExplained')}
            </Text>
          )}
          <MovementsTable periodId={periodId} movements={movements.data} canExplain={canExplain} />
        </>
      )}
    </>
  );
}
