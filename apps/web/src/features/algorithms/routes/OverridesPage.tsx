import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useAlgorithmList } from '../api/algorithms';
import { type OverrideState, useOverrides, usePeopleNames } from '../api/overrides';
import { AlgorithmsNav } from '../components/AlgorithmsNav';
import { OverrideCard } from '../components/OverrideCard';
import { OverrideForm } from '../components/OverrideForm';

const STATES: OverrideState[] = ['approved', 'pending', 'ended'];

/** The organization's overrides by state; ORG_ADMIN proposes, approves (not their own) and ends them. */
export default function OverridesPage() {
  const session = useSession();
  const isAdmin = canAdminister(session.data?.role);
  const overrides = useOverrides();
  const algorithms = useAlgorithmList();
  const names = usePeopleNames(isAdmin);
  const [state, setState] = useState<string>('all');
  const [creating, { open, close }] = useDisclosure(false);
  const shown = (overrides.data ?? []).filter((o) => state === 'all' || o.state === state);
  const viewer = {
    userId: session.data?.user?.id ?? null,
    isAdmin,
    nameOf: (id: string) => names.data?.get(id) ?? t('algorithms.overrides.someone', { id }),
  };
  return (
    <>
      <PageHeader
        title={t('algorithms.overrides.title')}
        actions={isAdmin ? <Button onClick={open}>{t('algorithms.overrides.new')}</Button> : undefined}
      />
      <AlgorithmsNav current="overrides" />
      <Text size="sm" mb="md" maw="48rem">
        {t('algorithms.overrides.intro')}
      </Text>
      <Text size="sm" fw={500} id="overrides-state-label" mb={4}>
        {t('algorithms.overrides.filter')}
      </Text>
      <SegmentedControl
        aria-labelledby="overrides-state-label"
        mb="md"
        value={state}
        onChange={setState}
        data={[
          { value: 'all', label: t('algorithms.overrides.filter.all') },
          ...STATES.map((s) => ({ value: s, label: t(`algorithms.overrides.state.${s}`) })),
        ]}
      />
      <QueryFeedback
        isPending={overrides.isPending}
        error={overrides.error}
        retry={() => overrides.refetch()}
      />
      {overrides.data &&
        (shown.length === 0 ? (
          <Text c="dimmed">{t('algorithms.overrides.empty')}</Text>
        ) : (
          <Stack gap="md">
            {[...shown].reverse().map((o) => (
              <OverrideCard key={o.id} override={o} viewer={viewer} />
            ))}
          </Stack>
        ))}
      {isAdmin && (
        <Modal
          opened={creating}
          onClose={close}
          title={t('algorithms.overrides.new')}
          size="lg"
          closeButtonProps={{ 'aria-label': t('algorithms.close') }}
          // react-remove-scroll would write a <style> element, which the CSP refuses.
          lockScroll={false}
        >
          <QueryFeedback isPending={algorithms.isPending} error={algorithms.error} />
          {algorithms.data && (
            <OverrideForm
              algorithms={algorithms.data}
              onCreated={() => {
                close();
                notifications.show({
                  color: 'green',
                  message: t('algorithms.overrides.created'),
                  closeButtonProps: { 'aria-label': t('algorithms.close') },
                });
              }}
            />
          )}
        </Modal>
      )}
    </>
  );
}
