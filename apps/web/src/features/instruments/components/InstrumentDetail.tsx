import { Badge, Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatDay, formatPeriod } from '../../../lib/dates';
import { formatQuantity } from '../../../lib/emissions';
import { EvidencePanel } from '../../evidence';
import { useFacilityNames } from '../../facilities';
import {
  type Allocation,
  type Instrument,
  useAllocations,
  useCancelInstrument,
  useReleaseAllocation,
} from '../api/instruments';
import { AllocateForm } from './AllocateForm';
import { ReasonForm } from './ReasonForm';

/** The instrument's own facts: registry, certificate ids, emission rate, issue and retirement. */
function Facts({ instrument: i }: { instrument: Instrument }) {
  const none = t('instruments.detail.none');
  const rows: [string, string][] = [
    [t('instruments.detail.registry'), i.registry ?? none],
    [
      t('instruments.detail.certificates'),
      i.certificateIds.length === 0 ? none : i.certificateIds.join(', '),
    ],
    [
      t('instruments.detail.rate'),
      i.co2eKgPerMwh === null
        ? none
        : t('instruments.detail.rateValue', { rate: formatQuantity(i.co2eKgPerMwh) }),
    ],
    [t('instruments.detail.issued'), i.issuedOn === null ? none : formatDay(i.issuedOn)],
    [t('instruments.detail.retired'), i.retiredOn === null ? none : formatDay(i.retiredOn)],
  ];
  return (
    <Table variant="vertical" withTableBorder maw="48rem">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="14rem">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One allocation's row: facility, period, MWh, and (for writers, while live) its release with a reason. */
function AllocationRow({ allocation: a, canWrite }: { allocation: Allocation; canWrite: boolean }) {
  const facilityName = useFacilityNames();
  const release = useReleaseAllocation();
  const [releasing, setReleasing] = useState(false);
  const facility = facilityName(a.facilityId) ?? a.facilityId;
  return (
    <Table.Tr>
      <Table.Th scope="row">{facility}</Table.Th>
      <Table.Td>{formatPeriod(a.periodStart, a.periodEnd)}</Table.Td>
      <Table.Td className="ctp-num">{formatQuantity(a.volumeMwh)}</Table.Td>
      <Table.Td>
        {a.releasedAt === null ? (
          <Badge color="teal.9" variant="filled" autoContrast style={{ minWidth: 'max-content' }}>
            {t('instruments.allocations.live')}
          </Badge>
        ) : (
          <Text size="sm">{t('instruments.allocations.released', { reason: a.releaseReason ?? '' })}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {canWrite && a.releasedAt === null && !releasing && (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('instruments.allocations.releaseOf', {
              volume: formatQuantity(a.volumeMwh),
              facility,
            })}
            onClick={() => setReleasing(true)}
          >
            {t('instruments.allocations.release')}
          </Button>
        )}
        {releasing && (
          <ReasonForm
            label={t('instruments.allocations.releaseOf', { volume: formatQuantity(a.volumeMwh), facility })}
            submitLabel={t('instruments.release.submit')}
            pending={release.isPending}
            error={release.error}
            onSubmit={(reason) =>
              release.mutate({ id: a.id, reason }, { onSuccess: () => setReleasing(false) })
            }
            onBack={() => setReleasing(false)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One instrument's ledger: its facts, its allocations (live and released), the allocation form and
 * cancellation for writers while it is not cancelled, and its evidence (certificates, contracts).
 */
export function InstrumentDetail({ instrument, canWrite }: { instrument: Instrument; canWrite: boolean }) {
  const allocations = useAllocations(instrument.id);
  const cancel = useCancelInstrument();
  const [cancelling, setCancelling] = useState(false);
  const live = instrument.cancelledAt === null;
  const titleId = `instrument-${instrument.id}-title`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          {t('instruments.detail.title', { name: instrument.name })}
        </Title>
        {!live && (
          <Text c="red.9">
            {t('instruments.detail.cancelled', {
              date: formatDay(instrument.cancelledAt ?? ''),
              reason: instrument.cancelReason ?? '',
            })}
          </Text>
        )}
        <Facts instrument={instrument} />
        <Title order={3} size="h4">
          {t('instruments.allocations.title')}
        </Title>
        <QueryFeedback
          isPending={allocations.isPending}
          error={allocations.error}
          retry={() => allocations.refetch()}
        />
        {allocations.data &&
          (allocations.data.length === 0 ? (
            <Text c="dimmed">{t('instruments.allocations.empty')}</Text>
          ) : (
            <Table aria-label={t('instruments.allocations.title')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('instruments.allocations.col.facility')}</Table.Th>
                  <Table.Th scope="col">{t('instruments.allocations.col.period')}</Table.Th>
                  <Table.Th scope="col" className="ctp-num">
                    {t('instruments.allocations.col.volume')}
                  </Table.Th>
                  <Table.Th scope="col">{t('instruments.allocations.col.status')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('instruments.allocations.release')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {allocations.data.map((a) => (
                  <AllocationRow key={a.id} allocation={a} canWrite={canWrite} />
                ))}
              </Table.Tbody>
            </Table>
          ))}
        {canWrite && live && (
          <>
            <Title order={3} size="h4">
              {t('instruments.allocate.title')}
            </Title>
            <AllocateForm instrument={instrument} />
          </>
        )}
        <EvidencePanel
          key={instrument.id}
          subject={{ instrumentId: instrument.id }}
          canUpload={canWrite}
          title={t('instruments.evidence.title')}
        />
        {canWrite && live && !cancelling && (
          <Button w="fit-content" color="red.9" onClick={() => setCancelling(true)}>
            {t('instruments.cancel')}
          </Button>
        )}
        {cancelling && (
          <ReasonForm
            label={t('instruments.cancel')}
            hint={t('instruments.cancel.hint')}
            submitLabel={t('instruments.cancel.submit')}
            pending={cancel.isPending}
            error={cancel.error}
            onSubmit={(reason) =>
              cancel.mutate({ id: instrument.id, reason }, { onSuccess: () => setCancelling(false) })
            }
            onBack={() => setCancelling(false)}
          />
        )}
      </Stack>
    </Paper>
  );
}
