import { Alert, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LazyChart } from '../../../components/charts/LazyChart';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { monthsOf, type PeriodChoice, periodOf, previousOf } from '../../../lib/period';
import { LastRunPanel } from '../../calculations';
import { useFacilityNames } from '../../facilities';
import { rangesByGroup, useQualitySummary, useSummary } from '../../results';
import { useCoverage } from '../api/coverage';
import { CategoryBreakdown, FacilityBreakdown } from '../components/Breakdowns';
import { CompletenessSection } from '../components/CompletenessGrid';
import { PeriodChange } from '../components/PeriodChange';
import { PeriodPicker } from '../components/PeriodPicker';
import { ReportsInProgress } from '../components/ReportsInProgress';
import { ScopeTotalsCards } from '../components/ScopeTotalsCards';
import { type Scope2View, trendOption } from '../components/trend-option';

const lastYear = new Date().getUTCFullYear() - 1;

/** Totals by scope for a period, the change against the previous one, the monthly trend and breakdowns. */
export default function DashboardPage() {
  const [choice, setChoice] = useState<PeriodChoice>({ kind: 'year', year: lastYear });
  const [view, setView] = useState<Scope2View>('location');
  const period = useMemo(() => periodOf(choice), [choice]);
  const previous = useMemo(() => previousOf(choice), [choice]);
  const range = { periodStart: period.start, periodEnd: period.end };
  const monthly = useSummary({ ...range, groupBy: 'month' });
  const before = useSummary({ periodStart: previous.start, periodEnd: previous.end });
  const byCategory = useSummary({ ...range, groupBy: 'category' });
  const byFacility = useSummary({ ...range, groupBy: 'facility' });
  const quality = useQualitySummary(range);
  // Each breakdown row's 95% range: a query of its own, so the exact totals never wait for it.
  const categoryQuality = useQualitySummary({ ...range, groupBy: 'category' });
  const facilityQuality = useQualitySummary({ ...range, groupBy: 'facility' });
  const facilityName = useFacilityNames();
  const coverage = useCoverage(period);

  const months = useMemo(() => monthsOf(period), [period]);
  const option = useMemo(
    () => (monthly.data ? trendOption(monthly.data.groups, months, view) : undefined),
    [monthly.data, months, view],
  );
  const totals = monthly.data?.totals ?? null;
  const empty = monthly.data !== undefined && monthly.data.groups.length === 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        actions={<PeriodPicker value={choice} onChange={setChoice} />}
      />
      <QueryFeedback isPending={monthly.isPending} error={monthly.error} retry={() => monthly.refetch()} />
      {empty && <Alert color="gray">{t('dashboard.empty')}</Alert>}
      {totals && !empty && (
        <section aria-labelledby="totals-title">
          <Title id="totals-title" order={2} size="h4" mb="xs">
            {t('dashboard.totals')}
          </Title>
          <ScopeTotalsCards
            current={totals}
            previous={before.data?.totals ?? null}
            period={period}
            ranges={quality.data?.ranges}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('dashboard.scope2Note')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('quality.rangeNote')}
          </Text>
        </section>
      )}
      {option && !empty && (
        <Paper withBorder p="md" radius="md" component="section">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t('dashboard.trend')}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={t('dashboard.trendMethod')}
              value={view}
              onChange={(next) => setView(next as Scope2View)}
              data={[
                { value: 'location', label: t('scope.2.location') },
                { value: 'market', label: t('scope.2.market') },
              ]}
            />
          </Group>
          <LazyChart option={option} label={t('dashboard.trend')} />
        </Paper>
      )}
      {!empty && (
        <div className="ctp-two-columns">
          {byCategory.data && (
            <CategoryBreakdown
              groups={byCategory.data.groups}
              period={period}
              ranges={categoryQuality.data ? rangesByGroup(categoryQuality.data.groups) : null}
            />
          )}
          {byFacility.data && (
            <FacilityBreakdown
              groups={byFacility.data.groups}
              facilityName={facilityName}
              period={period}
              ranges={facilityQuality.data ? rangesByGroup(facilityQuality.data.groups) : null}
            />
          )}
        </div>
      )}
      {totals && !empty && before.data?.totals && (
        <PeriodChange
          current={totals}
          previous={before.data.totals}
          period={period}
          previousPeriod={previous}
        />
      )}
      <CompletenessSection coverage={coverage} />
      <div className="ctp-two-columns">
        <LastRunPanel />
        <ReportsInProgress />
      </div>
    </Stack>
  );
}
