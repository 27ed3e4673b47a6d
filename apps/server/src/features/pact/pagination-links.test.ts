import { describe, expect, it } from 'vitest';
import { boundedLinkParams, paginationLinks as links, MAX_LINK_FILTER_CHARS } from './pagination-links.js';

const url = new URL('https://supplier.example/pact/3/footprints?limit=2&productId=urn:gtin:1&junk=x');
const params = [['productId', 'urn:gtin:1']] as const;
const paginationLinks = (u: URL, total: number, limit: number, offset: number) =>
  links(u, params, total, limit, offset);
const rels = (header: string) =>
  Object.fromEntries(
    header.split(', ').map((part) => {
      const [, target, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
      return [rel, new URL(target ?? '').searchParams.get('offset')];
    }),
  );

describe('paginationLinks', () => {
  it('first page of five: no prev, next at 2, last at 4, other query parameters kept', () => {
    const header = paginationLinks(url, 5, 2, 0);
    expect(rels(header)).toEqual({ first: '0', next: '2', last: '4' });
    expect(header).toContain('productId=urn%3Agtin%3A1');
    expect(header.startsWith('<https://supplier.example/pact/3/footprints?')).toBe(true);
  });
  it('middle page has all four; the last page has no next', () => {
    expect(rels(paginationLinks(url, 5, 2, 2))).toEqual({ first: '0', prev: '0', next: '4', last: '4' });
    expect(rels(paginationLinks(url, 5, 2, 4))).toEqual({ first: '0', prev: '2', last: '4' });
  });
  it('an empty list and an exact multiple', () => {
    expect(rels(paginationLinks(url, 0, 2, 0))).toEqual({ first: '0', last: '0' });
    expect(rels(paginationLinks(url, 4, 2, 2))).toEqual({ first: '0', prev: '0', last: '2' });
  });
  it('an offset past the end points prev at the last page', () => {
    expect(rels(paginationLinks(url, 4, 2, 10))).toEqual({ first: '0', prev: '2', last: '2' });
  });
  it('carries the validated parameters only, never the query string as sent', () => {
    const header = paginationLinks(url, 5, 2, 0);
    expect(header).not.toContain('junk');
  });
  it('refuses filters longer than a link may carry, so the header stays bounded', () => {
    const long = [['productId', 'u'.repeat(MAX_LINK_FILTER_CHARS)]] as const;
    expect(() => boundedLinkParams(long)).toThrow(/at most 1024/);
    const most = boundedLinkParams([['productId', 'u'.repeat(MAX_LINK_FILTER_CHARS - 20)]]);
    expect(links(url, most, 10, 2, 4).length).toBeLessThan(4 * (MAX_LINK_FILTER_CHARS + 200));
  });
});
