import { PactRefusal } from './pact-errors.js';

/**
 * Characters the filters of a list may take in all (names and values, as repeated `name=value`
 * pairs). Each of the up to four links repeats them, so this bounds the `Link` header (about 4.5 KB at
 * most) whatever the client sent; clients refuse headers much beyond 8 KB.
 */
export const MAX_LINK_FILTER_CHARS = 1_024;

/** Validated query parameters a page link carries, in order (`limit` and `offset` are added). */
export type LinkParams = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * `params` checked against {@link MAX_LINK_FILTER_CHARS}; throws a PACT `BadRequest` when the filters
 * are longer, so no page link is ever built from more.
 */
export function boundedLinkParams(params: LinkParams): LinkParams {
  const size = params.reduce((n, [name, value]) => n + name.length + value.length + 2, 0);
  if (size > MAX_LINK_FILTER_CHARS) {
    throw new PactRefusal(
      'BadRequest',
      `Bad Request (the filters take ${size} characters; at most ${MAX_LINK_FILTER_CHARS})`,
    );
  }
  return params;
}

/**
 * RFC 8288 `Link` header of an offset-paginated PACT list: absolute targets on the request's own origin (the
 * specification asks for the host of the original request), with rel first, prev, next and last; prev is
 * absent on the first page and next on the last. The targets carry `params` (validated values, never the
 * query string as sent: unknown parameters are dropped) then `limit` and `offset`.
 */
export function paginationLinks(
  requestUrl: URL,
  params: LinkParams,
  total: number,
  limit: number,
  offset: number,
): string {
  const at = (o: number) => {
    const u = new URL(requestUrl.pathname, requestUrl.origin);
    for (const [name, value] of params) u.searchParams.append(name, value);
    u.searchParams.set('limit', String(limit));
    u.searchParams.set('offset', String(o));
    return u.href;
  };
  const lastOffset = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  const links: string[] = [`<${at(0)}>; rel="first"`];
  if (offset > 0) links.push(`<${at(Math.max(0, Math.min(offset - limit, lastOffset)))}>; rel="prev"`);
  if (offset + limit < total) links.push(`<${at(offset + limit)}>; rel="next"`);
  links.push(`<${at(lastOffset)}>; rel="last"`);
  return links.join(', ');
}
