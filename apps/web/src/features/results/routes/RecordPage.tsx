import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { EvidenceTrail } from '../../evidence';
import { useRecord } from '../api/records';
import { TrailView } from '../components/TrailView';

const route = getRouteApi('/app/results/records/$recordId');

/** One result's calculation record: the whole trail and the verify action. */
export default function RecordPage() {
  const { recordId } = route.useParams();
  const record = useRecord(recordId);
  return (
    <Stack gap="md">
      <AnchorLink to="/results" size="sm">
        ← {t('trail.back')}
      </AnchorLink>
      <PageHeader title={t('trail.title')} />
      <QueryFeedback isPending={record.isPending} error={record.error} retry={() => record.refetch()} />
      {record.data && (
        <>
          <Text size="sm" c="dimmed">
            {formatMoment(record.data.createdAt)} · {record.data.id}
          </Text>
          <TrailView record={record.data} />
          <EvidenceTrail items={record.data.evidence} />
        </>
      )}
    </Stack>
  );
}
