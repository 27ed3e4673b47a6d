import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useFacilityNames } from '../../facilities';
import { useActivityVersions } from '../api/history';
import { VersionHistory } from '../components/VersionHistory';

const route = getRouteApi('/app/activities/$activityId');

/** One activity: every version (corrections with their reason) and the records calculated from each. */
export default function ActivityPage() {
  const { activityId } = route.useParams();
  const history = useActivityVersions(activityId);
  const facilityName = useFacilityNames();
  return (
    <Stack gap="md">
      <AnchorLink to="/activities" size="sm">
        ← {t('activity.back')}
      </AnchorLink>
      <PageHeader title={t('activity.versions')} />
      <QueryFeedback isPending={history.isPending} error={history.error} retry={() => history.refetch()} />
      {history.data && <VersionHistory versions={history.data.versions} facilityName={facilityName} />}
    </Stack>
  );
}
