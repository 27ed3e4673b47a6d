import { Alert, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { t } from '../../../i18n/t';

const route = getRouteApi('/sign-in/failed');

/**
 * Where the server sends a browser whose single sign-on failed (provider down, organization unknown,
 * refused answer…): the server's words and a way back to the sign-in screen, with the organization.
 */
export default function SignInFailedPage() {
  const { reason, organization } = route.useSearch();
  return (
    <CenteredPanel title={t('signIn.failed.title')}>
      <Stack>
        <Alert color="red" role="alert">
          {reason ?? t('signIn.failed.unknown')}
        </Alert>
        <AnchorLink to="/sign-in" search={organization ? { organization } : {}}>
          {t('signIn.failed.back')}
        </AnchorLink>
      </Stack>
    </CenteredPanel>
  );
}
