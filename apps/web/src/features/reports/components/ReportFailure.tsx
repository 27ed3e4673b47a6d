import { Alert, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { Report } from '../api/reports';

/** Why a report failed, in the words the server recorded, and what to do next. */
export function ReportFailure({ report }: { report: Pick<Report, 'failureReason' | 'attempts'> }) {
  return (
    <Alert color="red" title={t('reports.failed.title')} role="alert">
      <Stack gap={4}>
        <Text size="sm">
          {report.failureReason
            ? t('reports.failed.reason', { reason: report.failureReason })
            : t('reports.failed.unknown')}
        </Text>
        <Text size="sm">{t('reports.failed.attempts', { attempts: report.attempts })}</Text>
        <Text size="sm">{t('reports.failed.again')}</Text>
      </Stack>
    </Alert>
  );
}
