import { Alert, Stack } from '@mantine/core';
import { t } from '../i18n/t';
import { AnchorLink } from './AnchorLink';
import { CenteredPanel } from './CenteredPanel';

/** A failure shown as a page with its message and a way back (never raw JSON). */
export function ErrorPage({
  title = t('error.title'),
  message,
  back = 'sign-in',
}: {
  title?: string;
  message: string;
  back?: 'sign-in' | 'home';
}) {
  return (
    <CenteredPanel title={title}>
      <Stack>
        <Alert color="red" role="alert">
          {message}
        </Alert>
        <AnchorLink to={back === 'home' ? '/' : '/sign-in'}>
          {back === 'home' ? t('error.home') : t('error.back')}
        </AnchorLink>
      </Stack>
    </CenteredPanel>
  );
}
