import { Button, Group, Stack, Text } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useFacilities, useFacilityNames } from '../../facilities';
import { useActivities } from '../api/activities';
import { ActivitiesTable } from '../components/ActivitiesTable';
import { ActivityFilters } from '../components/ActivityFilters';

const route = getRouteApi('/app/activities');

/** Activity data with filters; the entry form is offered to roles that may write. */
export default function ActivitiesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const session = useSession();
  const facilities = useFacilities();
  const facilityName = useFacilityNames();
  const activities = useActivities({
    ...(search.category ? { category: search.category } : {}),
    ...(search.facilityId ? { facilityId: search.facilityId } : {}),
    ...(search.from ? { periodFrom: search.from } : {}),
    ...(search.to ? { periodTo: search.to } : {}),
  });
  const rows = activities.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('activities.title')}
        actions={
          // Write controls only for roles that may write: READ_ONLY sees none.
          canWrite(session.data?.role) ? (
            <Group gap="sm">
              <Button component={Link} to="/activities/import" variant="default">
                {t('imports.open')}
              </Button>
              <Button component={Link} to="/activities/new">
                {t('activities.new')}
              </Button>
            </Group>
          ) : null
        }
      />
      <ActivityFilters
        value={search}
        facilities={facilities.data ?? []}
        onChange={(next) => navigate({ search: next })}
      />
      <QueryFeedback
        isPending={activities.isPending}
        error={activities.error}
        retry={() => activities.refetch()}
      />
      {activities.data &&
        (rows.length === 0 ? (
          <Text c="dimmed">{t('activities.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('common.rowsShown', { count: rows.length })}
              {activities.hasNextPage ? '+' : ''}
            </Text>
            <ActivitiesTable
              activities={rows}
              facilityName={facilityName}
              onOpen={(activity) =>
                navigate({ to: '/activities/$activityId', params: { activityId: activity.id } })
              }
              onNearEnd={() => {
                if (activities.hasNextPage && !activities.isFetchingNextPage) void activities.fetchNextPage();
              }}
            />
          </>
        ))}
    </Stack>
  );
}
