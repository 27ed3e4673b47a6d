import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useSession } from '../../auth';
import { type User, useUsers } from '../api/users';
import { Dialog } from '../components/Dialog';
import { UserForm } from '../components/UserForm';
import { UsersTable } from '../components/UsersTable';

/** Users: list, add, change role, deactivate and reactivate. */
export default function UsersPage() {
  const users = useUsers();
  const session = useSession();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<User | null>(null);
  const all = users.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="admin-users-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="admin-users-title">
          {t('admin.users.title')}
        </Title>
        <Button onClick={() => setAdding(true)}>{t('admin.users.add')}</Button>
      </Group>
      {created && (
        <Alert
          color="green"
          role="status"
          mb="md"
          withCloseButton
          closeButtonLabel={t('admin.close')}
          onClose={() => setCreated(null)}
        >
          {t('admin.userForm.created', { name: created.name, role: t(`role.${created.role}`) })}
        </Alert>
      )}
      <QueryFeedback isPending={users.isPending} error={users.error} retry={() => users.refetch()} />
      {users.data && all.length === 0 && <Text c="dimmed">{t('admin.users.empty')}</Text>}
      {all.length > 0 && <UsersTable users={all} currentUserId={session.data?.user?.id} />}
      {users.hasNextPage && (
        <Button
          mt="md"
          variant="default"
          loading={users.isFetchingNextPage}
          onClick={() => users.fetchNextPage()}
        >
          {t('common.loadMore')}
        </Button>
      )}
      <Dialog opened={adding} onClose={() => setAdding(false)} title={t('admin.userForm.title')} centered>
        <UserForm
          onCreated={(user) => {
            setCreated(user);
            setAdding(false);
          }}
        />
      </Dialog>
    </section>
  );
}
