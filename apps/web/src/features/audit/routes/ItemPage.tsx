import { Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { EvidencePanel, useEvidence } from '../../evidence';
import { TrailView, useRecord } from '../../results';
import { useItemRecalculation, useItemRequests } from '../api/audit';
import { ItemAskForm } from '../components/ItemAskForm';
import { RecalculationSummary } from '../components/RecalculationSummary';
import { RequestCard } from '../components/RequestCard';

const route = getRouteApi('/app/audit/periods/$periodId/results/$resultId');

/**
 * One sampled result on one view: its recalculation (equal or not), its evidence (downloadable; a
 * writer uploads here), the requests about it (the auditor asks; a writer answers, attaching one
 * of its evidence files) and its calculation record's whole trail.
 */
export default function ItemPage() {
  const { periodId, resultId } = route.useParams();
  const role = useSession().data?.role;
  const recalculation = useItemRecalculation(resultId);
  const result = recalculation.data?.result;
  return (
    <Stack gap="md">
      <AnchorLink to="/audit" size="sm">
        ← {t('audit.item.back')}
      </AnchorLink>
      <PageHeader title={t('audit.item.title')} />
      <QueryFeedback
        isPending={recalculation.isPending}
        error={recalculation.error}
        retry={() => recalculation.refetch()}
      />
      {recalculation.data && result && (
        <>
          <RecalculationSummary recalculation={recalculation.data} />
          <ItemEvidenceAndRequests
            periodId={periodId}
            resultId={resultId}
            activityId={result.activityId}
            canAsk={role === 'AUDITOR' || role === 'ORG_ADMIN'}
            canAnswer={canWrite(role)}
          />
          <ItemRecord recordId={result.calculationRecordId} />
        </>
      )}
    </Stack>
  );
}

function ItemEvidenceAndRequests(props: {
  periodId: string;
  resultId: string;
  activityId: string;
  canAsk: boolean;
  canAnswer: boolean;
}) {
  const subject = { activityId: props.activityId };
  const evidence = useEvidence(subject);
  const requests = useItemRequests(props.resultId);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const attachable = { items: evidence.data ?? [], chosen: uploaded };
  return (
    <>
      <EvidencePanel
        subject={subject}
        canUpload={props.canAnswer}
        onUploaded={(file) => setUploaded(file.evidenceId)}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="item-requests">
        <Stack gap="sm">
          <Title id="item-requests" order={2} size="h4">
            {t('audit.requests.title')}
          </Title>
          {props.canAsk && <ItemAskForm periodId={props.periodId} resultId={props.resultId} />}
          <QueryFeedback isPending={requests.isPending} error={requests.error} />
          {requests.data?.length === 0 && <Text c="dimmed">{t('audit.item.noRequests')}</Text>}
          {requests.data?.map((r) => (
            <RequestCard key={r.id} request={r} canAnswer={props.canAnswer} attachable={attachable} />
          ))}
        </Stack>
      </Paper>
    </>
  );
}

function ItemRecord({ recordId }: { recordId: string }) {
  const record = useRecord(recordId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="item-record">
      <Title id="item-record" order={2} size="h3">
        {t('audit.item.record')}
      </Title>
      <QueryFeedback isPending={record.isPending} error={record.error} retry={() => record.refetch()} />
      {record.data && <TrailView record={record.data} />}
    </Stack>
  );
}
