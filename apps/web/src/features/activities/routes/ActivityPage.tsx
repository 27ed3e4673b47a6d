import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { EvidencePanel } from '../../evidence';
import { useFacilityNames } from '../../facilities';
import { useActivityVersions } from '../api/history';
import { CorrectActivity } from '../components/CorrectActivity';
import { VersionHistory } from '../components/VersionHistory';

const route = getRouteApi('/app/activities/$activityId');

/** One activity: every version (corrections with their reason) and the records calculated from each. */
export default function ActivityPage() {
  const { activityId } = route.useParams();
  const history = useActivityVersions(activityId);
  const facilityName = useFacilityNames();
  const session = useSession();
  const current = history.data?.versions.find((v) => v.id === history.data?.currentId);
  return (
    <Stack gap="md">
      <AnchorLink to="/activities" size="sm">
        ← {t('activity.back')}
      </AnchorLink>
      <PageHeader
        title={t('activity.versions')}
        actions={current && canWrite(session.data?.role) ? <CorrectActivity current={current} /> : undefined}
      />
      <QueryFeedback isPending={history.isPending} error={history.error} retry={() => history.refetch()} />
      {history.data && <VersionHistory versions={history.data.versions} facilityName={facilityName} />}
      <EvidencePanel subject={{ activityId }} canUpload={canWrite(session.data?.role)} />
    </Stack>
  );
}
