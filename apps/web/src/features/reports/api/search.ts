/** The narrative editor's address: which framework, and which text to bring into view. */
export interface NarrativesSearch {
  framework?: string | undefined;
  key?: string | undefined;
}

const CODE = /^[a-z0-9][a-z0-9_-]*$/;

/** Keeps what is valid of a hand-written address. */
export function validateNarrativesSearch(search: Record<string, unknown>): NarrativesSearch {
  const framework =
    typeof search.framework === 'string' && CODE.test(search.framework) ? search.framework : undefined;
  const key = typeof search.key === 'string' && search.key.length <= 200 ? search.key : undefined;
  return { ...(framework ? { framework } : {}), ...(key ? { key } : {}) };
}
