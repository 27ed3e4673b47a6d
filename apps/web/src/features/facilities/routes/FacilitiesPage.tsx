import { Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { useFacilities } from '../api/facilities';
import { FacilitiesTable } from '../components/FacilitiesTable';

/** The facilities of the organization. */
export default function FacilitiesPage() {
  const facilities = useFacilities();
  return (
    <>
      <PageHeader title={t('facilities.title')} />
      <QueryFeedback
        isPending={facilities.isPending}
        error={facilities.error}
        retry={() => facilities.refetch()}
      />
      {facilities.data &&
        (facilities.data.length === 0 ? (
          <Text c="dimmed">{t('facilities.empty')}</Text>
        ) : (
          <FacilitiesTable facilities={facilities.data} />
        ))}
    </>
  );
}
