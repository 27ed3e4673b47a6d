import { Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useOrganization } from '../api/organization';
import { BaseYearNote } from '../components/BaseYearNote';
import { SettingsForm } from '../components/SettingsForm';

/** Organization settings: every role reads them, administrators change them. */
export default function SettingsPage() {
  const organization = useOrganization();
  const session = useSession();
  const canEdit = session.data ? canAdminister(session.data.role) : false;
  const router = useRouter();
  return (
    <Stack gap="md" maw="48rem">
      <PageHeader title={t('settings.title')} />
      <Text size="sm" c="dimmed">
        {t('settings.intro')}
      </Text>
      <QueryFeedback
        isPending={organization.isPending}
        error={organization.error}
        retry={() => organization.refetch()}
      />
      {organization.data && (
        <SettingsForm
          organization={organization.data}
          canEdit={canEdit}
          baseYear={<BaseYearNote />}
          // The shell reads the organization's name from the session the route loaded: load it again.
          onSaved={() => void router.invalidate()}
        />
      )}
    </Stack>
  );
}
