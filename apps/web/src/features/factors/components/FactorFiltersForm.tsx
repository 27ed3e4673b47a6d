import { Button, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import { type Dataset, versionsById } from '../api/factors';
import type { FactorFilters } from '../api/search';

const clean = (draft: FactorFilters): FactorFilters =>
  Object.fromEntries(Object.entries(draft).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

/** The factor search's filters, applied together (they go into the address). */
export function FactorFiltersForm({
  value,
  datasets,
  onChange,
}: {
  value: FactorFilters;
  datasets: readonly Dataset[];
  onChange: (next: FactorFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  // Reset the draft when the applied filters change, not when the page merely renders again.
  const applied = JSON.stringify(value);
  useEffect(() => setDraft(JSON.parse(applied) as FactorFilters), [applied]);
  const set = (patch: FactorFilters) => setDraft((current) => ({ ...current, ...patch }));
  const byId = versionsById(datasets);
  const versions = draft.datasetId ? (byId.get(draft.datasetId) ?? []) : [];
  const input = (key: keyof FactorFilters) => ({
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [key]: event.currentTarget.value }),
  });
  return (
    <form
      className="ctp-filters"
      aria-label={t('factors.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(clean(draft));
      }}
    >
      <TextInput
        label={t('factors.filter.q')}
        title={t('factors.filter.qHint')}
        placeholder="natural gas"
        type="search"
        w="18rem"
        {...input('q')}
      />
      <TextInput
        label={t('factors.filter.category')}
        placeholder="stationary_combustion"
        w="12rem"
        {...input('category')}
      />
      <TextInput
        label={t('factors.filter.subcategory')}
        placeholder="natural_gas"
        w="10rem"
        {...input('subcategory')}
      />
      <TextInput label={t('factors.filter.region')} placeholder="GB" w="6rem" {...input('region')} />
      <Select
        label={t('factors.filter.dataset')}
        placeholder={t('common.all')}
        clearable
        w="13rem"
        data={[...byId.keys()]}
        value={draft.datasetId ?? null}
        onChange={(datasetId) => {
          const { datasetVersion: _drop, ...rest } = draft;
          setDraft({ ...rest, ...(datasetId ? { datasetId } : { datasetId: '' }) });
        }}
      />
      <Select
        label={t('factors.filter.version')}
        placeholder={t('common.all')}
        clearable
        w="9rem"
        disabled={versions.length === 0}
        data={versions.map((d) => d.datasetVersion)}
        value={draft.datasetVersion ?? null}
        onChange={(datasetVersion) => set({ datasetVersion: datasetVersion ?? '' })}
      />
      <TextInput label={t('factors.filter.unit')} placeholder="kWh" w="7rem" {...input('unit')} />
      <TextInput type="date" label={t('factors.filter.validOn')} {...input('validOn')} />
      <Button type="submit">{t('common.apply')}</Button>
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('common.clear')}
      </Button>
    </form>
  );
}
