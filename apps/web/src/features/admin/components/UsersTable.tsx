import { Alert, Button, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { Role } from '../../auth';
import { type User, useUpdateUser } from '../api/users';
import { ConfirmDialog } from './ConfirmDialog';
import { isProblem } from './problems';
import { roleOptions } from './roles';
import { StatusBadge } from './StatusBadge';

const signInWith = (user: User) =>
  user.singleSignOn && user.passwordSignIn
    ? t('admin.users.via.both')
    : user.passwordSignIn
      ? t('admin.users.via.password')
      : user.singleSignOn
        ? t('admin.users.via.sso')
        : t('admin.users.via.pending');

/** Words for a refused change: the last administrator in ours, anything else as the API said. */
const refusalText = (error: unknown) =>
  isProblem(error, 'last-admin') ? t('admin.users.lastAdmin') : errorText(error);

/** The users with their role (changed in place), status and the deactivate / reactivate action. */
export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId?: string | undefined }) {
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState<User | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const change = (user: User, patch: { role?: Role; active?: boolean }, done: string) => {
    setOutcome(null);
    update.mutate(
      { id: user.id, patch },
      {
        onSuccess: () => {
          setOutcome(done);
          setConfirming(null);
        },
        onError: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      {update.isError && (
        <Alert color="red" role="alert" mb="md">
          {refusalText(update.error)}
        </Alert>
      )}
      {outcome && (
        <Alert color="green" role="status" mb="md">
          {outcome}
        </Alert>
      )}
      <div className="ctp-table-scroll">
        <Table striped highlightOnHover aria-label={t('admin.users.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.users.col.name')}</Table.Th>
              <Table.Th scope="col">{t('admin.users.col.email')}</Table.Th>
              <Table.Th scope="col">{t('admin.users.col.role')}</Table.Th>
              <Table.Th scope="col">{t('admin.users.col.signIn')}</Table.Th>
              <Table.Th scope="col">{t('admin.users.col.status')}</Table.Th>
              <Table.Th scope="col">{t('admin.users.col.lastLogin')}</Table.Th>
              <Table.Th scope="col">{t('admin.users.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {user.name}{' '}
                  {user.id === currentUserId && (
                    <Text span c="dimmed" size="sm">
                      {t('admin.users.you')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('admin.users.roleOf', { name: user.name })}
                    data={roleOptions()}
                    value={user.role}
                    allowDeselect={false}
                    size="xs"
                    w="10rem"
                    disabled={update.isPending}
                    onChange={(role) => {
                      if (role && role !== user.role)
                        change(
                          user,
                          { role: role as Role },
                          t('admin.users.roleChanged', { name: user.name, role: t(`role.${role as Role}`) }),
                        );
                    }}
                  />
                </Table.Td>
                <Table.Td>{signInWith(user)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={user.active ? 'good' : 'neutral'}>
                    {user.active ? t('admin.users.active') : t('admin.users.inactive')}
                  </StatusBadge>
                </Table.Td>
                <Table.Td>
                  {user.lastLoginAt ? formatMoment(user.lastLoginAt) : t('admin.users.never')}
                </Table.Td>
                <Table.Td>
                  {user.active ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`${t('admin.users.deactivate')}: ${user.name}`}
                      onClick={() => {
                        update.reset();
                        setConfirming(user);
                      }}
                    >
                      {t('admin.users.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`${t('admin.users.reactivate')}: ${user.name}`}
                      loading={update.isPending && update.variables?.id === user.id}
                      onClick={() =>
                        change(user, { active: true }, t('admin.users.reactivated', { name: user.name }))
                      }
                    >
                      {t('admin.users.reactivate')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.users.deactivateTitle', { name: confirming?.name ?? '' })}
        body={t('admin.users.deactivateBody', { name: confirming?.name ?? '' })}
        confirm={t('admin.users.deactivate')}
        pending={update.isPending}
        onConfirm={() => {
          if (confirming)
            change(confirming, { active: false }, t('admin.users.deactivated', { name: confirming.name }));
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
