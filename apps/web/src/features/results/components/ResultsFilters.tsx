import { Button, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import { useFacilities } from '../../facilities';
import type { ResultsSearch } from '../api/search';

const orUndefined = <T extends string>(value: string | null | undefined) =>
  value ? (value as T) : undefined;

/** The filters of the results screen; applied together, so typing does not send a request per key. */
export function ResultsFilters({
  value,
  onChange,
}: {
  value: ResultsSearch;
  onChange: (next: ResultsSearch) => void;
}) {
  const [draft, setDraft] = useState<ResultsSearch>(value);
  useEffect(() => setDraft(value), [value]);
  const facilities = useFacilities();
  const set = (patch: Partial<ResultsSearch>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <form
      className="ctp-filters"
      aria-label={t('results.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')));
      }}
    >
      <Select
        label={t('results.scope')}
        placeholder={t('common.all')}
        clearable
        w="9rem"
        data={['1', '2', '3'].map((scope) => ({
          value: scope,
          label: t(`scope.${scope as '1' | '2' | '3'}`),
        }))}
        value={draft.scope ? String(draft.scope) : null}
        onChange={(scope) => set({ scope: scope ? (Number(scope) as 1 | 2 | 3) : undefined })}
      />
      <Select
        label={t('results.method')}
        placeholder={t('common.all')}
        clearable
        w="11rem"
        data={[
          { value: 'location', label: t('results.method.location') },
          { value: 'market', label: t('results.method.market') },
        ]}
        value={draft.method ?? null}
        onChange={(method) => set({ method: orUndefined(method) })}
      />
      <TextInput
        label={t('results.category')}
        placeholder="scope1.stationary_combustion"
        w="16rem"
        value={draft.category ?? ''}
        onChange={(event) => set({ category: event.currentTarget.value || undefined })}
      />
      <Select
        label={t('results.facility')}
        placeholder={t('common.all')}
        clearable
        w="12rem"
        data={(facilities.data ?? []).map((facility) => ({ value: facility.id, label: facility.name }))}
        value={draft.facilityId ?? null}
        onChange={(facilityId) => set({ facilityId: orUndefined(facilityId) })}
      />
      <TextInput
        type="date"
        label={t('results.from')}
        value={draft.from ?? ''}
        onChange={(event) => set({ from: event.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t('results.to')}
        value={draft.to ?? ''}
        onChange={(event) => set({ to: event.currentTarget.value || undefined })}
      />
      <Select
        label={t('results.groupBy')}
        w="10rem"
        data={(['none', 'category', 'facility', 'month', 'quarter', 'year'] as const).map((group) => ({
          value: group,
          label: t(`results.group.${group}`),
        }))}
        value={draft.groupBy ?? 'none'}
        onChange={(groupBy) => set({ groupBy: groupBy === 'none' ? undefined : orUndefined(groupBy) })}
        allowDeselect={false}
      />
      <Button type="submit">{t('common.apply')}</Button>
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('common.clear')}
      </Button>
    </form>
  );
}
