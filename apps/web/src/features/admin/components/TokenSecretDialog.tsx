import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { CreatedApiToken } from '../api/tokens';
import { Dialog } from './Dialog';

/**
 * The secret of a new token, shown this once: a warning, the token, a copy button. Closing forgets
 * it (the caller drops the object); the API never sends it again.
 */
export function TokenSecretDialog({
  token,
  onClose,
}: {
  token: CreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={token !== null}
      onClose={onClose}
      title={t('admin.tokens.secretTitle')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {token && (
        <Stack gap="md">
          <Alert color="orange" role="alert">
            {t('admin.tokens.secretWarning')}
          </Alert>
          <Text size="sm" fw={500} id="token-secret-label">
            {t('admin.tokens.secretLabel', { name: token.name })}
          </Text>
          <Code
            block
            className="ctp-admin-secret"
            aria-labelledby="token-secret-label"
            data-testid="token-secret"
          >
            {token.token}
          </Code>
          <Group justify="space-between">
            <CopyButton value={token.token}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  color={copied ? 'green' : 'blue'}
                  onClick={copy}
                >
                  {copied ? t('admin.tokens.copied') : t('admin.tokens.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t('admin.tokens.stored')}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
