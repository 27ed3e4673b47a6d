import { Select, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { PageHeader } from '../../../components/PageHeader';
import { QueryFeedback } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { canAdminister, useSession } from '../../auth';
import { useFrameworks, useTemplates, useTemplateVersions } from '../api/templates';
import { NarrativeEditor } from '../components/NarrativeEditor';
import { TemplateVersions } from '../components/TemplateVersions';

const route = getRouteApi('/app/reports/narratives');

/**
 * The narrative texts of a framework's template: edited by an ORG_ADMIN (each save a new template
 * version, with the history below), read by everyone else.
 */
export default function NarrativesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const session = useSession();
  const frameworks = useFrameworks();
  const templates = useTemplates();
  const current = (frameworks.data ?? []).filter((framework) => framework.current);
  const frameworkCode = search.framework ?? current.find((f) => f.code === 'tcfd')?.code ?? current[0]?.code;
  const framework = current.find((f) => f.code === frameworkCode);
  const candidates = (templates.data ?? [])
    .filter((template) => template.frameworkCode === frameworkCode && !template.archived)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const [chosen, setChosen] = useState<string | null>(null);
  const template = candidates.find((c) => c.id === chosen) ?? candidates[0] ?? null;
  const versions = useTemplateVersions(template?.id);

  return (
    <Stack gap="md">
      <AnchorLink to="/reports" size="sm">
        ← {t('reports.back')}
      </AnchorLink>
      <PageHeader title={t('reports.narr.title')} />
      <Text size="sm" maw="48rem">
        {t('reports.narr.intro')}
      </Text>
      <QueryFeedback
        isPending={frameworks.isPending || templates.isPending}
        error={frameworks.error ?? templates.error}
      />
      {frameworks.data && templates.data && (
        <>
          <div className="ctp-filters">
            <Select
              label={t('reports.narr.framework')}
              allowDeselect={false}
              w="22rem"
              maw="100%"
              data={current.map((f) => ({ value: f.code, label: `${f.name} (${f.version})` }))}
              value={frameworkCode ?? null}
              onChange={(code) => {
                setChosen(null);
                if (code) void navigate({ search: { framework: code } });
              }}
            />
            {candidates.length > 1 && (
              <Select
                label={t('reports.narr.template')}
                allowDeselect={false}
                data={candidates.map((c) => ({
                  value: c.id,
                  label: `${c.name} (${t('reports.details.templateVersion', { version: c.version })})`,
                }))}
                value={template?.id ?? null}
                onChange={setChosen}
              />
            )}
          </div>
          {template === null ? (
            <Text size="sm">{t('reports.narr.templateNone')}</Text>
          ) : (
            candidates.length === 1 && (
              <Text size="sm">
                {t('reports.narr.template')}: {template.name} (
                {t('reports.details.templateVersion', { version: template.version })})
              </Text>
            )
          )}
          {framework && (
            <NarrativeEditor
              // Kept across saves (a first save turns "no template" into one): only the framework remounts it.
              key={framework.code}
              framework={framework}
              template={template}
              canEdit={canAdminister(session.data?.role)}
              focusKey={search.key}
              onSaved={(saved) => setChosen(saved.id)}
            />
          )}
          {template !== null && (
            <>
              <QueryFeedback isPending={versions.isPending} error={versions.error} />
              {versions.data && <TemplateVersions versions={versions.data} />}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
