import { Badge } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { Report } from '../api/reports';

const COLOURS: Record<Report['status'], string> = {
  queued: 'gray',
  running: 'blue',
  complete: 'green',
  failed: 'red',
};

/** The status of a report in words (the coloured dot only repeats them; the text keeps full contrast). */
export function StatusBadge({ status }: { status: Report['status'] }) {
  return (
    <Badge color={COLOURS[status]} variant="dot" className="ctp-report-status">
      {t(`reports.status.${status}`)}
    </Badge>
  );
}
