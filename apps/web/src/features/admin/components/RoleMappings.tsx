import { ActionIcon, Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/problem';
import { errorText, QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type RoleMapping, useRoleMappingChanges, useRoleMappings } from '../api/role-mappings';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { MappingForm } from './MappingForm';
import { inOrder, moveChanges } from './mapping-order';

/** A mapping in words: "email ends with @example.com". */
export const ruleText = (m: RoleMapping) =>
  t(`admin.mappings.rule.${m.kind}`, { value: m.value ?? '', claim: m.claim ?? '' });

/** Role mappings in evaluation order, with add, change, delete and keyboard-operable reordering. */
export function RoleMappings({ authConfigId }: { authConfigId: string | undefined }) {
  const mappings = useRoleMappings(authConfigId);
  const { create, update, reorder, remove } = useRoleMappingChanges();
  const [editing, setEditing] = useState<RoleMapping | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RoleMapping | null>(null);

  if (authConfigId === undefined) {
    return (
      <Section>
        <Text c="dimmed">{t('admin.mappings.needConfig')}</Text>
      </Section>
    );
  }
  const ordered = inOrder(mappings.data ?? []);
  const top = ordered.find((m) => m.kind !== 'default')?.priority ?? 0;
  const mutation = editing === 'new' ? create : update;

  return (
    <Section
      action={
        <Button
          size="sm"
          onClick={() => {
            create.reset();
            setEditing('new');
          }}
        >
          {t('admin.mappings.add')}
        </Button>
      }
    >
      <QueryFeedback isPending={mappings.isPending} error={mappings.error} retry={() => mappings.refetch()} />
      {(reorder.isError || remove.isError) && (
        <Alert color="red" role="alert" mb="md">
          {errorText(reorder.error ?? remove.error)}
        </Alert>
      )}
      {mappings.data && ordered.length === 0 && <Text c="dimmed">{t('admin.mappings.empty')}</Text>}
      {ordered.length > 0 && (
        <div className="ctp-table-scroll">
          <Table striped aria-label={t('admin.mappings.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.mappings.col.order')}</Table.Th>
                <Table.Th scope="col">{t('admin.mappings.col.rule')}</Table.Th>
                <Table.Th scope="col">{t('admin.mappings.col.role')}</Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('admin.mappings.col.priority')}
                </Table.Th>
                <Table.Th scope="col">{t('admin.mappings.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ordered.map((mapping, index) => {
                const rule = ruleText(mapping);
                const up = moveChanges(ordered, index, -1);
                const down = moveChanges(ordered, index, 1);
                return (
                  <Table.Tr key={mapping.id} data-testid="role-mapping-row">
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{rule}</Table.Td>
                    <Table.Td>{t(`role.${mapping.role}`)}</Table.Td>
                    <Table.Td className="ctp-num">{mapping.priority}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          aria-label={t('admin.mappings.up', { rule })}
                          disabled={up.length === 0 || reorder.isPending}
                          onClick={() => reorder.mutate(up)}
                        >
                          <span aria-hidden="true">↑</span>
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={t('admin.mappings.down', { rule })}
                          disabled={down.length === 0 || reorder.isPending}
                          onClick={() => reorder.mutate(down)}
                        >
                          <span aria-hidden="true">↓</span>
                        </ActionIcon>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('admin.mappings.edit', { rule })}
                          onClick={() => {
                            update.reset();
                            setEditing(mapping);
                          }}
                        >
                          {t('admin.mappings.editShort')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('admin.mappings.delete', { rule })}
                          onClick={() => {
                            remove.reset();
                            setDeleting(mapping);
                          }}
                        >
                          {t('admin.mappings.deleteConfirm')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('admin.mappings.addTitle') : t('admin.mappings.editTitle')}
        centered
      >
        {editing !== null && (
          <MappingForm
            mapping={editing === 'new' ? undefined : editing}
            suggestedPriority={Math.min(top + 10, 1_000_000)}
            pending={mutation.isPending}
            error={mutation.error}
            onSubmit={(fields, done, failed) => {
              const onError = (error: unknown) => failed(fieldErrors(error));
              const onSuccess = () => {
                done();
                setEditing(null);
              };
              if (editing === 'new') create.mutate({ ...fields, authConfigId }, { onSuccess, onError });
              else update.mutate({ id: editing.id, patch: fields }, { onSuccess, onError });
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.mappings.deleteTitle')}
        body={deleting ? ruleText(deleting) : ''}
        confirm={t('admin.mappings.deleteConfirm')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}

function Section({ action, children }: { action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="role-mappings-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="role-mappings-title">
          {t('admin.mappings.title')}
        </Title>
        {action}
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.mappings.intro')}
      </Text>
      {children}
    </Stack>
  );
}
