import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/t';

/** A titled card in the middle of the page: sign-in, setup and error pages. */
export function CenteredPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="ctp-centered">
      <div className="ctp-centered-panel">
        <Stack gap="xs" mb="md" align="center">
          <Text fw={700} size="xl">
            {t('app.name')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h2" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </div>
    </main>
  );
}
