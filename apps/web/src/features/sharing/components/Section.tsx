import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a screen (the title names the region for screen readers), with an optional introduction. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb="xs">
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}
