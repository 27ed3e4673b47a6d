import { Button, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import type { ChangeKind, CompareRequest } from '../api/compare';
import { type Dataset, versionsById } from '../api/factors';

/** The form's state: any part may still be missing. */
export interface CompareDraft {
  datasetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: ChangeKind | undefined;
}

/** Picks a dataset with two or more versions, the two versions and the kind of difference. */
export function CompareForm({
  datasets,
  value,
  onChange,
}: {
  datasets: readonly Dataset[];
  value: CompareDraft;
  onChange: (next: CompareRequest) => void;
}) {
  const [draft, setDraft] = useState<CompareDraft>(value);
  // Reset the draft when the applied choice changes, not when the page merely renders again.
  const applied = JSON.stringify(value);
  useEffect(() => setDraft(JSON.parse(applied) as CompareDraft), [applied]);
  const byId = versionsById(datasets);
  const comparable = [...byId].filter(([, versions]) => versions.length > 1);
  const versions = (draft.datasetId ? (byId.get(draft.datasetId) ?? []) : []).map((d) => d.datasetVersion);
  const ready = draft.datasetId && draft.from && draft.to;
  return (
    <form
      className="ctp-filters"
      aria-label={t('factors.compare.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.datasetId && draft.from && draft.to)
          onChange({ datasetId: draft.datasetId, from: draft.from, to: draft.to, kind: draft.kind });
      }}
    >
      <Select
        label={t('factors.compare.dataset')}
        description={comparable.length === 0 ? t('factors.compare.single') : undefined}
        w="16rem"
        searchable
        data={comparable.map(([id, list]) => ({ value: id, label: `${list[0]?.title ?? id} (${id})` }))}
        value={draft.datasetId ?? null}
        onChange={(datasetId) => {
          const list = datasetId ? (byId.get(datasetId) ?? []) : [];
          // The two most recent versions, older first, as a starting point.
          setDraft({
            ...(datasetId ? { datasetId } : {}),
            ...(list.length > 1
              ? { from: list.at(-2)?.datasetVersion, to: list.at(-1)?.datasetVersion }
              : {}),
            kind: draft.kind,
          });
        }}
      />
      <Select
        label={t('factors.compare.from')}
        w="10rem"
        data={versions}
        disabled={versions.length === 0}
        value={draft.from ?? null}
        onChange={(from) => setDraft({ ...draft, from: from ?? undefined })}
      />
      <Select
        label={t('factors.compare.to')}
        w="10rem"
        data={versions}
        disabled={versions.length === 0}
        value={draft.to ?? null}
        onChange={(to) => setDraft({ ...draft, to: to ?? undefined })}
      />
      <Select
        label={t('factors.compare.kind')}
        w="11rem"
        allowDeselect={false}
        data={(['all', 'added', 'removed', 'changed'] as const).map((k) => ({
          value: k,
          label: t(`factors.compare.kind.${k}`),
        }))}
        value={draft.kind ?? 'all'}
        onChange={(kind) => setDraft({ ...draft, kind: kind === 'all' ? undefined : (kind as ChangeKind) })}
      />
      <Button type="submit" disabled={!ready}>
        {t('factors.compare.submit')}
      </Button>
      {!ready && (
        <Text size="sm" c="dimmed" w="100%">
          {t('factors.compare.pick')}
        </Text>
      )}
    </form>
  );
}
