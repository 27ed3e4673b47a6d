/** The filters of the activity data screen, kept in the address. */
export interface ActivitiesSearch {
  category?: string | undefined;
  facilityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown, test?: RegExp) =>
  typeof value === 'string' && value !== '' && (test === undefined || test.test(value)) ? value : undefined;

/** Keeps what is valid of a hand-written address. */
export function validateActivitiesSearch(search: Record<string, unknown>): ActivitiesSearch {
  const entries = {
    category: text(search.category),
    facilityId: text(search.facilityId, UUID),
    from: text(search.from, DATE),
    to: text(search.to, DATE),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}
