import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useGrants } from '../../sharing';
import { useSuppliers } from '../api/suppliers';
import { PurchasedGoodsTable } from '../components/PurchasedGoodsTable';
import { SupplierForm } from '../components/SupplierForm';
import { SuppliersTable } from '../components/SuppliersTable';

/** The host side of supplier data exchange: the suppliers, a form to add one, and Scope 3 purchased goods by basis. */
export default function SuppliersPage() {
  const suppliers = useSuppliers();
  const session = useSession();
  const admin = canAdminister(session.data?.role);
  const grants = useGrants({ enabled: admin });
  return (
    <Stack gap="lg">
      <PageHeader title={t('suppliers.title')} />
      <Text size="sm" c="dimmed">
        {t('suppliers.intro')}
      </Text>
      {admin && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-supplier-title">
          <Title id="new-supplier-title" order={2} size="h4" mb="xs">
            {t('suppliers.new')}
          </Title>
          <SupplierForm grants={grants.data ?? []} />
        </Paper>
      )}
      <section aria-labelledby="suppliers-list-title">
        <Title id="suppliers-list-title" order={2} size="h4" mb="xs">
          {t('suppliers.list')}
        </Title>
        <QueryFeedback
          isPending={suppliers.isPending}
          error={suppliers.error}
          retry={() => suppliers.refetch()}
        />
        {suppliers.data &&
          (suppliers.data.length === 0 ? (
            <Text c="dimmed">{t('suppliers.empty')}</Text>
          ) : (
            <SuppliersTable suppliers={suppliers.data} />
          ))}
      </section>
      <section aria-labelledby="purchased-goods-title">
        <Title id="purchased-goods-title" order={2} size="h4" mb="xs">
          {t('suppliers.goods.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('suppliers.goods.intro')}
        </Text>
        <PurchasedGoodsTable />
      </section>
    </Stack>
  );
}
