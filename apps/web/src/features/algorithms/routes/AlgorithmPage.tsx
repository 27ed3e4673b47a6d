import { Alert, Anchor, Badge, Group, List, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { formatDay } from '../../../lib/dates';
import { type AlgorithmDetail, useAlgorithm } from '../api/algorithms';
import { AlgorithmsNav } from '../components/AlgorithmsNav';
import { InputsView } from '../components/InputsView';
import { datesText, dayOr, regionLabel, scopeLabel, statusLabel, typeLabel } from '../components/labels';
import { MethodologyText } from '../components/MethodologyText';

const route = getRouteApi('/app/algorithms/$namespace/$name');

function Facts({ algorithm }: { algorithm: AlgorithmDetail }) {
  const rows: [string, string][] = [
    [t('algorithms.id'), algorithm.id],
    [t('algorithms.col.category'), algorithm.category],
    [t('algorithms.scope'), scopeLabel(algorithm.scope)],
    ...(algorithm.scope3Category === null
      ? []
      : [[t('algorithms.scope3Category'), String(algorithm.scope3Category)] as [string, string]]),
    [t('algorithms.col.region'), regionLabel(algorithm.region)],
    [
      t('algorithms.col.type'),
      `${typeLabel(algorithm.resolution)}: ${t(`algorithms.typeHint.${algorithm.resolution}`)}`,
    ],
  ];
  return (
    <Table aria-label={t('algorithms.facts')} className="ctp-facts">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Overrides({ algorithm }: { algorithm: AlgorithmDetail }) {
  if (algorithm.overrides.length === 0) return <Text size="sm">{t('algorithms.noOverrides')}</Text>;
  return (
    <Stack gap="xs">
      <List size="sm" spacing="xs">
        {algorithm.overrides.map((o) => (
          <List.Item key={o.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {t(`algorithms.overrides.kind.${o.kind}`)}
              </Text>
              <Badge variant="filled" autoContrast color={o.state === 'approved' ? 'teal.9' : 'yellow.4'}>
                {t(`algorithms.overrides.state.${o.state}`)}
              </Badge>
              <Text size="sm">
                {t(`algorithms.effect.${o.effect}`)}; {datesText(o.effectiveFrom, o.effectiveTo)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      <AnchorLink to="/algorithms/overrides" size="sm">
        {t('algorithms.openOverrides')}
      </AnchorLink>
    </Stack>
  );
}

/** One algorithm: facts, every version with its methodology, references and inputs, and the overrides touching it. */
export default function AlgorithmPage() {
  const { namespace, name } = route.useParams();
  const algorithm = useAlgorithm(namespace, name);
  const [chosen, setChosen] = useState<string | null>(null);
  const data = algorithm.data;
  const version =
    data?.versionDetails.find((v) => v.version === (chosen ?? data.latestVersion)) ??
    data?.versionDetails.at(-1);
  return (
    <Stack gap="md">
      <AnchorLink to="/algorithms" size="sm">
        ← {t('algorithms.back')}
      </AnchorLink>
      <PageHeader title={data?.name ?? t('algorithms.title')} />
      <AlgorithmsNav current="list" />
      <QueryFeedback
        isPending={algorithm.isPending}
        error={algorithm.error}
        retry={() => algorithm.refetch()}
      />
      {data && version && (
        <>
          <Facts algorithm={data} />
          {data.followsDraft && (
            <Alert color="orange" title={t('algorithms.draftTitle')}>
              <Text size="sm">
                {t('algorithms.draftText', { title: data.followsDraft.title })}{' '}
                {data.followsDraft.url && (
                  <Anchor href={data.followsDraft.url} target="_blank" rel="noreferrer">
                    {t('algorithms.draftLink')}
                  </Anchor>
                )}
              </Text>
            </Alert>
          )}
          <Paper withBorder p="md" component="section" aria-labelledby="algorithm-version">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" align="flex-end">
                <Title order={2} size="h4" id="algorithm-version">
                  {t('algorithms.version')} {version.version}
                </Title>
                {data.versionDetails.length > 1 && (
                  <Select
                    label={t('algorithms.version')}
                    allowDeselect={false}
                    value={version.version}
                    onChange={setChosen}
                    data={data.versionDetails.map((v) => ({
                      value: v.version,
                      label: t('algorithms.versionLabel', {
                        version: v.version,
                        status: statusLabel(v.status),
                      }),
                    }))}
                  />
                )}
              </Group>
              <Group gap="xl" wrap="wrap">
                <Text size="sm">
                  <strong>{t('algorithms.effective')}:</strong> {formatDay(version.effectiveDate)}
                </Text>
                <Text size="sm">
                  <strong>{t('algorithms.deprecated')}:</strong>{' '}
                  {dayOr(version.deprecatedDate, t('algorithms.notDeprecated'))}
                </Text>
                <Badge
                  variant="filled"
                  autoContrast
                  color={version.status === 'active' ? 'teal.9' : 'gray.7'}
                >
                  {statusLabel(version.status)}
                </Badge>
              </Group>
              <section aria-labelledby="algorithm-methodology">
                <Title order={3} size="h5" id="algorithm-methodology" mb="xs">
                  {t('algorithms.methodology')}
                </Title>
                <MethodologyText text={version.methodology} />
              </section>
              <section aria-labelledby="algorithm-references">
                <Title order={3} size="h5" id="algorithm-references" mb="xs">
                  {t('algorithms.references')}
                </Title>
                <List size="sm" spacing={4}>
                  {version.references.map((r) => (
                    <List.Item key={r.title}>
                      {r.url ? (
                        <Anchor href={r.url} target="_blank" rel="noopener noreferrer">
                          {r.title}
                        </Anchor>
                      ) : (
                        <>
                          {r.title}{' '}
                          <Text span size="xs" c="dimmed">
                            ({t('algorithms.noLink')})
                          </Text>
                        </>
                      )}
                    </List.Item>
                  ))}
                </List>
              </section>
              <section aria-labelledby="algorithm-inputs">
                <Title order={3} size="h5" id="algorithm-inputs" mb="xs">
                  {t('algorithms.inputs')}
                </Title>
                <InputsView inputs={version.inputs} />
              </section>
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="algorithm-overrides">
            <Title order={2} size="h4" id="algorithm-overrides" mb="sm">
              {t('algorithms.overridesInForce')}
            </Title>
            <Overrides algorithm={data} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
