import { Stack, Tabs } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { ComparePanel } from '../components/ComparePanel';
import { GapPanel } from '../components/GapPanel';
import { ScenariosPanel } from '../components/ScenariosPanel';

/** Targets and scenarios: the scenarios, their comparison with business as usual, and the gap to a target. */
export default function TargetsPage() {
  const session = useSession();
  return (
    <Stack gap="lg">
      <PageHeader title={t('planning.targets.title')} />
      <Tabs defaultValue="scenarios" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="scenarios">{t('planning.tab.scenarios')}</Tabs.Tab>
          <Tabs.Tab value="compare">{t('planning.tab.compare')}</Tabs.Tab>
          <Tabs.Tab value="gap">{t('planning.tab.gap')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scenarios">
          <ScenariosPanel writable={canWrite(session.data?.role)} />
        </Tabs.Panel>
        <Tabs.Panel value="compare">
          <ComparePanel writable={canWrite(session.data?.role)} />
        </Tabs.Panel>
        <Tabs.Panel value="gap">
          <GapPanel writable={canWrite(session.data?.role)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
