import { describe, expect, it } from 'vitest';
import { paginationLinks } from './pagination-links.js';

const url = new URL('https://supplier.example/pact/3/footprints?limit=2&productId=urn:gtin:1&junk=x');
const filters = new URLSearchParams([['productId', 'urn:gtin:1']]);
const rels = (header: string) =>
  Object.fromEntries(
    header.split(', ').map((part) => {
      const [, target, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
      return [rel, new URL(target ?? '').searchParams.get('offset')];
    }),
  );
const links = (total: number, limit: number, offset: number) =>
  paginationLinks(url, filters, { total, limit, offset });

describe('paginationLinks', () => {
  it('first page of five: no prev, next at 2, last at 4; the filters are kept, nothing else of the query', async () => {
    const header = links(5, 2, 0);
    expect(rels(header)).toEqual({ first: '0', next: '2', last: '4' });
    expect(header).toContain('productId=urn%3Agtin%3A1');
    expect(header).not.toContain('junk');
    expect(header.startsWith('<https://supplier.example/pact/3/footprints?')).toBe(true);
  });
  it('middle page has all four; the last page has no next', () => {
    expect(rels(links(5, 2, 2))).toEqual({ first: '0', prev: '0', next: '4', last: '4' });
    expect(rels(links(5, 2, 4))).toEqual({ first: '0', prev: '2', last: '4' });
  });
  it('an empty list and an exact multiple', () => {
    expect(rels(links(0, 2, 0))).toEqual({ first: '0', last: '0' });
    expect(rels(links(4, 2, 2))).toEqual({ first: '0', prev: '0', last: '2' });
  });
  it('an offset past the end points prev at the last page', () => {
    expect(rels(links(4, 2, 10))).toEqual({ first: '0', prev: '2', last: '2' });
  });
});
