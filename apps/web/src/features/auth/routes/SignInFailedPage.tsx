import { Alert, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { messagesEn } from '../../../i18n/messages.en';
import { type MessageKey, t } from '../../../i18n/t';

const route = getRouteApi('/sign-in/failed');

/**
 * Where the server sends a browser whose single sign-on failed (provider down, organization unknown,
 * refused answer…): the words for the server's reason code and a way back to the sign-in screen,
 * with the organization. Only the catalogue's words are shown, so a link cannot make the page say
 * something else; an unknown code gets the general sentence.
 */
export default function SignInFailedPage() {
  const { reason, organization } = route.useSearch();
  const key = `signIn.failed.reason.${reason ?? ''}`;
  const words = key in messagesEn ? t(key as MessageKey) : t('signIn.failed.unknown');
  return (
    <CenteredPanel title={t('signIn.failed.title')}>
      <Stack>
        <Alert color="red" role="alert">
          {words}
        </Alert>
        <AnchorLink to="/sign-in" search={organization ? { organization } : {}}>
          {t('signIn.failed.back')}
        </AnchorLink>
      </Stack>
    </CenteredPanel>
  );
}
