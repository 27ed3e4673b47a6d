import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorText, QueryFeedback } from '../../../components/QueryFeedback';
import { type MessageKey, t } from '../../../i18n/t';
import { type StoredScenario, useDeleteScenario, useScenarios } from '../api/scenarios';
import { ScenarioForm } from './ScenarioForm';
import { describeTemplate } from './scenario-template';

/** The built-in kinds, the stored scenarios, and (for writers) creating, editing and deleting them. */
export function ScenariosPanel({ writable }: { writable: boolean }) {
  const scenarios = useScenarios();
  const remove = useDeleteScenario();
  const [editing, setEditing] = useState<StoredScenario | null>(null);

  return (
    <Stack gap="lg">
      <section aria-labelledby="built-in-title">
        <Title id="built-in-title" order={2} size="h4" mb="xs">
          {t('planning.builtIn')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('planning.builtInIntro')}
        </Text>
        <Table>
          <Table.Tbody>
            {scenarios.data?.builtIn.map((kind) => (
              <Table.Tr key={kind.type}>
                <Table.Th scope="row">{t(`planning.kind.${kind.type}` as MessageKey)}</Table.Th>
                <Table.Td>{kind.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>

      {writable && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="scenario-form-title">
          <Title id="scenario-form-title" order={2} size="h4" mb="xs">
            {editing ? t('planning.form.editTitle', { name: editing.name }) : t('planning.form.newTitle')}
          </Title>
          <ScenarioForm
            key={editing?.id ?? 'new'}
            {...(editing ? { editing } : {})}
            onDone={() => setEditing(null)}
          />
        </Paper>
      )}

      <section aria-labelledby="stored-title">
        <Title id="stored-title" order={2} size="h4" mb="xs">
          {t('planning.stored')}
        </Title>
        <QueryFeedback
          isPending={scenarios.isPending}
          error={scenarios.error}
          retry={() => scenarios.refetch()}
        />
        {remove.error && (
          <Alert color="red" role="alert" mb="sm">
            {errorText(remove.error)}
          </Alert>
        )}
        {scenarios.data &&
          (scenarios.data.items.length === 0 ? (
            <Text c="dimmed">{t('planning.storedEmpty')}</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('planning.col.name')}</Table.Th>
                  <Table.Th scope="col">{t('planning.col.kind')}</Table.Th>
                  <Table.Th scope="col">{t('planning.col.definition')}</Table.Th>
                  {writable && <Table.Th scope="col">{t('planning.col.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {scenarios.data.items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Th scope="row">{s.name}</Table.Th>
                    <Table.Td>{t(`planning.kind.${s.type}` as MessageKey)}</Table.Td>
                    <Table.Td>{describeTemplate(s)}</Table.Td>
                    {writable && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('planning.editNamed', { name: s.name })}
                            onClick={() => setEditing(s)}
                          >
                            {t('planning.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={t('planning.deleteNamed', { name: s.name })}
                            loading={remove.isPending && remove.variables === s.id}
                            onClick={() => remove.mutate(s.id)}
                          >
                            {t('planning.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ))}
      </section>
    </Stack>
  );
}
