import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { LOCALE, t } from '../../../i18n/t';
import { useVerifyChain } from '../api/audit';

const count = new Intl.NumberFormat(LOCALE);

/** "Verify the hash chain": recomputes it on the server and says intact, or where it breaks. */
export function ChainVerification() {
  const verify = useVerifyChain();
  const result = verify.data;
  return (
    <Stack gap="sm" mb="lg">
      <Button w="fit-content" loading={verify.isPending} onClick={() => verify.mutate()}>
        {t('admin.audit.verify')}
      </Button>
      {result?.valid === true && (
        <Alert className="ctp-admin-alert" color="green" role="status" title={t('admin.audit.intact')}>
          <Text size="sm" className="ctp-admin-detail">
            {t('admin.audit.intactBody', { checked: count.format(result.checked), hash: result.headHash })}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t('admin.audit.intactNote')}
          </Text>
        </Alert>
      )}
      {result?.valid === false && (
        <Alert className="ctp-admin-alert" color="red" role="alert" title={t('admin.audit.broken')}>
          <Text size="sm" className="ctp-admin-detail">
            {t('admin.audit.brokenBody', {
              id: result.firstBrokenId ?? t('common.none'),
              reason: t(result.reason ? `admin.audit.reason.${result.reason}` : 'admin.audit.reason.unknown'),
              checked: count.format(result.checked),
            })}
          </Text>
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" role="alert">
          {errorText(verify.error)}
        </Alert>
      )}
    </Stack>
  );
}
