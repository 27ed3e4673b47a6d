import { getRouteApi } from '@tanstack/react-router';
import { CenteredPanel } from '../../../components/CenteredPanel';
import { t } from '../../../i18n/t';
import { SignInForm } from '../components/SignInForm';

const route = getRouteApi('/sign-in');

/**
 * The sign-in screen; after signing in, back to where the person was going. (While setup is
 * pending the route sends a person to `/setup` instead, so no link to it is needed here.)
 */
export default function SignInPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <CenteredPanel title={t('signIn.title')}>
      <SignInForm
        {...(search.organization ? { organization: search.organization } : {})}
        onSignedIn={() => void navigate({ to: search.redirect ?? '/' })}
      />
    </CenteredPanel>
  );
}
