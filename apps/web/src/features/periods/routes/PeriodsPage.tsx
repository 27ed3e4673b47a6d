import { Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, canWrite, useSession } from '../../auth';
import { useBaseYearPolicy, usePeriods, useRestatements } from '../api/periods';
import { BaseYearPanel } from '../components/BaseYearPanel';
import { MovementsPanel } from '../components/MovementsPanel';
import { NewPeriodForm } from '../components/NewPeriodForm';
import { PeriodsTable } from '../components/PeriodsTable';
import { RestatementCard } from '../components/RestatementCard';

/**
 * Period close: the base year and policy, the periods with their close status and the steps the
 * viewer's role allows (READ_ONLY sees none), the movements of a period against the previous one
 * with their explanations, and every restatement with its totals by scope.
 */
export default function PeriodsPage() {
  const session = useSession();
  const role = session.data?.role;
  const viewer = {
    userId: session.data?.user?.id ?? null,
    canWrite: canWrite(role),
    isAdmin: canAdminister(role),
  };
  const periods = usePeriods();
  const restatements = useRestatements();
  const policy = useBaseYearPolicy();
  const nameOf = (id: string) => periods.data?.find((p) => p.id === id)?.name ?? t('periods.unknownPeriod');
  return (
    <>
      <PageHeader title={t('periods.title')} />
      <Text size="sm" mb="md" maw="48rem">
        {t('periods.intro')}
      </Text>
      <QueryFeedback isPending={policy.isPending} error={policy.error} retry={() => policy.refetch()} />
      {policy.data && <BaseYearPanel policy={policy.data} isAdmin={viewer.isAdmin} />}
      <Title order={2} size="h4" mb="sm">
        {t('periods.list')}
      </Title>
      {viewer.isAdmin && <NewPeriodForm />}
      <QueryFeedback isPending={periods.isPending} error={periods.error} retry={() => periods.refetch()} />
      {periods.data &&
        (periods.data.length === 0 ? (
          <Text c="dimmed" mb="lg">
            {t('periods.empty')}
          </Text>
        ) : (
          <>
            <PeriodsTable periods={periods.data} viewer={viewer} />
            <MovementsPanel periods={periods.data} canWrite={viewer.canWrite} isAdmin={viewer.isAdmin} />
          </>
        ))}
      <Title order={2} size="h4" mt="xl" mb="sm">
        {t('periods.restatements.title')}
      </Title>
      <QueryFeedback
        isPending={restatements.isPending}
        error={restatements.error}
        retry={() => restatements.refetch()}
      />
      {restatements.data &&
        (restatements.data.length === 0 ? (
          <Text c="dimmed">{t('periods.restatements.empty')}</Text>
        ) : (
          <Stack gap="md">
            {[...restatements.data].reverse().map((r) => (
              <RestatementCard key={r.id} restatement={r} periodName={nameOf(r.periodId)} />
            ))}
          </Stack>
        ))}
    </>
  );
}
