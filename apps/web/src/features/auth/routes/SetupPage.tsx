import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { t } from '../../../i18n/t';
import { SetupForm } from '../components/SetupForm';

/** First-time setup; once done, a link to sign in to the new organization. */
export default function SetupPage() {
  const [created, setCreated] = useState<{ name: string; slug: string } | null>(null);
  return (
    <CenteredPanel title={t('setup.title')}>
      {created ? (
        <Stack>
          <Alert color="green" role="status">
            {t('setup.done', { name: created.name })}
          </Alert>
          <AnchorLink to="/sign-in" search={{ organization: created.slug }}>
            {t('signIn.title')}
          </AnchorLink>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t('setup.intro')}</Text>
          <SetupForm
            onDone={(result) =>
              setCreated({ name: result.organization.name, slug: result.organization.slug })
            }
          />
        </Stack>
      )}
    </CenteredPanel>
  );
}
