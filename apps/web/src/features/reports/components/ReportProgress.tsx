import { List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type MessageKey, t } from '../../../i18n/t';
import type { ReportStatus } from '../api/reports';

/** The six steps of the `generate` job, as the server reports them (percent → message). */
export const STEPS = [10, 30, 50, 70, 90, 100] as const;

const stepText = (percent: number, fallback: string | null) =>
  (STEPS as readonly number[]).includes(percent)
    ? t(`reports.step.${percent}` as MessageKey)
    : (fallback ?? t('reports.progress.waiting'));

/**
 * Live progress of a report: a bar, the six steps with their state, and the current step's
 * message in a polite live region, so a screen reader hears each step as it is reached.
 */
export function ReportProgress({ status }: { status: ReportStatus }) {
  const complete = status.status === 'complete';
  const percent = complete ? 100 : status.percent;
  const started = percent > 0;
  const current = started ? stepText(percent, status.message) : t('reports.progress.waiting');
  const lastAttempt = status.steps.reduce((max, step) => Math.max(max, step.attempt), 0);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('reports.progress.title')}
        </Title>
        <Progress value={percent} aria-label={t('reports.progress.label')} size="lg" animated={!complete} />
        <Text aria-live="polite" role="status" fw={600}>
          {current}
        </Text>
        {lastAttempt > 0 && status.status !== 'failed' && !complete && (
          <Text size="sm" c="dimmed">
            {t('reports.progress.retry', { attempt: lastAttempt })}
          </Text>
        )}
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('reports.progress.label')}>
          {STEPS.map((step) => {
            const state =
              complete || percent > step ? 'done' : percent === step && started ? 'current' : 'pending';
            return (
              <List.Item key={step} className={`ctp-report-step ctp-report-step-${state}`}>
                <span aria-hidden="true" className="ctp-report-step-mark">
                  {state === 'done' ? '✓' : state === 'current' ? '›' : '○'}
                </span>
                {t(`reports.step.${step}` as MessageKey)}{' '}
                <Text component="span" size="xs" c="dimmed">
                  ({t(`reports.step.${state}`)})
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
