import { Button, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/t';
import type { AuditSearch } from '../api/audit-search';

/**
 * The audit log's filters (action or family of actions, entity, actor, UTC days), applied together,
 * so typing does not send a request per key. The address keeps them, so a filtered view can be
 * shared with an auditor.
 */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditSearch;
  onChange: (next: AuditSearch) => void;
}) {
  const [draft, setDraft] = useState<AuditSearch>(value);
  useEffect(() => setDraft(value), [value]);
  const set = (patch: Partial<AuditSearch>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (key: keyof AuditSearch) => ({
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      set({ [key]: event.currentTarget.value.trim() || undefined }),
  });
  const actionInvalid = draft.action !== undefined && !/^[a-z0-9_]+(\.[a-z0-9_]+)*$/.test(draft.action);

  return (
    <form
      className="ctp-filters"
      aria-label={t('admin.audit.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        if (actionInvalid) return;
        onChange(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')));
      }}
    >
      <TextInput
        label={t('admin.audit.filter.action')}
        description={t('admin.audit.filter.actionHint')}
        placeholder="activity"
        w="14rem"
        error={actionInvalid ? t('admin.audit.filter.actionInvalid') : undefined}
        {...field('action')}
      />
      <TextInput
        label={t('admin.audit.filter.entityType')}
        placeholder="report"
        w="10rem"
        {...field('entityType')}
      />
      <TextInput label={t('admin.audit.filter.entityId')} w="18rem" {...field('entityId')} />
      <TextInput label={t('admin.audit.filter.actorId')} w="18rem" {...field('actorId')} />
      <TextInput type="date" label={t('admin.audit.filter.from')} {...field('from')} />
      <TextInput type="date" label={t('admin.audit.filter.to')} {...field('to')} />
      <Button type="submit">{t('common.apply')}</Button>
      <Button variant="subtle" onClick={() => onChange({})}>
        {t('common.clear')}
      </Button>
    </form>
  );
}
