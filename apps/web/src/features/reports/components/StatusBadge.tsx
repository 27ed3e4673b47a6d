import { Badge } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { Report } from '../api/reports';

const COLOURS: Record<Report['status'], string> = {
  queued: 'gray.7',
  running: 'blue.8',
  complete: 'green.9',
  failed: 'red.9',
};

/** The status of a report in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: Report['status'] }) {
  return (
    <Badge color={COLOURS[status]} variant="filled" className="ctp-report-status">
      {t(`reports.status.${status}`)}
    </Badge>
  );
}
