import { Alert, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { lookupMessage, normaliseCode, useVerification } from '../api/verification';
import { CodeForm } from '../components/CodeForm';
import { FileCheck } from '../components/FileCheck';
import { PublicFrame } from '../components/PublicFrame';
import { ReportFacts } from '../components/ReportFacts';
import { RestatementNotice } from '../components/RestatementNotice';

const route = getRouteApi('/verify/$code');

/** `/verify/{code}` (what the QR code on a report opens): the recorded report and the file check. */
export default function VerifyCodePage() {
  const { code: raw } = route.useParams();
  const navigate = route.useNavigate();
  const code = normaliseCode(raw);
  const lookup = useVerification(code);
  return (
    <PublicFrame>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('verification.reportTitle', { code })}
        </Title>
        {lookup.isError ? (
          <Stack gap="md">
            <Alert color="red" className="ctp-verify-bad" role="alert" title={t('verification.notVerified')}>
              {lookupMessage(lookup.error)}
            </Alert>
            <CodeForm
              initial={code}
              onLookUp={(next) => void navigate({ to: '/verify/$code', params: { code: next } })}
            />
          </Stack>
        ) : lookup.data ? (
          <>
            <Alert color="green" className="ctp-verify-ok" role="status" title={t('verification.genuine')}>
              <Text size="sm">{t('verification.genuineDetail')}</Text>
            </Alert>
            <RestatementNotice report={lookup.data} />
            <ReportFacts report={lookup.data} />
            <FileCheck artifacts={lookup.data.artifacts} />
          </>
        ) : (
          <QueryFeedback isPending={lookup.isPending} error={null} />
        )}
        <AnchorLink to="/verify">{t('verification.another')}</AnchorLink>
      </Stack>
    </PublicFrame>
  );
}
