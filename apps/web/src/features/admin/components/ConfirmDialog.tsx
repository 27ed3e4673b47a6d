import { Alert, Button, Group, Text } from '@mantine/core';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { Dialog } from './Dialog';

/** A question before an action that cannot simply be taken back (deactivate, revoke, delete). */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirm,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
  pending: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{body}</Text>
      {error ? (
        <Alert color="red" role="alert" mt="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Dialog>
  );
}
