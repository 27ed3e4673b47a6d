import { Alert, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { useFacilities } from '../../facilities';
import { ImportWizard } from '../components/ImportWizard';

/** `/activities/import`: bulk upload of CSV and Excel files, for roles that may write. */
export default function ImportPage() {
  const session = useSession();
  const facilities = useFacilities();
  const names = useMemo(
    () => (facilities.data ? new Set(facilities.data.map((facility) => facility.name)) : undefined),
    [facilities.data],
  );
  return (
    <Stack gap="md">
      <AnchorLink to="/activities" size="sm">
        ← {t('imports.back')}
      </AnchorLink>
      <PageHeader title={t('imports.title')} />
      {!canWrite(session.data?.role) ? (
        <Alert color="gray">{t('imports.notAllowed')}</Alert>
      ) : (
        <>
          <Text size="sm" maw="60rem">
            {t('imports.intro')}
          </Text>
          <ImportWizard {...(names ? { facilityNames: names } : {})} />
        </>
      )}
    </Stack>
  );
}
