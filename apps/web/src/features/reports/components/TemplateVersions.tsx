import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import type { TemplateVersion } from '../api/templates';

const textCount = (version: TemplateVersion) => {
  const narratives = version.content.narratives;
  return typeof narratives === 'object' && narratives !== null ? Object.keys(narratives).length : 0;
};

/** Every version of a template, newest first: when, under which name, how many narrative texts. */
export function TemplateVersions({ versions }: { versions: TemplateVersion[] }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('reports.narr.history')}
        </Title>
        {versions.length === 0 ? (
          <Text size="sm">{t('reports.narr.noVersions')}</Text>
        ) : (
          <Table aria-label={t('reports.narr.history')}>
            <Table.Tbody>
              {[...versions].reverse().map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Th scope="row">{t('reports.narr.version', { version: version.version })}</Table.Th>
                  <Table.Td>{formatMoment(version.createdAt)}</Table.Td>
                  <Table.Td>{version.name}</Table.Td>
                  <Table.Td>
                    {textCount(version) === 1
                      ? t('reports.narr.versionText')
                      : t('reports.narr.versionTexts', { count: textCount(version) })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
