import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';
import { type Framework, type Template, useSaveNarratives } from '../api/templates';

type Disclosure = Framework['disclosures'][number];

/** The narrative texts a framework asks for, grouped by section in the framework's order. */
function sectionsOf(framework: Framework): [section: string, disclosures: Disclosure[]][] {
  const sections = new Map<string, Disclosure[]>();
  for (const disclosure of framework.disclosures) {
    if (disclosure.narratives.length === 0) continue;
    sections.set(disclosure.section, [...(sections.get(disclosure.section) ?? []), disclosure]);
  }
  return [...sections];
}

const storedNarratives = (template: Template | null): Record<string, string> => {
  const value = template?.content.narratives;
  return typeof value === 'object' && value !== null ? { ...(value as Record<string, string>) } : {};
};

/**
 * The text of each narrative key as the report will use it: a disclosure with one narrative may
 * also hold its text under the disclosure's id (which the mapper prefers), else under the key.
 */
function initialTexts(framework: Framework, stored: Record<string, string>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const disclosure of framework.disclosures) {
    const single = disclosure.narratives.length === 1;
    for (const { key } of disclosure.narratives) {
      texts[key] = (single ? stored[disclosure.id] : undefined) ?? stored[key] ?? '';
    }
  }
  return texts;
}

/**
 * Edits the narrative texts of a framework's template; saving records a new template version
 * (the first save creates the template). Without `canEdit` the texts are shown, not editable.
 */
export function NarrativeEditor({
  framework,
  template,
  canEdit,
  focusKey,
  onSaved,
}: {
  framework: Framework;
  template: Template | null;
  canEdit: boolean;
  focusKey?: string | undefined;
  onSaved?: (template: Template) => void;
}) {
  const save = useSaveNarratives();
  const stored = useMemo(() => storedNarratives(template), [template]);
  const initial = useMemo(() => initialTexts(framework, stored), [framework, stored]);
  const [texts, setTexts] = useState(initial);
  const [name, setName] = useState(
    template?.name ?? t('reports.narr.defaultName', { framework: framework.name }),
  );
  useEffect(() => setTexts(initial), [initial]);
  const templateName = template?.name;
  useEffect(() => {
    if (templateName !== undefined) setName(templateName);
  }, [templateName]);
  useEffect(() => {
    if (focusKey === undefined) return;
    const element = document.getElementById(`narrative-${focusKey}`);
    element?.scrollIntoView?.({ block: 'center' });
    element?.focus();
  }, [focusKey]);

  const sections = sectionsOf(framework);
  if (sections.length === 0) return <Text>{t('reports.narr.none')}</Text>;
  const changed = Object.keys(texts).some((key) => (texts[key] ?? '').trim() !== (initial[key] ?? '').trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const narratives: Record<string, string> = { ...stored };
    for (const disclosure of framework.disclosures) {
      // The key is the one place a text is kept from now on (the id, if present, would win).
      if (disclosure.narratives.length === 1) delete narratives[disclosure.id];
      for (const { key } of disclosure.narratives) {
        const text = (texts[key] ?? '').trim();
        if (text === '') delete narratives[key];
        else narratives[key] = text;
      }
    }
    save.mutate(
      { template, frameworkCode: framework.code, name: name.trim() || framework.name, narratives },
      { onSuccess: (saved) => onSaved?.(saved) },
    );
  };

  const body = sections.map(([section, disclosures]) => (
    <Paper withBorder p="md" key={section} component="section" aria-label={section}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {section}
        </Title>
        {disclosures.flatMap((disclosure) =>
          disclosure.narratives.map(({ key, label }) => {
            const heading = `${disclosure.id} ${disclosure.title}${label !== disclosure.title ? ` — ${label}` : ''}`;
            return canEdit ? (
              <Textarea
                key={key}
                id={`narrative-${key}`}
                label={heading}
                rows={5}
                resize="vertical"
                maxLength={20_000}
                value={texts[key] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTexts((previous) => ({ ...previous, [key]: value }));
                }}
              />
            ) : (
              <div key={key} id={`narrative-${key}`} tabIndex={-1}>
                <Text fw={600} size="sm">
                  {heading}
                </Text>
                <Text size="sm" className="ctp-report-narrative" {...(texts[key] ? {} : { c: 'dimmed' })}>
                  {texts[key] || t('reports.narr.empty')}
                </Text>
              </div>
            );
          }),
        )}
      </Stack>
    </Paper>
  ));

  if (!canEdit)
    return (
      <Stack gap="md">
        <Alert color="gray">{t('reports.narr.readOnly')}</Alert>
        {body}
      </Stack>
    );
  return (
    <form onSubmit={submit} aria-label={t('reports.narr.title')}>
      <Stack gap="md">
        <TextInput
          label={t('reports.narr.name')}
          value={name}
          maxLength={200}
          required
          onChange={(event) => setName(event.currentTarget.value)}
          maw="36rem"
        />
        {body}
        {save.isSuccess && (
          <Alert color="green" role="status">
            {t('reports.narr.saved', { version: save.data.version })}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!changed && template !== null}
          w="fit-content"
        >
          {t('reports.narr.save')}
        </Button>
        {!changed && template !== null && (
          <Text size="sm" c="dimmed">
            {t('reports.narr.unchanged')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
