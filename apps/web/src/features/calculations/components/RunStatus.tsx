import { Badge, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { CalculationRun } from '../api/runs';

/** A run's status in words. */
export function statusLabel(status: string): string {
  if (status === 'queued') return t('calculations.status.queued');
  if (status === 'running') return t('calculations.status.running');
  if (status === 'completed') return t('calculations.status.completed');
  if (status === 'failed') return t('calculations.status.failed');
  return t('calculations.status.other', { status });
}

// Dark shades with white text: readable (WCAG AA) whatever the shade of the background.
const COLOURS: Record<string, string> = { running: 'blue.9', completed: 'teal.9', failed: 'red.9' };

/** The status as a badge (with its words: colour is never the only signal). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOURS[status] ?? 'gray.7'} variant="filled">
      {statusLabel(status)}
    </Badge>
  );
}

/**
 * What the run is doing, in a polite live region: a screen reader hears the change from running to
 * done without moving focus.
 */
export function RunLive({ run, starting }: { run?: CalculationRun | undefined; starting?: boolean }) {
  let text = '';
  if (starting) text = t('calculations.submitting');
  else if (run?.status === 'running') text = t('calculations.live.running');
  else if (run?.status === 'completed')
    text = t('calculations.live.completed', {
      calculated: run.calculated ?? 0,
      failed:
        run.failedCount === 1
          ? t('calculations.live.failedOne')
          : t('calculations.live.failedMany', { count: run.failedCount ?? 0 }),
    });
  else if (run?.status === 'failed') text = t('calculations.live.failed');
  return (
    <Text role="status" aria-live="polite" size="sm" className="ctp-live">
      {text}
    </Text>
  );
}
