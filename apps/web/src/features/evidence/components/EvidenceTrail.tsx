import { Anchor, Code, List, Paper, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import type { EvidenceItem } from '../api/evidence';

/** The evidence list of a calculation record's trail: each item's latest version, with its hash. */
export function EvidenceTrail({ items }: { items: EvidenceItem[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="trail-evidence-title">
      <Title id="trail-evidence-title" order={2} size="h4" mb="xs">
        {t('evidence.trail.title')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm">{t('evidence.trail.empty')}</Text>
      ) : (
        <List spacing="xs">
          {items.map((item) => (
            <List.Item key={item.evidenceId}>
              <Anchor href={item.latest.downloadPath} download={item.latest.fileName}>
                {item.latest.fileName}
              </Anchor>{' '}
              ({t(`evidence.kind.${item.kind}`)},{' '}
              {t('evidence.versionLabel', { version: item.latest.version })}){' '}
              <Code title={t('evidence.sha.full', { sha: item.latest.sha256 })}>
                {item.latest.sha256.slice(0, 12)}
              </Code>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
