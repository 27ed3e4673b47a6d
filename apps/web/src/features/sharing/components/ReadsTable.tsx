import { Table } from '@mantine/core';
import { type MessageKey, t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { Product, StoredFootprint } from '../api/products';
import type { AuditEntry } from '../api/reads';

/** The partner actions the log records, in words. */
const ACTIONS: Record<string, MessageKey> = {
  'pact.footprints.list': 'sharing.reads.action.list',
  'pact.footprint.read': 'sharing.reads.action.read',
  'pact.footprint.denied': 'sharing.reads.action.denied',
  'pact.token.issue': 'sharing.reads.action.token',
  'pact.event.receive': 'sharing.reads.action.event',
  'pact.corporate_export.read': 'sharing.reads.action.export',
  'pact.corporate_export.denied': 'sharing.reads.action.exportDenied',
};

/** The footprints an entry names (a list read, or one footprint), as "Coil A v2". */
function what(entry: AuditEntry, label: (id: string) => string): string {
  const ids = Array.isArray(entry.details.footprintIds)
    ? (entry.details.footprintIds as string[])
    : typeof entry.details.footprintId === 'string'
      ? [entry.details.footprintId]
      : [];
  if (ids.length > 0) return ids.map(label).join(', ');
  if (typeof entry.details.type === 'string') return entry.details.type;
  return t('common.none');
}

/** Who read what through their grant, newest first, from the audit log (each entry's actor is the grant). */
export function ReadsTable({
  entries,
  products,
  footprints,
}: {
  entries: AuditEntry[];
  products: Product[];
  footprints: StoredFootprint[];
}) {
  const names = new Map(products.map((p) => [p.id, p.name]));
  const versions = new Map(
    footprints.map((f) => [f.id, `${names.get(f.productRef) ?? f.productRef} v${f.version}`]),
  );
  const label = (id: string) => versions.get(id) ?? id;
  return (
    <div className="ctp-table-scroll">
      <Table striped aria-label={t('sharing.reads.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sharing.reads.col.when')}</Table.Th>
            <Table.Th scope="col">{t('sharing.reads.col.customer')}</Table.Th>
            <Table.Th scope="col">{t('sharing.reads.col.action')}</Table.Th>
            <Table.Th scope="col">{t('sharing.reads.col.what')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatMoment(entry.occurredAt)}</Table.Td>
              <Table.Td>{String(entry.details.customerName ?? entry.actorId ?? '')}</Table.Td>
              <Table.Td>
                {ACTIONS[entry.action] ? t(ACTIONS[entry.action] as MessageKey) : entry.action}
              </Table.Td>
              <Table.Td>{what(entry, label)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
