import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useGrants } from '../../sharing';
import { useFootprintRequests, usePurchases, useReceivedFootprints } from '../api/exchange';
import { useSupplier } from '../api/suppliers';
import { CredentialsForm } from '../components/CredentialsForm';
import { PurchaseForm } from '../components/PurchaseForm';
import { PurchasesTable } from '../components/PurchasesTable';
import { ReceivedFootprintsTable } from '../components/ReceivedFootprintsTable';
import { RequestForm } from '../components/RequestForm';
import { RequestsTable } from '../components/RequestsTable';
import { Section } from '../components/Section';
import { SupplierForm } from '../components/SupplierForm';
import { SyncPanel } from '../components/SyncPanel';

const route = getRouteApi('/app/suppliers/$supplierId');

/** A list, its loading state, and a sentence when it is empty. */
function ListOf<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown; data?: { items: T[] } | undefined };
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const items = query.data?.items ?? [];
  return (
    <>
      <QueryFeedback isPending={query.isPending} error={query.error} retry={() => query.refetch()} />
      {query.data && (items.length === 0 ? <Text c="dimmed">{empty}</Text> : children(items))}
    </>
  );
}

/**
 * One supplier: its details and write-only credentials, sync now and the sync history, purchases,
 * footprints received (every version) and footprint requests with their answers. Administrators
 * change; everyone else reads.
 */
export default function SupplierPage() {
  const { supplierId } = route.useParams();
  const supplier = useSupplier(supplierId);
  const purchases = usePurchases(supplierId);
  const footprints = useReceivedFootprints(supplierId);
  const requests = useFootprintRequests(supplierId);
  const admin = canAdminister(useSession().data?.role);
  const grants = useGrants({ enabled: admin });
  const data = supplier.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.name ?? t('suppliers.title')}
        actions={<AnchorLink to="/suppliers">{t('suppliers.back')}</AnchorLink>}
      />
      <QueryFeedback isPending={supplier.isPending} error={supplier.error} retry={() => supplier.refetch()} />
      {data && (
        <>
          <Section id="supplier-sync-title" title={t('suppliers.syncs.title')}>
            <SyncPanel supplier={data} canSync={admin} />
          </Section>
          <Section id="supplier-details-title" title={t('suppliers.form.editTitle')}>
            {admin ? (
              <SupplierForm key={data.id} supplier={data} grants={grants.data ?? []} />
            ) : (
              <Text size="sm">
                {t('suppliers.details', {
                  publicOrgId: data.externalPublicOrgId ?? t('common.none'),
                  endpoint: data.integrationEndpoint ?? t('common.none'),
                })}
              </Text>
            )}
          </Section>
          {admin && (
            <Section id="supplier-credentials-title" title={t('suppliers.credentials.title')}>
              <CredentialsForm supplier={data} />
            </Section>
          )}
          <Section id="supplier-purchases-title" title={t('suppliers.purchases.title')}>
            <Stack gap="md">
              <ListOf query={purchases} empty={t('suppliers.purchases.empty')}>
                {(items) => <PurchasesTable purchases={items} />}
              </ListOf>
              {admin && <PurchaseForm supplierId={supplierId} />}
            </Stack>
          </Section>
          <Section id="supplier-footprints-title" title={t('suppliers.footprints.title')}>
            <ListOf query={footprints} empty={t('suppliers.footprints.empty')}>
              {(items) => <ReceivedFootprintsTable footprints={items} />}
            </ListOf>
          </Section>
          <Section id="supplier-requests-title" title={t('suppliers.requests.title')}>
            <Stack gap="md">
              <ListOf query={requests} empty={t('suppliers.requests.empty')}>
                {(items) => <RequestsTable requests={items} />}
              </ListOf>
              {admin && <RequestForm supplierId={supplierId} />}
            </Stack>
          </Section>
        </>
      )}
    </Stack>
  );
}
