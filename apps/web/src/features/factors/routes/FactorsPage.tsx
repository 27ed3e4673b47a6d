import { Stack, Tabs } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useDatasets } from '../api/factors';
import { type FactorsSearch, factorFilters } from '../api/search';
import { CompareView } from '../components/CompareView';
import { DatasetsTable } from '../components/DatasetsTable';
import { FactorSearchView } from '../components/FactorSearchView';
import { UploadDatasetForm } from '../components/UploadDatasetForm';

const route = getRouteApi('/app/factors');
type View = NonNullable<FactorsSearch['view']>;

/** The factor library: search and browse, datasets, comparing versions, and (ORG_ADMIN) uploads. */
export default function FactorsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const session = useSession();
  const admin = canAdminister(session.data?.role);
  const datasets = useDatasets();
  // Only ORG_ADMIN sees the upload: other roles get the search even at ?view=upload.
  const view: View = search.view === 'upload' && !admin ? 'factors' : (search.view ?? 'factors');
  const show = (next: string | null) =>
    navigate({ search: (prev) => ({ ...prev, view: next === 'factors' ? undefined : (next as View) }) });
  const list = datasets.data ?? [];

  return (
    <Stack gap="md">
      <PageHeader title={t('factors.title')} />
      <QueryFeedback isPending={datasets.isPending} error={datasets.error} retry={() => datasets.refetch()} />
      <Tabs value={view} onChange={show} keepMounted={false}>
        <Tabs.List aria-label={t('factors.tabs')} mb="md">
          <Tabs.Tab value="factors">{t('factors.tab.factors')}</Tabs.Tab>
          <Tabs.Tab value="datasets">{t('factors.tab.datasets')}</Tabs.Tab>
          <Tabs.Tab value="compare">{t('factors.tab.compare')}</Tabs.Tab>
          {admin && <Tabs.Tab value="upload">{t('factors.tab.upload')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="factors">
          <FactorSearchView
            filters={factorFilters(search)}
            datasets={list}
            onFilters={(filters) => navigate({ search: { ...filters } })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="datasets">
          <DatasetsTable
            datasets={list}
            onBrowse={(d) =>
              navigate({ search: { datasetId: d.datasetId, datasetVersion: d.datasetVersion } })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="compare">
          <CompareView
            datasets={list}
            value={{ datasetId: search.compare, from: search.from, to: search.to, kind: search.kind }}
            onChange={(next) =>
              navigate({
                search: {
                  view: 'compare',
                  compare: next.datasetId,
                  from: next.from,
                  to: next.to,
                  ...(next.kind ? { kind: next.kind } : {}),
                },
              })
            }
          />
        </Tabs.Panel>
        {admin && (
          <Tabs.Panel value="upload">
            <UploadDatasetForm />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
