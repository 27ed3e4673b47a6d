import LinkHeader from 'http-link-header';

/**
 * The absolute target of the `rel="next"` link of an RFC 8288 `Link` header, resolved against the
 * request URL (the specification asks for absolute links; a relative one is resolved, not refused).
 */
export function nextLinkOf(header: string | null, requestUrl: string): string | undefined {
  if (header === null || header.trim() === '') return undefined;
  const next = LinkHeader.parse(header).rel('next')[0];
  return next === undefined ? undefined : new URL(next.uri, requestUrl).toString();
}
