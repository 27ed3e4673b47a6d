import { Alert, Stack } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useFacilities } from '../../facilities';
import { useAlgorithms } from '../api/create';
import { ActivityForm } from '../components/ActivityForm';

/** Entering activity data; a READ_ONLY session gets an explanation instead of the form. */
export default function NewActivityPage() {
  const session = useSession();
  const algorithms = useAlgorithms();
  const facilities = useFacilities();
  return (
    <Stack gap="md">
      <AnchorLink to="/activities" size="sm">
        ← {t('activities.title')}
      </AnchorLink>
      <PageHeader title={t('activityForm.title')} />
      {!canWrite(session.data?.role) ? (
        <Alert color="gray">{t('activityForm.notAllowed')}</Alert>
      ) : (
        <>
          <QueryFeedback
            isPending={algorithms.isPending || facilities.isPending}
            error={algorithms.error ?? facilities.error}
          />
          {algorithms.data && facilities.data && (
            <ActivityForm algorithms={algorithms.data} facilities={facilities.data} />
          )}
        </>
      )}
    </Stack>
  );
}
