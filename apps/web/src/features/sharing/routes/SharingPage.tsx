import { Code, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { type CreatedGrant, useGrants } from '../api/grants';
import { useFootprints, useProducts } from '../api/products';
import { usePartnerReads } from '../api/reads';
import { useIncomingRequests } from '../api/requests';
import { type Answering, AnswerRequestDialog } from '../components/AnswerRequestDialog';
import { GrantForm } from '../components/GrantForm';
import { GrantSecretDialog } from '../components/GrantSecretDialog';
import { GrantsTable } from '../components/GrantsTable';
import { IncomingRequestsTable } from '../components/IncomingRequestsTable';
import { ProductForm } from '../components/ProductForm';
import { ProductsTable } from '../components/ProductsTable';
import { ReadsTable } from '../components/ReadsTable';
import { Section } from '../components/Section';

/**
 * The supplier side of data exchange: products (each opening its footprints), and for
 * administrators the sharing grants (the secret shown once), incoming footprint requests to fulfil
 * or reject, and who read what (from the audit log).
 */
export default function SharingPage() {
  const session = useSession().data;
  const admin = canAdminister(session?.role);
  const products = useProducts();
  const footprints = useFootprints();
  const grants = useGrants({ enabled: admin });
  const requests = useIncomingRequests({ enabled: admin });
  const reads = usePartnerReads({ enabled: admin });
  const [created, setCreated] = useState<CreatedGrant | null>(null);
  const [answering, setAnswering] = useState<Answering>(null);
  const allProducts = products.data ?? [];
  const allFootprints = footprints.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={t('sharing.title')} />
      <Text size="sm">
        {t('sharing.publicOrgId')}{' '}
        <Code data-testid="public-org-id">{session?.organization.publicOrgId ?? ''}</Code>
      </Text>
      <Text size="sm" c="dimmed">
        {t('sharing.intro', { pact: `${window.location.origin}/pact` })}
      </Text>
      <Section id="sharing-products-title" title={t('sharing.products.title')}>
        <Stack gap="md">
          <QueryFeedback
            isPending={products.isPending}
            error={products.error}
            retry={() => products.refetch()}
          />
          {products.data &&
            (allProducts.length === 0 ? (
              <Text c="dimmed">{t('sharing.products.empty')}</Text>
            ) : (
              <ProductsTable products={allProducts} footprints={allFootprints} />
            ))}
          {admin && <ProductForm />}
        </Stack>
      </Section>
      {admin && (
        <>
          <Section
            id="sharing-grants-title"
            title={t('sharing.grants.title')}
            intro={t('sharing.grants.intro')}
          >
            <Stack gap="md">
              <QueryFeedback
                isPending={grants.isPending}
                error={grants.error}
                retry={() => grants.refetch()}
              />
              {grants.data &&
                (grants.data.length === 0 ? (
                  <Text c="dimmed">{t('sharing.grants.empty')}</Text>
                ) : (
                  <GrantsTable grants={grants.data} />
                ))}
              <GrantForm products={allProducts} onCreated={setCreated} />
            </Stack>
          </Section>
          <Section id="sharing-requests-title" title={t('sharing.requests.title')}>
            <QueryFeedback
              isPending={requests.isPending}
              error={requests.error}
              retry={() => requests.refetch()}
            />
            {requests.data &&
              (requests.data.length === 0 ? (
                <Text c="dimmed">{t('sharing.requests.empty')}</Text>
              ) : (
                <IncomingRequestsTable
                  requests={requests.data}
                  grants={grants.data ?? []}
                  onAnswer={setAnswering}
                />
              ))}
          </Section>
          <Section id="sharing-reads-title" title={t('sharing.reads.title')} intro={t('sharing.reads.intro')}>
            <QueryFeedback isPending={reads.isPending} error={reads.error} retry={() => reads.refetch()} />
            {reads.data &&
              (reads.data.length === 0 ? (
                <Text c="dimmed">{t('sharing.reads.empty')}</Text>
              ) : (
                <ReadsTable entries={reads.data} products={allProducts} footprints={allFootprints} />
              ))}
          </Section>
        </>
      )}
      <GrantSecretDialog
        grant={created}
        pactUrl={`${window.location.origin}/pact`}
        onClose={() => setCreated(null)}
      />
      <AnswerRequestDialog
        answering={answering}
        products={allProducts}
        footprints={allFootprints}
        onClose={() => setAnswering(null)}
      />
    </Stack>
  );
}
