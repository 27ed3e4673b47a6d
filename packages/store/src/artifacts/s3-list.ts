const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the XML escapes S3 uses in text nodes (named entities and numeric references). */
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (match, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? match;
  });
}

/** One page of a ListObjectsV2 answer. */
export interface ListPage {
  keys: string[];
  nextToken: string | undefined;
}

/**
 * Reads the keys and the continuation token from a ListObjectsV2 XML answer. Only `<Contents>`
 * keys are taken (no delimiter is sent, so there are no common prefixes).
 */
export function parseListObjectsV2(xml: string): ListPage {
  const keys: string[] = [];
  for (const contents of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = /<Key>([\s\S]*?)<\/Key>/.exec(contents[1] ?? '')?.[1];
    if (key !== undefined) keys.push(decodeXml(key));
  }
  const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
  const token = /<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, nextToken: truncated && token ? decodeXml(token) : undefined };
}

/**
 * Follows ListObjectsV2 pages until the listing is no longer truncated. `fetchPage` receives the
 * query string (`list-type=2&prefix=…[&continuation-token=…]`) and returns the XML body.
 */
export async function listAllKeys(
  prefix: string,
  fetchPage: (query: string) => Promise<string>,
): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  for (let page = 0; page < 1_000_000; page++) {
    const query = new URLSearchParams({ 'list-type': '2', prefix });
    if (token !== undefined) query.set('continuation-token', token);
    const { keys: pageKeys, nextToken } = parseListObjectsV2(await fetchPage(query.toString()));
    keys.push(...pageKeys);
    if (nextToken === undefined) return keys;
    if (nextToken === token) throw new Error('ListObjectsV2 returned the same continuation token twice');
    token = nextToken;
  }
  return keys;
}
