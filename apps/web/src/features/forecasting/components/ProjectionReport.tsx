import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { ModelKind } from '../api/models';
import type { ProjectionView } from '../api/projection-view';
import { FanChart } from './FanChart';
import { HoldoutPanel } from './HoldoutPanel';
import { ModelDescription } from './ModelDescription';
import { ProjectionTable } from './ProjectionTable';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A projection in full: the fan chart (or its table), the model in words, and its hold-out check. */
export function ProjectionReport({
  view,
  colour,
  kind,
  customName,
}: {
  view: ProjectionView;
  colour: string;
  kind: ModelKind | undefined;
  customName?: string | undefined;
}) {
  return (
    <Stack gap="lg">
      <Section id="projection-title" title={t('forecasting.projection.title')}>
        <Tabs defaultValue="chart" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="chart">{t('forecasting.view.chart')}</Tabs.Tab>
            <Tabs.Tab value="table">{t('forecasting.view.table')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chart">
            <FanChart view={view} colour={colour} />
          </Tabs.Panel>
          <Tabs.Panel value="table">
            <ProjectionTable view={view} caption={t('forecasting.projection.table')} />
          </Tabs.Panel>
        </Tabs>
      </Section>
      <Section id="model-title" title={t('forecasting.modelWords.title')}>
        <ModelDescription view={view} kind={kind} customName={customName} />
      </Section>
      <Section id="holdout-title" title={t('forecasting.holdout.title')}>
        <HoldoutPanel check={view.holdout} />
      </Section>
    </Stack>
  );
}
