import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../../components/AnchorLink';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { t } from '../../../i18n/t';
import { SignInForm } from '../components/SignInForm';

const route = getRouteApi('/sign-in');

/** The sign-in screen; after signing in, back to where the person was going. */
export default function SignInPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <CenteredPanel title={t('signIn.title')}>
      <Stack gap="md">
        <SignInForm
          {...(search.organization ? { organization: search.organization } : {})}
          onSignedIn={() => void navigate({ to: search.redirect ?? '/' })}
        />
        <AnchorLink to="/setup" size="sm" ta="center">
          {t('signIn.setupLink')}
        </AnchorLink>
      </Stack>
    </CenteredPanel>
  );
}
