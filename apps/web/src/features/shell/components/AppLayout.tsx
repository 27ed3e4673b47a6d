import { Anchor, Badge, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { type MessageKey, t } from '../../../i18n/t';
import { AssistantLauncher } from '../../assistant';
import { canAdminister, type Session, useSignOut } from '../../auth';

/** The screens of the navigation, in the order of the issue. */
const NAVIGATION: {
  to: string;
  label: MessageKey;
  exact?: boolean;
  adminOnly?: boolean;
  /** Shown to the auditor only (an administrator reaches the same through the administration). */
  auditorOnly?: boolean;
}[] = [
  { to: '/', label: 'nav.dashboard', exact: true },
  { to: '/activities', label: 'nav.activities' },
  { to: '/facilities', label: 'nav.facilities' },
  { to: '/instruments', label: 'instruments.nav' },
  { to: '/calculations', label: 'nav.calculations' },
  { to: '/results', label: 'nav.results' },
  { to: '/factors', label: 'nav.factors' },
  { to: '/algorithms', label: 'nav.algorithms' },
  { to: '/reports', label: 'nav.reports' },
  { to: '/forecasts', label: 'nav.forecasts' },
  { to: '/targets', label: 'planning.nav.targets' },
  { to: '/initiatives', label: 'planning.nav.initiatives' },
  { to: '/periods', label: 'nav.periods' },
  { to: '/audit', label: 'audit.nav' },
  { to: '/audit/log', label: 'audit.log.nav', auditorOnly: true },
  { to: '/suppliers', label: 'nav.suppliers' },
  { to: '/sharing', label: 'nav.sharing' },
  { to: '/settings', label: 'nav.settings' },
  { to: '/assistant/interactions', label: 'nav.assistantLog', adminOnly: true },
  { to: '/admin', label: 'nav.admin', adminOnly: true },
];

/** The frame around every signed-in screen: who is signed in, navigation, sign-out, API reference. */
export function AppLayout({ session }: { session: Session }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const signOut = useSignOut();
  const name = session.user?.name ?? session.organization.name;
  const shown = NAVIGATION.filter(
    (item) =>
      (!item.adminOnly || canAdminister(session.role)) && (!item.auditorOnly || session.role === 'AUDITOR'),
  );
  // The longest matching entry is the current one (`/audit/log` rather than `/audit`).
  const current = shown
    .filter((item) => (item.exact ? pathname === item.to : pathname.startsWith(item.to)))
    .sort((a, b) => b.to.length - a.to.length)[0];

  return (
    <div className="ctp-shell">
      <header className="ctp-shell-header">
        <Group gap="sm">
          <Text fw={700} size="lg">
            {t('app.name')}
          </Text>
          <Text c="dimmed" size="sm">
            {session.organization.name}
          </Text>
        </Group>
        <Group gap="sm">
          <AssistantLauncher
            organizationId={session.organization.id}
            canReadLog={canAdminister(session.role)}
          />
          <Anchor href="/api/docs" size="sm">
            {t('nav.apiDocs')}
          </Anchor>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Badge variant="light">{t(`role.${session.role}`)}</Badge>
          <Button
            size="xs"
            variant="default"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/sign-in' }) })}
          >
            {t('nav.signOut')}
          </Button>
        </Group>
      </header>
      <nav className="ctp-shell-nav" aria-label={t('nav.main')}>
        <Stack gap={2}>
          {shown.map((item) => {
            const active = item === current;
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.label)}
                active={active}
                // The router would mark `/audit` current on `/audit/log` too (a fuzzy match):
                // only the longest matching entry is, as `current` decides.
                activeOptions={{ exact: true }}
                aria-current={active ? 'page' : undefined}
              />
            );
          })}
        </Stack>
      </nav>
      <main className="ctp-shell-main">
        <Outlet />
      </main>
    </div>
  );
}
