import { Alert, Button, Table } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { type ApiToken, useRevokeToken } from '../api/tokens';
import { ConfirmDialog } from './ConfirmDialog';
import { type Status, StatusBadge } from './StatusBadge';

function status(token: ApiToken, now: number): { status: Status; text: string } {
  if (token.revokedAt)
    return {
      status: 'neutral' as const,
      text: t('admin.tokens.status.revoked', { date: formatMoment(token.revokedAt) }),
    };
  if (token.expiresAt && Date.parse(token.expiresAt) <= now)
    return { status: 'warning' as const, text: t('admin.tokens.status.expired') };
  return { status: 'good' as const, text: t('admin.tokens.status.active') };
}

/** API tokens (never their secrets) with their status and the revoke action, confirmed first. */
export function TokensTable({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeToken();
  const [confirming, setConfirming] = useState<ApiToken | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const now = Date.now();
  return (
    <>
      {revoked && (
        <Alert color="green" role="status" mb="md">
          {t('admin.tokens.revoked', { name: revoked })}
        </Alert>
      )}
      <div className="ctp-table-scroll">
        <Table striped highlightOnHover aria-label={t('admin.tokens.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.tokens.col.name')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.role')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.ending')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.created')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.expires')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.lastUsed')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.tokens.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => {
              const state = status(token, now);
              return (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.name}</Table.Td>
                  <Table.Td>{t(`role.${token.role}`)}</Table.Td>
                  <Table.Td className="ctp-mono">…{token.lastFour}</Table.Td>
                  <Table.Td>{formatMoment(token.createdAt)}</Table.Td>
                  <Table.Td>
                    {token.expiresAt ? formatMoment(token.expiresAt) : t('admin.tokens.noExpiry')}
                  </Table.Td>
                  <Table.Td>
                    {token.lastUsedAt ? formatMoment(token.lastUsedAt) : t('admin.tokens.never')}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={state.status}>{state.text}</StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    {!token.revokedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('admin.tokens.revokeLabel', { name: token.name })}
                        onClick={() => {
                          revoke.reset();
                          setConfirming(token);
                        }}
                      >
                        {t('admin.tokens.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.tokens.revokeTitle', { name: confirming?.name ?? '' })}
        body={t('admin.tokens.revokeBody')}
        confirm={t('admin.tokens.revoke')}
        pending={revoke.isPending}
        error={revoke.error}
        onConfirm={() => {
          if (!confirming) return;
          const name = confirming.name;
          revoke.mutate(confirming.id, {
            onSuccess: () => {
              setRevoked(name);
              setConfirming(null);
            },
          });
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
