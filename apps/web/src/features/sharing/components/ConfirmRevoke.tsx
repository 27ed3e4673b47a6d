import { Alert, Button, Group, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import type { Grant } from '../api/grants';
import { SharingDialog } from './SharingDialog';

/** Asks before revoking a grant: the customer's next read is refused, and that cannot be undone. */
export function ConfirmRevoke({
  grant,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  grant: Grant | null;
  pending: boolean;
  error: unknown;
  onConfirm: (grant: Grant) => void;
  onClose: () => void;
}) {
  return (
    <SharingDialog opened={grant !== null} onClose={onClose} title={t('sharing.grants.revokeTitle')}>
      <Text size="sm">{t('sharing.grants.revokeBody', { customer: grant?.customerName ?? '' })}</Text>
      {error ? (
        <Alert color="red" role="alert" mt="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('sharing.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={() => grant && onConfirm(grant)}>
          {t('sharing.grants.revoke')}
        </Button>
      </Group>
    </SharingDialog>
  );
}
