import { Button, Group, Table, Text } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { Grant } from '../api/grants';
import { requestedProducts } from '../api/requested-products';
import type { IncomingRequest } from '../api/requests';
import type { Answering } from './AnswerRequestDialog';

/** How a request ended, in words: the footprints sent, the reason given, and any delivery failure. */
function outcome(request: IncomingRequest): string {
  const parts: string[] = [];
  if (request.status === 'fulfilled') {
    parts.push(t('sharing.requests.fulfilledWith', { count: request.footprintIds?.length ?? 0 }));
  } else if (request.status === 'rejected') {
    parts.push(t('sharing.requests.rejectedBecause', { reason: request.rejectReason ?? '' }));
  } else {
    parts.push(t('sharing.requests.pending'));
  }
  if (request.deliveryError)
    parts.push(t('sharing.requests.notDelivered', { reason: request.deliveryError }));
  return parts.join(' ');
}

/** Footprint requests from customers, newest first; pending ones can be fulfilled or rejected. */
export function IncomingRequestsTable({
  requests,
  grants,
  onAnswer,
}: {
  requests: IncomingRequest[];
  grants: Grant[];
  onAnswer: (answering: Answering) => void;
}) {
  const customer = new Map(grants.map((g) => [g.id, g.customerName]));
  const newestFirst = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('sharing.requests.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sharing.requests.col.received')}</Table.Th>
            <Table.Th scope="col">{t('sharing.requests.col.customer')}</Table.Th>
            <Table.Th scope="col">{t('sharing.requests.col.products')}</Table.Th>
            <Table.Th scope="col">{t('sharing.requests.col.comment')}</Table.Th>
            <Table.Th scope="col">{t('sharing.requests.col.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((request) => {
            const who = customer.get(request.grantId) ?? request.source;
            const ids = requestedProducts(request);
            return (
              <Table.Tr key={request.id}>
                <Table.Td>{formatMoment(request.createdAt)}</Table.Td>
                <Table.Td>{who}</Table.Td>
                <Table.Td className="ctp-mono">
                  {ids.length > 0 ? ids.join(', ') : t('sharing.requests.any')}
                </Table.Td>
                <Table.Td>{request.comment ?? t('common.none')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{outcome(request)}</Text>
                  {request.status === 'pending' && (
                    <Group gap="xs" mt={4}>
                      <Button
                        size="xs"
                        onClick={() => onAnswer({ request, as: 'fulfil' })}
                        aria-label={t('sharing.requests.fulfilFor', { customer: who })}
                      >
                        {t('sharing.requests.fulfil')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => onAnswer({ request, as: 'reject' })}
                        aria-label={t('sharing.requests.rejectFor', { customer: who })}
                      >
                        {t('sharing.requests.reject')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
