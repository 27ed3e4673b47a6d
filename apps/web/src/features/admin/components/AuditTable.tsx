import { Button, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { AuditEntry } from '../api/audit';

/** The store's actor types (`user`, `api_token`, `system`, `anonymous`). */
const ACTORS = new Set(['user', 'api_token', 'system', 'anonymous']);

/**
 * Who did it: the user's or token's name the API gives with the entry (`actorName`, for every
 * role that reads the log, the auditor included), else the kind of actor and its id.
 */
function actorText(entry: AuditEntry) {
  const kind = ACTORS.has(entry.actorType)
    ? t(`admin.audit.actor.${entry.actorType as 'user' | 'api_token' | 'system' | 'anonymous'}`)
    : entry.actorType;
  if (entry.actorId === null) return kind;
  if (entry.actorName === null) return `${kind} ${entry.actorId}`;
  if (entry.actorType === 'api_token') return t('admin.audit.actor.namedToken', { name: entry.actorName });
  return entry.actorName;
}

/** Audit entries, newest first; each entry's details and hashes open below it. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="ctp-table-scroll">
      <Table aria-label={t('admin.audit.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.audit.col.when')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.col.who')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.col.action')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.col.entity')}</Table.Th>
            <Table.Th scope="col">{t('admin.audit.col.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-details-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td>{formatMoment(entry.occurredAt)}</Table.Td>
                  <Table.Td>{actorText(entry)}</Table.Td>
                  <Table.Td className="ctp-mono">{entry.action}</Table.Td>
                  <Table.Td>
                    {entry.entityType}
                    {entry.entityId && (
                      <Text span className="ctp-mono" c="dimmed">
                        {' '}
                        {entry.entityId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      aria-label={t(expanded ? 'admin.audit.hide' : 'admin.audit.show', { seq: entry.seq })}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? t('admin.audit.hideShort') : t('admin.audit.showShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsId}>
                    <Table.Td colSpan={5}>
                      <pre className="ctp-admin-json">{JSON.stringify(entry.details, null, 2)}</pre>
                      <dl className="ctp-admin-hashes">
                        <dt>{t('admin.audit.entryHash')}</dt>
                        <dd className="ctp-mono">{entry.hash}</dd>
                        <dt>{t('admin.audit.prevHash')}</dt>
                        <dd className="ctp-mono">{entry.prevHash}</dd>
                        {entry.requestId && (
                          <>
                            <dt>{t('admin.audit.requestId')}</dt>
                            <dd className="ctp-mono">{entry.requestId}</dd>
                          </>
                        )}
                      </dl>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
