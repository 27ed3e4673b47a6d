import { Badge, Button, Table } from '@mantine/core';
import Decimal from 'decimal.js';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { t } from '../../../i18n/t';
import { formatDay, formatPeriod } from '../../../lib/dates';
import { formatQuantity } from '../../../lib/emissions';
import type { Instrument } from '../api/instruments';

/** What is left of an instrument to allocate (exact decimal text). */
export const remainingMwh = (i: Pick<Instrument, 'volumeMwh' | 'allocatedMwh'>): string =>
  new Decimal(i.volumeMwh).minus(i.allocatedMwh).toFixed();

function StatusBadge({ instrument }: { instrument: Instrument }) {
  const [color, text] =
    instrument.cancelledAt !== null
      ? ['gray.7', t('instruments.status.cancelled')]
      : instrument.retiredOn === null
        ? ['yellow.3', t('instruments.status.notRetired')]
        : ['teal.9', t('instruments.status.retired', { date: formatDay(instrument.retiredOn) })];
  return (
    <Badge color={color} variant="filled" autoContrast style={{ minWidth: 'max-content' }}>
      {text}
    </Badge>
  );
}

/** The ledger's instruments, oldest first: volume, allocated and remaining MWh; each opens its ledger. */
export function InstrumentsTable({
  instruments,
  selected,
  onOpen,
}: {
  instruments: Instrument[];
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <ScrollRegion label={t('instruments.tableLabel')}>
      <Table aria-label={t('instruments.tableLabel')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('instruments.col.name')}</Table.Th>
            <Table.Th scope="col">{t('instruments.col.kind')}</Table.Th>
            <Table.Th scope="col">{t('instruments.col.technology')}</Table.Th>
            <Table.Th scope="col">{t('instruments.col.boundary')}</Table.Th>
            <Table.Th scope="col">{t('instruments.col.vintage')}</Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('instruments.col.volume')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('instruments.col.allocated')}
            </Table.Th>
            <Table.Th scope="col" className="ctp-num">
              {t('instruments.col.remaining')}
            </Table.Th>
            <Table.Th scope="col">{t('instruments.col.status')}</Table.Th>
            <Table.Th scope="col">{t('instruments.col.open')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {instruments.map((i) => (
            <Table.Tr key={i.id} {...(i.id === selected ? { bg: 'blue.0' } : {})}>
              <Table.Th scope="row">{i.name}</Table.Th>
              <Table.Td>{t(`instruments.kind.${i.kind}`)}</Table.Td>
              <Table.Td>{t(`instruments.technology.${i.technology}`)}</Table.Td>
              <Table.Td>{i.marketBoundary}</Table.Td>
              <Table.Td>{formatPeriod(i.generationStart, i.generationEnd)}</Table.Td>
              <Table.Td className="ctp-num">{formatQuantity(i.volumeMwh)}</Table.Td>
              <Table.Td className="ctp-num">{formatQuantity(i.allocatedMwh)}</Table.Td>
              <Table.Td className="ctp-num">{formatQuantity(remainingMwh(i))}</Table.Td>
              <Table.Td>
                <StatusBadge instrument={i} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-pressed={i.id === selected}
                  onClick={() => onOpen(i.id)}
                >
                  {t('instruments.open', { name: i.name })}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
