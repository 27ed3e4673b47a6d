/**
 * RFC 8288 `Link` header of an offset-paginated PACT list: absolute targets on the request's own origin (the
 * specification asks for the host of the original request), with rel first, prev, next and last; prev is
 * absent on the first page and next on the last.
 */
export function paginationLinks(requestUrl: URL, total: number, limit: number, offset: number): string {
  const at = (o: number) => {
    const u = new URL(requestUrl.href);
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
