import { t } from '../../../i18n/t';
import type { Sync } from '../api/exchange';
import type { Supplier } from '../api/suppliers';

/** A sync's state in words. */
export const syncStatusText = (status: Supplier['sync']['status']) => t(`suppliers.sync.status.${status}`);

const count = (value: unknown) =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;

/**
 * What a sync did, in a sentence: for a failed one the server's reason (code and message); for a
 * finished one how many footprints came, what activity it created or corrected, what it skipped and why.
 */
export function syncOutcomeText(sync: Sync): string {
  if (sync.status === 'failed') {
    return t('suppliers.sync.failedBecause', {
      code: sync.error?.code ?? '',
      message: sync.error?.message ?? '',
    });
  }
  if (sync.status !== 'succeeded' || sync.outcome === null) return t('suppliers.sync.pending');
  const o = sync.outcome;
  const parts = [
    t('suppliers.sync.outcome', {
      received: count(o.footprintsReceived),
      stored: count(o.footprintVersionsStored),
      created: count(o.activitiesCreated),
      corrected: count(o.activitiesCorrected),
      unchanged: count(o.unchanged),
    }),
  ];
  const skipped = Array.isArray(o.skipped) ? (o.skipped as { reason?: unknown }[]) : [];
  for (const entry of skipped) {
    parts.push(t('suppliers.sync.skipped', { reason: String(entry.reason ?? '') }));
  }
  return parts.join(' ');
}
