import { Alert, Text } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import type { ReportVerification } from '../api/verification';

/**
 * What a restatement means for this code: superseded (a newer report replaces it, with a link to
 * that one) and/or a restatement itself (naming the report it replaces). Nothing for a report
 * that neither replaces nor was replaced.
 */
export function RestatementNotice({ report }: { report: ReportVerification }) {
  return (
    <>
      {report.supersededBy !== null ? (
        <Alert
          color="orange"
          className="ctp-verify-superseded"
          role="alert"
          title={t('verification.superseded')}
        >
          <Text size="sm">
            {t('verification.supersededDetail')}{' '}
            <AnchorLink to="/verify/$code" params={{ code: report.supersededBy }}>
              {report.supersededBy}
            </AnchorLink>
          </Text>
        </Alert>
      ) : null}
      {report.replaces !== null ? (
        <Text size="sm" data-testid="restates">
          {t('verification.restates')}{' '}
          <AnchorLink to="/verify/$code" params={{ code: report.replaces }}>
            {report.replaces}
          </AnchorLink>
        </Text>
      ) : null}
    </>
  );
}
