import { List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { t } from '../../../i18n/t';
import { type EntryPlace, entryPlaceOf, splitMissing } from '../api/missing-data';
import type { Report } from '../api/reports';
import { formatPercentText } from './format';

/** What the reader may do: write (ORG_ADMIN, ORG_MEMBER) and administer (ORG_ADMIN, who edits the texts). */
export interface CompletenessRights {
  write: boolean;
  administer: boolean;
}

/**
 * A link to where the missing data would be entered; for a reader who may not enter it, a link to
 * read it instead (and none to the administration they cannot open).
 */
function EntryLink({ place, rights }: { place: EntryPlace; rights: CompletenessRights }) {
  switch (place.kind) {
    case 'narrative':
      return (
        <AnchorLink
          to="/reports/narratives"
          search={{ framework: place.frameworkCode, key: place.key }}
          size="sm"
        >
          {rights.administer
            ? t('reports.completeness.to.narrative')
            : t('reports.completeness.to.narrativeRead')}
        </AnchorLink>
      );
    case 'activities':
      return place.category === undefined ? (
        <AnchorLink to="/activities" search={{}} size="sm">
          {rights.write ? t('reports.completeness.to.activities') : t('reports.completeness.see.activities')}
        </AnchorLink>
      ) : (
        <AnchorLink to="/activities" search={{ category: place.category }} size="sm">
          {t(
            rights.write
              ? 'reports.completeness.to.activitiesCategory'
              : 'reports.completeness.see.activitiesCategory',
            { category: place.category },
          )}
        </AnchorLink>
      );
    case 'facilities':
      return (
        <AnchorLink to="/facilities" size="sm">
          {rights.write ? t('reports.completeness.to.facilities') : t('reports.completeness.see.facilities')}
        </AnchorLink>
      );
    case 'organization':
      return rights.administer ? (
        <AnchorLink to="/settings" size="sm">
          {t('reports.completeness.to.organization')}
        </AnchorLink>
      ) : null;
    case 'calculations':
      return (
        <AnchorLink to="/calculations" size="sm">
          {rights.write
            ? t('reports.completeness.to.calculations')
            : t('reports.completeness.see.calculations')}
        </AnchorLink>
      );
  }
}

/**
 * Completeness (filled/total/percent) and every disclosure the data could not fill, each missing
 * piece named and linked to where it would be entered.
 */
export function CompletenessPanel({
  completeness,
  warnings,
  frameworkCode,
  disclosureTitle = () => undefined,
  rights = { write: true, administer: true },
}: {
  completeness: NonNullable<Report['completeness']>;
  warnings: Report['warnings'];
  frameworkCode: string;
  disclosureTitle?: (id: string) => string | undefined;
  /** What the reader may do: the links say "enter" or "write" only to those who may. */
  rights?: CompletenessRights;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('reports.completeness.title')}
        </Title>
        <Text>
          {t('reports.completeness.summary', {
            filled: completeness.filled,
            total: completeness.total,
            percent: formatPercentText(completeness.percent).replace(/%$/, ''),
          })}
        </Text>
        <Progress
          value={Number(completeness.percent)}
          aria-label={t('reports.completeness.title')}
          color={completeness.filled === completeness.total ? 'green' : 'yellow'}
        />
        {warnings.length === 0 ? (
          <Text size="sm">{t('reports.completeness.all')}</Text>
        ) : (
          <>
            <Title order={3} size="h5">
              {t('reports.completeness.missing')}
            </Title>
            <List spacing="sm" size="sm" aria-label={t('reports.completeness.missing')}>
              {warnings.map((warning) => (
                <List.Item key={warning.disclosureId}>
                  <Text fw={600} size="sm">
                    {t('reports.completeness.disclosure', { id: warning.disclosureId })}
                    {disclosureTitle(warning.disclosureId)
                      ? `: ${disclosureTitle(warning.disclosureId)}`
                      : ''}
                  </Text>
                  <List spacing={4} size="sm" withPadding>
                    {warning.missing.map((missing) => {
                      const { label, what } = splitMissing(missing);
                      const place = entryPlaceOf(missing, frameworkCode);
                      return (
                        <List.Item key={missing}>
                          {label !== null && <strong>{label}: </strong>}
                          {place?.kind === 'narrative' ? t('reports.completeness.narrativeMissing') : what}
                          {place !== null && (place.kind !== 'organization' || rights.administer) && (
                            <>
                              {' — '}
                              <EntryLink place={place} rights={rights} />
                            </>
                          )}
                        </List.Item>
                      );
                    })}
                  </List>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
