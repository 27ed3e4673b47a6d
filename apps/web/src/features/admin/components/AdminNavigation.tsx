import { Button, Group } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { type MessageKey, t } from '../../../i18n/t';

/** The administration's sections, as links: Tab reaches each, Enter opens it. */
const SECTIONS: { to: string; label: MessageKey }[] = [
  { to: '/admin/users', label: 'admin.tab.users' },
  { to: '/admin/sign-on', label: 'admin.tab.signOn' },
  { to: '/admin/tokens', label: 'admin.tab.tokens' },
  { to: '/admin/audit', label: 'admin.tab.audit' },
];

/** The sub-navigation of the administration screens. */
export function AdminNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={t('admin.sections')} className="ctp-admin-nav">
      <Group gap="xs" wrap="wrap">
        {SECTIONS.map((section) => {
          const active = pathname.startsWith(section.to);
          return (
            <Button
              key={section.to}
              component={Link}
              to={section.to}
              variant={active ? 'filled' : 'default'}
              aria-current={active ? 'page' : undefined}
            >
              {t(section.label)}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
