import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { type Initiative, useInitiatives } from '../api/initiatives';
import { CostCurvePanel } from '../components/CostCurvePanel';
import { EffectPanel } from '../components/EffectPanel';
import { InitiativeForm } from '../components/InitiativeForm';
import { InitiativesTable } from '../components/InitiativesTable';

/** Reduction initiatives: the list with its lifecycle, their effect on the projection, the cost curve. */
export default function InitiativesPage() {
  const session = useSession();
  const writable = canWrite(session.data?.role);
  const initiatives = useInitiatives();
  const [editing, setEditing] = useState<Initiative | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('planning.initiatives.title')} />
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{t('planning.tab.initiatives')}</Tabs.Tab>
          <Tabs.Tab value="effect">{t('planning.tab.effect')}</Tabs.Tab>
          <Tabs.Tab value="curve">{t('planning.tab.curve')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <Stack gap="lg">
            {writable && (
              <Paper
                withBorder
                p="md"
                radius="md"
                component="section"
                aria-labelledby="initiative-form-title"
              >
                <Title id="initiative-form-title" order={2} size="h4" mb="xs">
                  {editing
                    ? t('planning.initiative.editTitle', { name: editing.name })
                    : t('planning.initiative.newTitle')}
                </Title>
                <InitiativeForm
                  key={editing?.id ?? 'new'}
                  {...(editing ? { editing } : {})}
                  onDone={() => setEditing(null)}
                />
              </Paper>
            )}
            <QueryFeedback
              isPending={initiatives.isPending}
              error={initiatives.error}
              retry={() => initiatives.refetch()}
            />
            {initiatives.data &&
              (initiatives.data.length === 0 ? (
                <Text c="dimmed">{t('planning.initiatives.empty')}</Text>
              ) : (
                <InitiativesTable initiatives={initiatives.data} writable={writable} onEdit={setEditing} />
              ))}
            <Text size="sm" c="dimmed">
              {t('planning.initiatives.lifecycle')}
            </Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="effect">
          <EffectPanel writable={writable} />
        </Tabs.Panel>
        <Tabs.Panel value="curve">
          <CostCurvePanel writable={writable} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
