import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../../../components/QueryFeedback';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { type MessageKey, t } from '../../../i18n/t';
import { formatPeriod } from '../../../lib/dates';
import { formatQuantity } from '../../../lib/emissions';
import { type CalculationRecord, useVerifyRecord } from '../api/records';
import { readTrail, type TrailFactor } from '../api/trail';

const ALGORITHM_TYPES: Record<string, MessageKey> = {
  override: 'trail.algorithmType.override',
  regional: 'trail.algorithmType.regional',
  generic: 'trail.algorithmType.generic',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withTableBorder={false} className="ctp-trail-facts">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td>{value ?? t('common.none')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function FactorCard({ factor }: { factor: TrailFactor }) {
  const values: [string, string][] =
    factor.factor !== null ? [[factor.unit ?? '', factor.factor]] : factor.gases;
  return (
    <Stack gap={4}>
      <Facts
        rows={[
          [t('trail.factor.dataset'), `${factor.datasetId ?? '?'} ${factor.datasetVersion ?? ''}`],
          [t('results.category'), [factor.category, factor.subcategory].filter(Boolean).join(' / ')],
          [t('trail.region'), factor.region],
          [
            t('trail.factor.values'),
            values.map(([gas, value]) => (
              <div key={gas}>
                {gas}: {formatQuantity(value)}
                {factor.factor === null && factor.unit ? ` kg per ${factor.unit}` : ''}
              </div>
            )),
          ],
          [t('trail.factor.effective'), `${factor.effectiveFrom ?? '…'} – ${factor.effectiveTo ?? '…'}`],
          [t('trail.factor.source'), factor.source],
        ]}
      />
      {factor.notes && (
        <Text size="sm" c="dimmed">
          {factor.notes}
        </Text>
      )}
      {factor.sourceUrl && (
        <Anchor href={factor.sourceUrl} target="_blank" rel="noreferrer noopener" size="sm">
          {t('trail.factor.link')}
        </Anchor>
      )}
    </Stack>
  );
}

function VerifyAction({ id }: { id: string }) {
  const verify = useVerifyRecord(id);
  const failed = verify.data
    ? (Object.entries(verify.data.checks) as [keyof typeof verify.data.checks, boolean][])
        .filter(([, ok]) => !ok)
        .map(([check]) => t(`trail.check.${check}`))
    : [];
  return (
    <Stack gap="xs">
      <Group>
        <Button onClick={() => verify.mutate()} loading={verify.isPending}>
          {verify.isPending ? t('trail.verifying') : t('trail.verify')}
        </Button>
      </Group>
      {verify.data && (
        <Alert color={verify.data.valid ? 'green' : 'red'} role="status">
          {verify.data.valid ? t('trail.verified') : t('trail.notVerified', { checks: failed.join(', ') })}
        </Alert>
      )}
      {verify.isError && (
        <Alert color="red" role="alert">
          {errorText(verify.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The calculation trail of one result: the input, the algorithm and how it was resolved, the factor
 * rows with their citation, the GWP values, the arithmetic, the checksums and the verify action.
 */
export function TrailView({ record }: { record: CalculationRecord }) {
  const trail = readTrail(record.record);
  const { activity, algorithm } = trail;
  const typeKey = algorithm.type ? ALGORITHM_TYPES[algorithm.type] : undefined;
  return (
    <Stack gap="md">
      <Section title={t('trail.input')}>
        <Facts
          rows={[
            [t('results.category'), activity.category],
            [
              t('trail.quantity'),
              activity.quantity ? `${formatQuantity(activity.quantity)} ${activity.unit ?? ''}` : null,
            ],
            [
              t('trail.period'),
              activity.periodStart && activity.periodEnd
                ? formatPeriod(activity.periodStart, activity.periodEnd)
                : null,
            ],
            [t('trail.region'), activity.region],
            [t('trail.dataQuality'), activity.dataQuality],
            [t('trail.gwpSet'), [trail.gwpSet, trail.gwpTimeframe].filter(Boolean).join(', ')],
          ]}
        />
      </Section>
      <Section title={t('trail.algorithm')}>
        <Facts
          rows={[
            [
              t('trail.algorithm'),
              `${algorithm.name ?? ''} (${algorithm.id ?? '?'}@${algorithm.version ?? '?'})`,
            ],
            [
              t('trail.algorithmType'),
              typeKey ? (
                <Badge key="type" variant="light">
                  {t(typeKey)}
                </Badge>
              ) : (
                algorithm.type
              ),
            ],
          ]}
        />
        {algorithm.resolution.length > 0 && (
          <>
            <Text fw={500} size="sm" mt="sm">
              {t('trail.resolution')}
            </Text>
            <List type="ordered" size="sm">
              {algorithm.resolution.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </>
        )}
      </Section>
      <Section title={t('trail.factors')}>
        <Stack gap="lg">
          {trail.factors.map((factor) => (
            <FactorCard
              key={[
                factor.datasetId,
                factor.datasetVersion,
                factor.subcategory,
                factor.region,
                factor.effectiveFrom,
              ].join('/')}
              factor={factor}
            />
          ))}
        </Stack>
      </Section>
      <Section title={t('trail.arithmetic')}>
        <List size="sm">
          {trail.terms.map((term) => (
            <List.Item key={`${term.label}-${term.amount}`}>
              {term.label}: {term.amount ? formatQuantity(term.amount) : '?'} {term.unit}
            </List.Item>
          ))}
        </List>
        <ScrollRegion label={t('trail.gwp')}>
          <Table mt="sm" aria-label={t('trail.gwp')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('trail.gas')}</Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('trail.mass')}
                </Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('trail.gwpValue')}
                </Table.Th>
                <Table.Th scope="col" className="ctp-num">
                  {t('trail.co2eKg')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trail.gases.map((gas) => (
                <Table.Tr key={gas.gas}>
                  <Table.Td>{gas.gas}</Table.Td>
                  <Table.Td className="ctp-num">{gas.massKg ? formatQuantity(gas.massKg) : ''}</Table.Td>
                  <Table.Td className="ctp-num">{gas.gwp ? formatQuantity(gas.gwp) : ''}</Table.Td>
                  <Table.Td className="ctp-num">{gas.co2eKg ? formatQuantity(gas.co2eKg) : ''}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  {t('trail.total')}
                </Table.Th>
                <Table.Td className="ctp-num" fw={700}>
                  {trail.co2eKg ? formatQuantity(trail.co2eKg) : ''}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        {trail.warnings.length > 0 && (
          <Alert color="yellow" mt="sm" title={t('trail.warnings')}>
            <List size="sm">
              {trail.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Section>
      <Section title={t('trail.checksums')}>
        <Facts
          rows={[
            [
              t('trail.checksumInput'),
              <Code key="in" className="ctp-mono">
                {record.checksumInput}
              </Code>,
            ],
            [
              t('trail.checksumOutput'),
              <Code key="out" className="ctp-mono">
                {record.checksumOutput}
              </Code>,
            ],
            [t('trail.engineVersion'), trail.engineVersion],
          ]}
        />
        <VerifyAction id={record.id} />
      </Section>
    </Stack>
  );
}
