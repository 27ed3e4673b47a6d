import { Alert, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { ConnectionTestResult as Result } from '../api/sign-on';

/**
 * The outcome of Test connection: the API's message exactly as specified ("Connection successful!
 * OIDC configuration is valid.", "Invalid issuer", "Client authentication failed", "Redirect URI
 * mismatch"), the step it reached and the provider's own words.
 */
export function ConnectionTestResult({ result }: { result: Result }) {
  return (
    <Alert
      color={result.success ? 'green' : 'red'}
      role={result.success ? 'status' : 'alert'}
      className="ctp-admin-alert"
      title={result.success ? t('admin.sso.testSuccess') : t('admin.sso.testFailure')}
      data-testid="connection-test-result"
    >
      <Text fw={600} size="sm">
        {result.message}
      </Text>
      {!result.success && (
        <Text size="sm">{t('admin.sso.testStep', { step: t(`admin.sso.step.${result.step}`) })}</Text>
      )}
      {result.detail && (
        <Text size="sm" className="ctp-admin-detail">
          {t('admin.sso.providerDetail', { detail: result.detail })}
        </Text>
      )}
    </Alert>
  );
}
