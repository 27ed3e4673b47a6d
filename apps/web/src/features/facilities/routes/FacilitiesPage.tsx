import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canWrite, useSession } from '../../auth';
import { EvidencePanel } from '../../evidence';
import { useFacilities } from '../api/facilities';
import { FacilitiesTable } from '../components/FacilitiesTable';
import { FacilityForm } from '../components/FacilityForm';

/** The facilities of the organization, and (for writers) a form to add one. */
export default function FacilitiesPage() {
  const facilities = useFacilities();
  const session = useSession();
  const [evidenceOf, setEvidenceOf] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title={t('facilities.title')} />
      {canWrite(session.data?.role) && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-facility-title">
          <Title id="new-facility-title" order={2} size="h4" mb="xs">
            {t('facilities.new')}
          </Title>
          <FacilityForm />
        </Paper>
      )}
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
      {facilities.data && facilities.data.length > 0 && (
        <Select
          label={t('evidence.facility.choose')}
          data={facilities.data.map((f) => ({ value: f.id, label: f.name }))}
          value={evidenceOf}
          onChange={setEvidenceOf}
          w={320}
        />
      )}
      {evidenceOf && (
        <EvidencePanel
          key={evidenceOf}
          subject={{ facilityId: evidenceOf }}
          canUpload={canWrite(session.data?.role)}
          title={t('evidence.facility.title')}
        />
      )}
    </Stack>
  );
}
