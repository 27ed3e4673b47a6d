import { Table } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { FootprintRequest } from '../api/exchange';

/** The products asked for: the request's PACT `productId` criterion. */
const productIds = (request: FootprintRequest) => {
  const ids = request.criteria.productId;
  return Array.isArray(ids) ? ids.join(', ') : typeof ids === 'string' ? ids : t('common.none');
};

/** The answer in words: the footprints it carried, the supplier's reason for a rejection, or why sending failed. */
export function answerText(request: FootprintRequest): string {
  const answer = request.answer ?? {};
  if (request.status === 'fulfilled') {
    const footprints = Array.isArray(answer.footprintIds)
      ? answer.footprintIds.length
      : Array.isArray(answer.footprints)
        ? answer.footprints.length
        : 0;
    return t('suppliers.requests.answer.fulfilled', { count: footprints });
  }
  if (request.status === 'rejected') {
    const error = answer.error as { message?: unknown } | undefined;
    const reason =
      typeof error?.message === 'string'
        ? error.message
        : typeof answer.reason === 'string'
          ? answer.reason
          : '';
    return t('suppliers.requests.answer.rejected', { reason });
  }
  if (request.status === 'send_failed') {
    return t('suppliers.requests.answer.sendFailed', { reason: request.sendError?.message ?? '' });
  }
  return t('suppliers.requests.answer.waiting');
}

/** Footprint requests sent to the supplier, newest first, with their answers. */
export function RequestsTable({ requests }: { requests: FootprintRequest[] }) {
  const newestFirst = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('suppliers.requests.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('suppliers.requests.col.sent')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.requests.col.products')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.requests.col.status')}</Table.Th>
            <Table.Th scope="col">{t('suppliers.requests.col.answer')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>{formatMoment(request.sentAt ?? request.createdAt)}</Table.Td>
              <Table.Td className="ctp-mono">{productIds(request)}</Table.Td>
              <Table.Td>{t(`suppliers.requests.status.${request.status}`)}</Table.Td>
              <Table.Td>
                {answerText(request)}
                {request.answeredAt ? ` (${formatMoment(request.answeredAt)})` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
