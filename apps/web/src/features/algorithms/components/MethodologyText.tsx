import { Stack, Text } from '@mantine/core';

/**
 * An algorithm's methodology, shown as plain text: paragraphs split on blank lines, line breaks
 * kept. React escapes it, so nothing in it can become markup (no HTML is ever injected).
 */
export function MethodologyText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <Stack gap="xs" className="ctp-methodology">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered
        <Text key={index} size="sm">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
