import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useFootprints, useProduct } from '../api/products';
import { FootprintVersionsTable } from '../components/FootprintVersionsTable';
import { PublishFootprintForm } from '../components/PublishFootprintForm';
import { Section } from '../components/Section';

const route = getRouteApi('/app/sharing/products/$productRef');

/** One product: what it is, its published footprint versions, and (administrators) publishing a new one. */
export default function ProductPage() {
  const { productRef } = route.useParams();
  const product = useProduct(productRef);
  const footprints = useFootprints();
  const admin = canAdminister(useSession().data?.role);
  const versions = (footprints.data ?? []).filter((f) => f.productRef === productRef);
  const data = product.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.name ?? t('sharing.products.title')}
        actions={<AnchorLink to="/sharing">{t('sharing.back')}</AnchorLink>}
      />
      <QueryFeedback isPending={product.isPending} error={product.error} retry={() => product.refetch()} />
      {data && (
        <>
          <Text size="sm">
            {t('sharing.product.summary', {
              productId: data.productId,
              unit: data.declaredUnit,
              description: data.description,
            })}
          </Text>
          <Section id="product-versions-title" title={t('sharing.versions.title')}>
            <QueryFeedback
              isPending={footprints.isPending}
              error={footprints.error}
              retry={() => footprints.refetch()}
            />
            {footprints.data &&
              (versions.length === 0 ? (
                <Text c="dimmed">{t('sharing.versions.empty')}</Text>
              ) : (
                <FootprintVersionsTable footprints={versions} unit={data.declaredUnit} />
              ))}
          </Section>
          {admin && (
            <Section
              id="product-publish-title"
              title={t('sharing.publish.title')}
              intro={t('sharing.publish.intro')}
            >
              <PublishFootprintForm productRef={productRef} declaredUnit={data.declaredUnit} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
