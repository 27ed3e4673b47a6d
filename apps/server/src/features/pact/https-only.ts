import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { pactError } from './pact-errors.js';

/** The socket address of a request served by @hono/node-server, or undefined (e.g. `app.request` in tests). */
export function remoteAddressOf(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** A matcher of the configured proxy addresses (IPs or CIDR ranges, v4 and v6). */
export function trustedProxyMatcher(proxies: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const p of proxies) {
    const [ip = '', bits] = p.split('/');
    const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(ip, type);
    else list.addSubnet(ip, Number.parseInt(bits, 10), type);
  }
  return (address) => {
    if (address === undefined) return false;
    // Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return v4 ? list.check(v4, 'ipv4') : list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Whether the request reached us over HTTPS: the URL scheme of a direct TLS connection, or the first value
 * of `X-Forwarded-Proto` when, and only when, the socket peer is a configured proxy.
 */
export function isHttps(c: Context, isTrustedProxy: (address: string | undefined) => boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!isTrustedProxy(remoteAddressOf(c))) return false;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * The PACT specification offers its actions "under https method only": in production a plain-HTTP request
 * is refused with 400 `BadRequest` before anything else happens (no credentials are read from it).
 */
export function httpsOnly(options: {
  production: boolean;
  trustedProxies: readonly string[];
}): MiddlewareHandler {
  const trusted = trustedProxyMatcher(options.trustedProxies);
  return async (c, next) => {
    if (options.production && !isHttps(c, trusted)) {
      return pactError(c, 'BadRequest', 'HTTPS is required');
    }
    return next();
  };
}
