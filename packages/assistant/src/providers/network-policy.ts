import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Address ranges of "the deployment's own network": loopback, RFC 1918 private ranges, carrier-grade
 * NAT (RFC 6598, used by overlay networks) and IPv6 unique local addresses. Link-local
 * (169.254.0.0/16, fe80::/10) is NOT included: it holds cloud metadata services.
 */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** Whether an IP address is on loopback or a private range (IPv4-mapped IPv6 is judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return PRIVATE.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves a host name to all its addresses (injectable for tests; default: the system resolver). */
export type HostResolver = (host: string) => Promise<readonly string[]>;

/** The system resolver (`getaddrinfo`, as `fetch` itself resolves). */
export const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The addresses of a URL's host and whether all of them are private. A name counts as external
 * when ANY of its addresses is public. A literal IP is judged without a lookup.
 */
export async function checkHost(
  url: URL,
  resolve: HostResolver,
): Promise<{ host: string; addresses: readonly string[]; internal: boolean }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: readonly string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
  }
  return { host, addresses, internal: addresses.length > 0 && addresses.every(isPrivateAddress) };
}
