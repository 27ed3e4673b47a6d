import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the peer that opened the connection, the key of the per-address rate limits;
 * `unknown` when the app runs without a socket (in-process requests in tests). Behind a reverse
 * proxy this is the proxy's address.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
