import { Anchor, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { MovementsSection, usePeriods } from '../../periods';
import { populationHref, type SampleSpec, useAuditRequests, useSample } from '../api/audit';
import { AskForm } from '../components/AskForm';
import { RequestCard } from '../components/RequestCard';
import { SampleForm } from '../components/SampleForm';
import { SampleTable } from '../components/SampleTable';

/**
 * The auditor's workspace for one period: its population as a file, its totals against the previous
 * period with the organization's explanations (read-only), a seeded stratified sample
 * whose results open to their records and recalculate, and the request list. The auditor (and an
 * ORG_ADMIN) asks; writers answer; everyone reads.
 */
export default function AuditPage() {
  const role = useSession().data?.role;
  const periods = usePeriods();
  const [periodId, setPeriodId] = useState<string | null>(null);
  const [spec, setSpec] = useState<SampleSpec | null>(null);
  const sample = useSample(periodId, spec);
  const requests = useAuditRequests(periodId);
  const canAsk = role === 'AUDITOR' || role === 'ORG_ADMIN';
  return (
    <>
      <PageHeader title={t('audit.title')} />
      <Text size="sm" mb="md" maw="48rem">
        {t('audit.intro')}
      </Text>
      <QueryFeedback isPending={periods.isPending} error={periods.error} retry={() => periods.refetch()} />
      {periods.data && (
        <Select
          label={t('audit.period')}
          placeholder={t('audit.periodPlaceholder')}
          data={periods.data.map((p) => ({ value: p.id, label: p.name }))}
          value={periodId}
          onChange={setPeriodId}
          w="20rem"
          mb="md"
        />
      )}
      {periodId !== null && (
        <Stack gap="md">
          <Anchor href={populationHref(periodId)} download>
            {t('audit.population')}
          </Anchor>
          <Title order={2} size="h4">
            {t('audit.movements.title')}
          </Title>
          <MovementsSection key={periodId} periodId={periodId} canExplain={false} />
          <Title order={2} size="h4">
            {t('audit.sample.title')}
          </Title>
          <SampleForm onDraw={setSpec} />
          <QueryFeedback isPending={spec !== null && sample.isPending} error={sample.error} />
          {sample.data && <SampleTable sample={sample.data} />}
          {sample.data && canAsk && sample.data.items.length > 0 && (
            <AskForm key={sample.data.items[0]?.resultId} periodId={periodId} items={sample.data.items} />
          )}
          <Title order={2} size="h4">
            {t('audit.requests.title')}
          </Title>
          <QueryFeedback isPending={requests.isPending} error={requests.error} />
          {requests.data &&
            (requests.data.length === 0 ? (
              <Text c="dimmed">{t('audit.requests.empty')}</Text>
            ) : (
              requests.data.map((r) => (
                <RequestCard key={r.id} request={r} canAnswer={canWrite(role)} linkToItem />
              ))
            ))}
        </Stack>
      )}
    </>
  );
}
