import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import type { Product, StoredFootprint } from '../api/products';
import { requestedProducts } from '../api/requested-products';
import { type IncomingRequest, useFulfilRequest, useRejectRequest } from '../api/requests';
import { SharingDialog } from './SharingDialog';

/** What an administrator does with a request: fulfil it with published footprints, or reject it with a reason. */
export type Answering = { request: IncomingRequest; as: 'fulfil' | 'reject' } | null;

/**
 * The answer to one footprint request. Fulfilling offers the Active footprints of the requested
 * products (all Active ones when the request names none); rejecting asks for the reason the
 * customer will read.
 */
export function AnswerRequestDialog({
  answering,
  products,
  footprints,
  onClose,
}: {
  answering: Answering;
  products: Product[];
  footprints: StoredFootprint[];
  onClose: () => void;
}) {
  const fulfil = useFulfilRequest();
  const reject = useRejectRequest();
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    fulfil.reset();
    reject.reset();
    setChosen([]);
    setReason('');
    setMissing(false);
    onClose();
  };
  const request = answering?.request;
  const asked = request ? requestedProducts(request) : [];
  const name = new Map(products.map((p) => [p.id, p]));
  const offered = footprints.filter((f) => {
    const product = name.get(f.productRef);
    return f.status === 'Active' && product && (asked.length === 0 || asked.includes(product.productId));
  });
  const mutation = answering?.as === 'fulfil' ? fulfil : reject;
  const submit = () => {
    if (!request) return;
    if (answering?.as === 'fulfil') {
      if (chosen.length === 0) return setMissing(true);
      fulfil.mutate({ id: request.id, footprintIds: chosen }, { onSuccess: close });
    } else {
      if (reason.trim() === '') return setMissing(true);
      reject.mutate({ id: request.id, reason: reason.trim() }, { onSuccess: close });
    }
  };
  return (
    <SharingDialog
      opened={answering !== null}
      onClose={close}
      title={
        answering?.as === 'fulfil' ? t('sharing.requests.fulfilTitle') : t('sharing.requests.rejectTitle')
      }
      size="lg"
    >
      <Stack gap="md">
        {answering?.as === 'fulfil' ? (
          offered.length === 0 ? (
            <Text size="sm">{t('sharing.requests.nothingToOffer')}</Text>
          ) : (
            <Checkbox.Group
              label={t('sharing.requests.chooseFootprints')}
              value={chosen}
              onChange={setChosen}
              error={missing ? t('sharing.requests.error.footprints') : undefined}
            >
              <Stack gap="xs" mt={8}>
                {offered.map((f) => (
                  <Checkbox
                    key={f.id}
                    value={f.id}
                    label={t('sharing.requests.footprintOption', {
                      product: name.get(f.productRef)?.name ?? '',
                      version: f.version,
                      period: formatPeriod(f.referencePeriod.start, f.referencePeriod.end),
                    })}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )
        ) : (
          <Textarea
            label={t('sharing.requests.reason')}
            description={t('sharing.requests.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={missing ? t('sharing.requests.error.reason') : undefined}
            rows={2}
          />
        )}
        {mutation.error ? (
          <Alert color="red" role="alert">
            {errorText(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('sharing.cancel')}
          </Button>
          <Button
            color={answering?.as === 'fulfil' ? 'blue' : 'red'}
            loading={mutation.isPending}
            onClick={submit}
            disabled={answering?.as === 'fulfil' && offered.length === 0}
          >
            {answering?.as === 'fulfil' ? t('sharing.requests.fulfil') : t('sharing.requests.reject')}
          </Button>
        </Group>
      </Stack>
    </SharingDialog>
  );
}
