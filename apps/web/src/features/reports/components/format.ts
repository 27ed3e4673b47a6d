import { t } from '../../../i18n/t';
import { formatQuantity } from '../../../lib/emissions';
import type { Report } from '../api/reports';

/** "45.5%" for the completeness percent the server sends as an exact decimal string ("45.5"). */
export const formatPercentText = (percent: string) =>
  t('reports.percent', { percent: formatQuantity(percent) });

/** "TCFD recommendations (2021)": the framework's name when known, else its code, with the version. */
export function frameworkLabel(
  report: Pick<Report, 'frameworkCode' | 'frameworkVersion'>,
  frameworkName: (code: string) => string | undefined,
): string {
  return `${frameworkName(report.frameworkCode) ?? report.frameworkCode.toUpperCase()} (${report.frameworkVersion})`;
}
