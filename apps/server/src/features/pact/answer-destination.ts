/**
 * Where the answer to a RequestCreatedEvent goes. PACT v3 names the requester's host system in the event's
 * CloudEvents `source` (e.g. `https://buyer.example/pact`, `//buyer.example/3/events`); the answer event
 * (RequestFulfilledEvent or RequestRejectedEvent) is posted to that host's `/3/events`, authenticated at its
 * `/auth/token` with the credentials the partner issued to us.
 *
 * The source is the sender's word, so it is trusted only inside the grant: its origin (scheme, host, port)
 * must be the origin of the partner host system recorded on the grant (its callback), which is also where
 * those credentials are valid. Anything else would let a partner direct footprints, and our credentials, to
 * an arbitrary host. A source that names no host (a relative reference or a URN) means the grant's own.
 */
import type { SharingGrant } from '@ctp/store';

/** The requester's PACT base URL (null: the grant names no partner host), or why the event is refused. */
export type AnswerDestination =
  | { readonly ok: true; readonly url: string | null }
  | { readonly ok: false; readonly code: 'BadRequest' | 'AccessDenied'; readonly reason: string };

/** A PACT base URL: origin and path, without a trailing `/3/events` (or `/`), query or fragment. */
function baseOf(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '').replace(/\/3\/events$/, '');
  return `${url.origin}${path}`;
}

/**
 * The destination of answers to a request whose event has this `source`, received on `grant`.
 * `httpsOnly` (production) refuses a plain-HTTP host.
 */
export function answerDestinationOf(
  source: string,
  grant: Pick<SharingGrant, 'callback'>,
  options: { httpsOnly: boolean },
): AnswerDestination {
  const partner = grant.callback === null ? null : new URL(grant.callback.url);
  const named = source.startsWith('//') ? `https:${source}` : /^https?:\/\//i.test(source) ? source : null;
  if (named === null) return { ok: true, url: partner === null ? null : baseOf(partner) };
  let url: URL;
  try {
    url = new URL(named);
  } catch {
    return { ok: false, code: 'BadRequest', reason: 'The event source is not a valid URL' };
  }
  if (url.username !== '' || url.password !== '')
    return { ok: false, code: 'BadRequest', reason: 'The event source must not carry credentials' };
  if (options.httpsOnly && url.protocol !== 'https:')
    return { ok: false, code: 'AccessDenied', reason: 'The event source must be an https:// host system' };
  // No partner host on the grant: the request is kept, but no answer can be delivered until one is set.
  if (partner === null) return { ok: true, url: null };
  if (url.origin !== partner.origin) {
    return {
      ok: false,
      code: 'AccessDenied',
      reason: 'The event source names a host system this grant does not cover',
    };
  }
  return { ok: true, url: baseOf(url) };
}
