import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useInstruments } from '../api/instruments';
import { InstrumentDetail } from '../components/InstrumentDetail';
import { InstrumentForm } from '../components/InstrumentForm';
import { InstrumentsTable } from '../components/InstrumentsTable';

/**
 * The Scope 2 instrument ledger: the instruments with what is allocated of each, one instrument's
 * allocations, evidence and steps, and (for writers) the form to record one. Every role reads it.
 */
export default function InstrumentsPage() {
  const instruments = useInstruments();
  const session = useSession();
  const writer = canWrite(session.data?.role);
  const [selected, setSelected] = useState<string | null>(null);
  const open = instruments.data?.find((i) => i.id === selected);
  return (
    <Stack gap="lg">
      <PageHeader title={t('instruments.title')} />
      <Text size="sm" maw="48rem">
        {t('instruments.intro')}
      </Text>
      {writer && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-instrument-title">
          <Title id="new-instrument-title" order={2} size="h4" mb="xs">
            {t('instruments.new')}
          </Title>
          <InstrumentForm onCreated={(i) => setSelected(i.id)} />
        </Paper>
      )}
      <QueryFeedback
        isPending={instruments.isPending}
        error={instruments.error}
        retry={() => instruments.refetch()}
      />
      {instruments.data &&
        (instruments.data.length === 0 ? (
          <Text c="dimmed">{t('instruments.empty')}</Text>
        ) : (
          <InstrumentsTable instruments={instruments.data} selected={selected} onOpen={setSelected} />
        ))}
      {open && <InstrumentDetail key={open.id} instrument={open} canWrite={writer} />}
    </Stack>
  );
}
