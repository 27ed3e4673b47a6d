import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { formatMoment } from '../../../lib/dates';
import { type Override, useApproveOverride } from '../api/overrides';
import { EndOverrideForm } from './EndOverrideForm';
import { datesText, dayOr } from './labels';
import { OverrideImpactView } from './OverrideImpactView';
import { refusalText } from './refusal';

// Filled, with the text colour chosen for contrast (autoContrast): readable at WCAG AA.
const STATE_COLOUR = { pending: 'yellow.4', approved: 'teal.9', ended: 'gray.7' } as const;

function change(o: Override): string {
  if (o.kind === 'factor_multiplier') return `× ${o.factorMultiplier ?? ''}`;
  if (o.kind === 'methodology')
    return `${o.algorithmId ?? ''}${o.algorithmVersion ? ` @ ${o.algorithmVersion}` : ''}`;
  return o.customLogic ?? '';
}

export interface Viewer {
  /** The signed-in person (null for an API token). */
  userId: string | null;
  isAdmin: boolean;
  nameOf: (id: string) => string;
}

/** One override: what it changes, its dates, justification and people, and the actions the viewer may take. */
export function OverrideCard({ override: o, viewer }: { override: Override; viewer: Viewer }) {
  const approve = useApproveOverride();
  const [ending, setEnding] = useState(false);
  const mine = viewer.userId !== null && viewer.userId === o.createdBy;
  const headingId = `override-${o.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h5" id={headingId}>
            {t(`algorithms.overrides.kind.${o.kind}`)}: {o.category}
          </Title>
          <Badge color={STATE_COLOUR[o.state]} variant="filled" autoContrast>
            {t(`algorithms.overrides.state.${o.state}`)}
          </Badge>
        </Group>
        <dl className="ctp-override-facts">
          <dt>{t('algorithms.overrides.change')}</dt>
          <dd className={o.kind === 'custom' ? 'ctp-mono' : undefined}>{change(o)}</dd>
          <dt>{t('algorithms.overrides.dates')}</dt>
          <dd>{datesText(o.effectiveFrom, o.effectiveTo)}</dd>
          <dt>{t('algorithms.overrides.justification')}</dt>
          <dd className="ctp-prewrap">{o.justification}</dd>
          <dt>{t('algorithms.overrides.createdBy')}</dt>
          <dd>
            {mine ? t('algorithms.overrides.you') : viewer.nameOf(o.createdBy)}, {formatMoment(o.createdAt)}
          </dd>
          {o.approvedBy && (
            <>
              <dt>{t('algorithms.overrides.approvedBy')}</dt>
              <dd>
                {viewer.userId === o.approvedBy ? t('algorithms.overrides.you') : viewer.nameOf(o.approvedBy)}
                {o.approvedAt ? `, ${formatMoment(o.approvedAt)}` : ''}
              </dd>
            </>
          )}
          {o.endedAt && (
            <>
              <dt>{t('algorithms.overrides.endedAt')}</dt>
              <dd>
                {t('algorithms.overrides.endedNotice', {
                  date: formatMoment(o.endedAt),
                  to: dayOr(o.effectiveTo, t('algorithms.overrides.openEnded')),
                })}
              </dd>
            </>
          )}
        </dl>
        <OverrideImpactView id={o.id} />
        {viewer.isAdmin && o.state !== 'ended' && (
          <Stack gap="xs">
            {o.state === 'pending' && mine && (
              <Text size="sm" c="dimmed" role="note">
                {t('algorithms.overrides.ownPending')}
              </Text>
            )}
            {approve.isError && (
              <Alert color="red" role="alert">
                {refusalText(approve.error)}
              </Alert>
            )}
            {approve.isSuccess && (
              <Alert color="green" role="status">
                {t('algorithms.overrides.approved')}
              </Alert>
            )}
            {!ending && (
              <Group gap="sm">
                {o.state === 'pending' && !mine && (
                  <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate(o.id)}>
                    {t('algorithms.overrides.approve')}
                  </Button>
                )}
                <Button size="sm" variant="light" color="red" onClick={() => setEnding(true)}>
                  {t('algorithms.overrides.end')}
                </Button>
              </Group>
            )}
            {ending && <EndOverrideForm override={o} onDone={() => setEnding(false)} />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
