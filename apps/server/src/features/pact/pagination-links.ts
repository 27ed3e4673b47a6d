/**
 * RFC 8288 `Link` header of an offset-paginated PACT list: absolute targets on the request's own origin and
 * path (the specification asks for the host of the original request), with rel first, prev, next and last;
 * prev is absent on the first page and next on the last. The query of each target is `filters` (validated
 * values, see `linkQueryOf`) plus `limit` and `offset`: nothing of the received query string is echoed.
 */
export function paginationLinks(
  requestUrl: URL,
  filters: URLSearchParams,
  page: { total: number; limit: number; offset: number },
): string {
  const { total, limit, offset } = page;
  const base = `${requestUrl.origin}${requestUrl.pathname}`;
  const at = (o: number) => {
    const q = new URLSearchParams(filters);
    q.set('limit', String(limit));
    q.set('offset', String(o));
    return `${base}?${q}`;
  };
  const lastOffset = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  const links: string[] = [`<${at(0)}>; rel="first"`];
  if (offset > 0) links.push(`<${at(Math.max(0, Math.min(offset - limit, lastOffset)))}>; rel="prev"`);
  if (offset + limit < total) links.push(`<${at(offset + limit)}>; rel="next"`);
  links.push(`<${at(lastOffset)}>; rel="last"`);
  return links.join(', ');
}
