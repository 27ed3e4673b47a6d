import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a screen (the title names the region for screen readers). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
