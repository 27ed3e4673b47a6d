import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/problem';
import { t } from '../../../i18n/t';
import { useMovements } from '../api/movements';
import { type Period, type PeriodStep, usePeriodStep } from '../api/periods';
import { ReopenForm } from './ReopenForm';
import { ReturnForm } from './ReturnForm';
import { refusalText } from './refusal';

/** Who is looking: what the close steps on offer depend on. */
export interface Viewer {
  userId: string | null;
  canWrite: boolean;
  isAdmin: boolean;
}

/** The next step of a period the viewer may take, or null. */
function nextStep(period: Period, viewer: Viewer): PeriodStep | null {
  if (period.status === 'draft' && viewer.canWrite) return 'submit';
  if (period.status === 'submitted' && viewer.isAdmin && period.submittedBy !== viewer.userId)
    return 'approve';
  if (period.status === 'approved' && viewer.isAdmin) return 'lock';
  return null;
}

/** The close steps of one period the viewer may take (none for READ_ONLY), with the server's refusal in words. */
export function PeriodActions({ period, viewer }: { period: Period; viewer: Viewer }) {
  const step = usePeriodStep();
  // A submission refused for unexplained movements: once every line is explained (the movements
  // query refreshes after each explanation), the refusal no longer holds and its alert goes.
  const refusedForMovements =
    step.error instanceof ApiError && step.error.code === 'MOVEMENT_EXPLANATIONS_MISSING';
  const movements = useMovements(refusedForMovements ? period.id : null);
  const explainedSince = refusedForMovements && movements.data?.missing.length === 0;
  const { reset } = step;
  useEffect(() => {
    if (explainedSince) reset();
  }, [explainedSince, reset]);
  const [reopening, setReopening] = useState(false);
  const [returning, setReturning] = useState(false);
  const returnable = (period.status === 'submitted' || period.status === 'approved') && viewer.isAdmin;
  const next = nextStep(period, viewer);
  const ownSubmission =
    period.status === 'submitted' && viewer.isAdmin && period.submittedBy === viewer.userId;
  return (
    <Stack gap="xs">
      {ownSubmission && (
        <Text size="sm" c="dimmed" role="note">
          {t('periods.ownSubmission')}
        </Text>
      )}
      {step.isError && (
        <Alert color="red" role="alert">
          {refusalText(step.error)}
        </Alert>
      )}
      {step.isSuccess && step.variables && (
        <Text size="sm" role="status">
          {t(`periods.step.done.${step.variables.step}`, { name: period.name })}
        </Text>
      )}
      <Group gap="xs">
        {next !== null && (
          <Button
            size="xs"
            loading={step.isPending}
            onClick={() => step.mutate({ id: period.id, step: next })}
          >
            {t(`periods.step.${next}`, { name: period.name })}
          </Button>
        )}
        {returnable && !returning && (
          <Button size="xs" variant="default" onClick={() => setReturning(true)}>
            {t('periods.step.return', { name: period.name })}
          </Button>
        )}
        {period.status === 'locked' && viewer.isAdmin && !reopening && (
          <Button size="xs" color="red.9" onClick={() => setReopening(true)}>
            {t('periods.step.reopen', { name: period.name })}
          </Button>
        )}
      </Group>
      {reopening && <ReopenForm period={period} onDone={() => setReopening(false)} />}
      {returning && returnable && <ReturnForm period={period} onDone={() => setReturning(false)} />}
    </Stack>
  );
}
