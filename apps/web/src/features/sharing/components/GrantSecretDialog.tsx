import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { CreatedGrant } from '../api/grants';
import { SharingDialog } from './SharingDialog';

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant={copied ? 'light' : 'default'} onClick={copy} aria-label={label}>
          {copied ? t('sharing.grants.copied') : t('sharing.grants.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * A new grant's credentials, shown this once: what to give the customer (our PACT address, the
 * client id and the secret). Closing forgets the secret; the API never sends it again.
 */
export function GrantSecretDialog({
  grant,
  pactUrl,
  onClose,
}: {
  grant: CreatedGrant | null;
  pactUrl: string;
  onClose: () => void;
}) {
  return (
    <SharingDialog
      opened={grant !== null}
      onClose={onClose}
      title={t('sharing.grants.secretTitle')}
      size="lg"
      closeOnClickOutside={false}
    >
      {grant && (
        <Stack gap="md">
          <Alert color="orange" role="alert">
            {t('sharing.grants.secretWarning', { customer: grant.customerName })}
          </Alert>
          {(
            [
              ['grant-endpoint', t('sharing.grants.endpoint'), pactUrl],
              ['grant-client-id', t('sharing.grants.clientId'), grant.clientId],
              ['grant-client-secret', t('sharing.grants.clientSecret'), grant.clientSecret],
            ] as const
          ).map(([id, label, value]) => (
            <Stack gap={4} key={id}>
              <Group justify="space-between">
                <Text size="sm" fw={500} id={`${id}-label`}>
                  {label}
                </Text>
                <Copy value={value} label={t('sharing.grants.copyThis', { what: label })} />
              </Group>
              <Code block className="ctp-admin-secret" aria-labelledby={`${id}-label`} data-testid={id}>
                {value}
              </Code>
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('sharing.grants.stored')}</Button>
          </Group>
        </Stack>
      )}
    </SharingDialog>
  );
}
