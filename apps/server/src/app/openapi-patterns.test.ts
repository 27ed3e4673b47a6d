import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19, defect 6: every `pattern` of the OpenAPI document is an ECMA-262 pattern a client can
 * use as it is (no `/i` suffix), and accepts the examples the document gives next to it. Read from the
 * committed snapshot, which `openapi-snapshot.test.ts` holds equal to the served document.
 */
type Node = { pattern?: unknown; example?: unknown; examples?: unknown };

async function schemasWithPatterns(): Promise<Node[]> {
  const doc = JSON.parse(
    await readFile(new URL('./openapi.snapshot.json', import.meta.url), 'utf8'),
  ) as unknown;
  const found: Node[] = [];
  const stack: unknown[] = [doc];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === null || typeof node !== 'object') continue;
    if (typeof (node as Node).pattern === 'string') found.push(node as Node);
    for (const child of Object.values(node)) stack.push(child);
  }
  return found;
}

describe('patterns of the OpenAPI document', () => {
  it('are ECMA-262 patterns without flags', async () => {
    const nodes = await schemasWithPatterns();
    expect(nodes.length).toBeGreaterThan(50);
    for (const { pattern } of nodes) {
      expect(pattern as string).not.toMatch(/\/[a-z]+$/);
      expect(() => new RegExp(pattern as string, 'u')).not.toThrow();
    }
  });

  it('accept the examples given beside them', async () => {
    let checked = 0;
    for (const node of await schemasWithPatterns()) {
      const examples = [node.example, ...(Array.isArray(node.examples) ? node.examples : [])];
      for (const example of examples.filter((e): e is string => typeof e === 'string')) {
        expect(new RegExp(node.pattern as string, 'u').test(example), `${node.pattern} ${example}`).toBe(
          true,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  // The server's URN schemas are case-insensitive (`/…/i`, as RFC 8141 has the `urn:` prefix and NID).
  it('accept what the server accepts: URNs in any case', async () => {
    const urnPatterns = (await schemasWithPatterns()).filter((n) =>
      /\[uU\]\[rR\]\[nN\]/.test(n.pattern as string),
    );
    expect(urnPatterns.length).toBeGreaterThan(10);
    for (const value of [
      'urn:pact:product:1',
      'URN:GTIN:4712345060507',
      'urn:uuid:00000000-0000-4000-8000-000000000000',
    ]) {
      for (const { pattern } of urnPatterns)
        expect(new RegExp(pattern as string, 'u').test(value), value).toBe(true);
    }
    expect(new RegExp(urnPatterns[0]?.pattern as string, 'u').test('not a urn')).toBe(false);
  });
});
