import { Table } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import type { Product, StoredFootprint } from '../api/products';

/** The products with their declared unit and latest published version, each opening its footprints. */
export function ProductsTable({
  products,
  footprints,
}: {
  products: Product[];
  footprints: StoredFootprint[];
}) {
  const latest = new Map<string, number>();
  for (const f of footprints) latest.set(f.productRef, Math.max(latest.get(f.productRef) ?? 0, f.version));
  return (
    <div className="ctp-table-scroll">
      <Table striped highlightOnHover aria-label={t('sharing.products.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sharing.products.name')}</Table.Th>
            <Table.Th scope="col">{t('sharing.products.productId')}</Table.Th>
            <Table.Th scope="col">{t('sharing.products.declaredUnit')}</Table.Th>
            <Table.Th scope="col">{t('sharing.products.latest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <AnchorLink to="/sharing/products/$productRef" params={{ productRef: product.id }}>
                  {product.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td className="ctp-mono">{product.productId}</Table.Td>
              <Table.Td>{product.declaredUnit}</Table.Td>
              <Table.Td>
                {latest.has(product.id)
                  ? t('sharing.products.version', { version: latest.get(product.id) ?? 0 })
                  : t('sharing.products.unpublished')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
