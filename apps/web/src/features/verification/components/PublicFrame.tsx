import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';

/** The frame of the public verification screens: no navigation, no sign-in, readable on a phone. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="ctp-public">
      <header className="ctp-public-header">
        <Text fw={700} size="xl">
          {t('app.name')}
        </Text>
        <Text c="dimmed" size="sm">
          {t('verification.tagline')}
        </Text>
      </header>
      <main className="ctp-public-main">{children}</main>
    </div>
  );
}
