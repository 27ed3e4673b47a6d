import { Button, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import type { Facility } from '../../facilities';
import type { ActivitiesSearch } from '../api/search';

/** Category, facility and period filters, applied together. */
export function ActivityFilters({
  value,
  facilities,
  onChange,
}: {
  value: ActivitiesSearch;
  facilities: Facility[];
  onChange: (next: ActivitiesSearch) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const set = (patch: Partial<ActivitiesSearch>) => setDraft((current) => ({ ...current, ...patch }));
  return (
    <form
      className="ctp-filters"
      aria-label={t('results.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')));
      }}
    >
      <TextInput
        label={t('activities.col.category')}
        placeholder="scope2.electricity.location_based"
        w="18rem"
        value={draft.category ?? ''}
        onChange={(event) => set({ category: event.currentTarget.value || undefined })}
      />
      <Select
        label={t('activities.col.facility')}
        placeholder={t('common.all')}
        clearable
        w="12rem"
        data={facilities.map((facility) => ({ value: facility.id, label: facility.name }))}
        value={draft.facilityId ?? null}
        onChange={(facilityId) => set({ facilityId: facilityId ?? undefined })}
      />
      <TextInput
        type="date"
        label={t('results.from')}
        value={draft.from ?? ''}
        onChange={(e) => set({ from: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t('results.to')}
        value={draft.to ?? ''}
        onChange={(e) => set({ to: e.currentTarget.value || undefined })}
      />
      <Button type="submit">{t('common.apply')}</Button>
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('common.clear')}
      </Button>
    </form>
  );
}
