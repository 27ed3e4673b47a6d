import { Alert, Button, Group, Stack } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { type MessageKey, t } from '../../../i18n/t';
import { type Initiative, STATUS_MOVES, useUpdateInitiative } from '../api/initiatives';

/**
 * The status moves the lifecycle allows from the initiative's status as this screen knows it. When
 * that is stale (another person moved it meanwhile), the server refuses the move and its reason is
 * shown here; the list is read again either way.
 */
export function StatusControls({ initiative }: { initiative: Initiative }) {
  const update = useUpdateInitiative();
  const moves = STATUS_MOVES[initiative.status];
  return (
    <Stack gap={4}>
      {moves.length > 0 && (
        <Group gap="xs" wrap="nowrap">
          {moves.map((to) => (
            <Button
              key={to}
              size="xs"
              variant="light"
              loading={update.isPending && update.variables?.body.status === to}
              aria-label={t(`planning.move.${initiative.status}.${to}.named` as MessageKey, {
                name: initiative.name,
              })}
              onClick={() => update.mutate({ id: initiative.id, body: { status: to } })}
            >
              {t(`planning.move.${initiative.status}.${to}` as MessageKey)}
            </Button>
          ))}
        </Group>
      )}
      {update.error && (
        <Alert color="red" role="alert" p="xs" title={t('planning.move.refused')}>
          {errorText(update.error)}
        </Alert>
      )}
    </Stack>
  );
}
