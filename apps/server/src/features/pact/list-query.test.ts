import { describe, expect, it } from 'vitest';
import { criteriaOf } from './footprint-filters.js';
import { linkQueryOf, MAX_LINK_QUERY_LENGTH, MAX_QUERY_LENGTH, parseListQuery } from './list-query.js';
import { PactRefusal } from './pact-errors.js';
import { paginationLinks } from './pagination-links.js';

const BASE = 'https://supplier.example/pact/3/footprints';
const parse = (query: string) => parseListQuery(new URL(`${BASE}?${query}`));
const refusal = (query: string) => {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof PactRefusal) return [error.code, error.message];
    throw error;
  }
  return null;
};

describe('parseListQuery', () => {
  it('reads repeated criteria as arrays (OR within a criterion), names in any case', () => {
    const q = parse(
      'companyId=urn:uuid:a&companyId=urn:uuid:b&productid=urn:gtin:1&PRODUCTID=urn:gtin:2' +
        '&geography=DE,fr&geography=GB&classification=urn:x:1&validon=2025-04-01T00:00:00Z&Status=active',
    );
    expect(q.filters).toEqual({
      productId: ['urn:gtin:1', 'urn:gtin:2'],
      companyId: ['urn:uuid:a', 'urn:uuid:b'],
      geography: ['DE', 'fr', 'GB'],
      classification: ['urn:x:1'],
      status: 'Active',
      validOn: '2025-04-01T00:00:00Z',
    });
    expect(criteriaOf(q.filters)).toMatchObject({
      productIds: ['urn:gtin:1', 'urn:gtin:2'],
      companyIds: ['urn:uuid:a', 'urn:uuid:b'],
      status: 'Active',
    });
  });

  it('keeps a comma inside a URN (RFC 8141 allows it) and drops empty values', () => {
    expect(parse('productId=urn:x:a,b&companyId=&geography=').filters).toMatchObject({
      productId: ['urn:x:a,b'],
      companyId: [],
      geography: [],
    });
  });

  it('an unknown status word matches nothing instead of failing (conformance case 37)', () => {
    const q = parse('status=BogusStatusAbc');
    expect(q.filters.status).toBe('bogusstatusabc');
    expect(criteriaOf(q.filters)).toBeNull();
  });

  it('pages: limit capped at 100, offset 0 by default', () => {
    expect(parse('limit=500')).toMatchObject({ limit: 100, offset: 0 });
    expect(parse('limit=2&offset=4')).toMatchObject({ limit: 2, offset: 4 });
  });

  it('refuses bad values with BadRequest naming the parameter', () => {
    expect(refusal('limit=0')?.[1]).toMatch(/limit/);
    expect(refusal('limit=1e3')?.[1]).toMatch(/limit/);
    expect(refusal('offset=-1')?.[1]).toMatch(/offset/);
    expect(refusal('validOn=yesterday')?.[1]).toMatch(/validOn/);
    expect(refusal('validOn=2025-01-01T00:00:00Z&validOn=2025-01-02T00:00:00Z')?.[1]).toMatch(
      /more than once/,
    );
    expect(refusal('productId=urn:x:%00')?.[1]).toMatch(/productId: control/);
    expect(refusal('status=%27%20or%201=1')?.[1]).toMatch(/status/);
    expect(refusal(Array.from({ length: 51 }, (_, i) => `companyId=urn:c:${i}`).join('&'))?.[1]).toMatch(
      /companyId: at most 50/,
    );
    expect(refusal(`geography=${'x'.repeat(501)}`)?.[1]).toMatch(/geography: a value is longer/);
    for (const query of ['limit=0', 'validOn=x']) expect(refusal(query)?.[0]).toBe('BadRequest');
  });

  it('refuses a query longer than the bound before reading it, and ignores unknown parameters', () => {
    expect(refusal(`x-junk=${'a'.repeat(MAX_QUERY_LENGTH)}`)?.[1]).toMatch(/longer than 4096/);
    expect(parse(`x-junk=${'a'.repeat(1000)}&limit=3`)).toMatchObject({ limit: 3 });
  });
});

describe('pagination links from validated values (defect 7)', () => {
  it('never echo the received query: unknown parameters are dropped, names canonical', () => {
    const url = new URL(`${BASE}?PRODUCTID=urn:gtin:1&x-junk=${'a'.repeat(3000)}&limit=2`);
    const q = parseListQuery(url);
    const header = paginationLinks(url, linkQueryOf(q.filters), { total: 10, limit: q.limit, offset: 0 });
    expect(header).not.toContain('x-junk');
    expect(header).toContain('productId=urn%3Agtin%3A1&limit=2&offset=0');
  });

  it('refuses filters whose encoded form exceeds the link bound, so the header stays under 10 KB', () => {
    // ':' is encoded as %3A: 700 raw characters of colons grow to 2,100 once encoded.
    const long = parse(`productId=urn:x:${':'.repeat(490)}&companyId=urn:y:${':'.repeat(200)}`);
    expect(() => linkQueryOf(long.filters)).toThrow(/longer than 2048/);
    // The largest accepted filters, on every page position, give a header well under 16 KB.
    const value = `urn:x:${'a'.repeat(494)}`;
    const big = parse(
      `productId=${value}&companyId=${value}&geography=${'b'.repeat(500)}&classification=urn:z:${'c'.repeat(400)}`,
    );
    const filters = linkQueryOf(big.filters);
    expect(filters.toString().length).toBeLessThanOrEqual(MAX_LINK_QUERY_LENGTH);
    const header = paginationLinks(new URL(BASE), filters, { total: 1000, limit: 100, offset: 500 });
    expect(header.split('rel=')).toHaveLength(5);
    expect(Buffer.byteLength(header)).toBeLessThan(10 * 1024);
  });
});
