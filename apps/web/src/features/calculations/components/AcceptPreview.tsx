import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/problem';
import { AnchorLink } from '../../../components/AnchorLink';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useAcceptPreview } from '../api/recalculations';

/** Words for a refused acceptance: out of date, expired or accepted already. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'PREVIEW_STALE') return t('recalc.refused.stale');
    if (error.code === 'PREVIEW_EXPIRED') return t('recalc.refused.expired');
    if (error.code === 'PREVIEW_ACCEPTED') return t('recalc.refused.accepted');
  }
  return errorText(error);
}

/**
 * Accepting a preview (ORG_ADMIN only; the caller renders it for administrators): a confirmation
 * dialog first, then the outcome or the refusal in words.
 */
export function AcceptPreview({
  previewId,
  count,
  pending = true,
}: {
  previewId: string;
  count: number;
  /** False once the preview is accepted: no button, only the outcome of an acceptance made here. */
  pending?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptPreview(previewId);
  return (
    <>
      {accept.data ? (
        <Alert color="green" role="status">
          {t('recalc.acceptedNow', { superseded: accept.data.superseded })}{' '}
          <AnchorLink to="/calculations/$runId" params={{ runId: accept.data.run.id }}>
            {t('recalc.openRun')}
          </AnchorLink>
        </Alert>
      ) : pending ? (
        <Group>
          <Button color="red.9" onClick={() => setOpen(true)}>
            {t('recalc.accept')}
          </Button>
        </Group>
      ) : null}
      {accept.error ? (
        <Alert color="red" role="alert" mt="sm">
          {refusalText(accept.error)}
        </Alert>
      ) : null}
      {/* lockScroll would inject a <style> element, which the strict CSP refuses. */}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('recalc.acceptTitle')}
        centered
        lockScroll={false}
      >
        <Text size="sm" mb="md">
          {t('recalc.acceptBody', { count })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('recalc.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {t('recalc.acceptConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
