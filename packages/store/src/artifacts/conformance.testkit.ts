import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportArtifactKey } from './keys.js';
import { type ArtifactStore, sha256Hex } from './types.js';

/**
 * The behaviour every {@link ArtifactStore} driver must show; each driver's test calls this once.
 * `store()` is read lazily so drivers can be created in `beforeAll`.
 */
export function describeArtifactStoreConformance(name: string, store: () => ArtifactStore): void {
  describe(`${name} artifact store conformance`, () => {
    it('round-trips binary bytes with equal SHA-256 and keeps the content type', async () => {
      const bytes = new Uint8Array(randomBytes(256 * 1024));
      bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
      const key = reportArtifactKey('org-1', 'rep-1', 'report.pdf');
      const stored = await store().put(key, bytes, { contentType: 'application/pdf' });
      expect(stored).toEqual({ key, size: bytes.byteLength, sha256: sha256Hex(bytes) });
      const back = await store().get(key);
      expect(back).not.toBeNull();
      expect(back?.bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.isBuffer(back?.bytes)).toBe(false);
      expect(sha256Hex(back?.bytes ?? new Uint8Array())).toBe(stored.sha256);
      expect(back?.contentType).toBe('application/pdf');
    });

    it('keeps a content type with parameters and replaces an object on a second put', async () => {
      const key = reportArtifactKey('org-1', 'rep-1', 'emissions.csv');
      await store().put(key, new TextEncoder().encode('a,b\n'), { contentType: 'text/plain' });
      await store().put(key, new TextEncoder().encode('a,b\n1,2\n'), {
        contentType: 'text/csv; charset=utf-8',
      });
      const back = await store().get(key);
      expect(new TextDecoder().decode(back?.bytes)).toBe('a,b\n1,2\n');
      expect(back?.contentType).toBe('text/csv; charset=utf-8');
    });

    it('returns null for a missing key', async () => {
      expect(await store().get('reports/org-1/rep-x/missing.pdf')).toBeNull();
    });

    it('lists keys under a prefix with slashes, sorted, and deletes', async () => {
      const keys = ['b.json', 'a.html', 'sub/c.md'].map((file) => `reports/org-2/rep-2/${file}`);
      for (const key of keys)
        await store().put(key, new Uint8Array([1, 2, 3]), { contentType: 'text/plain' });
      await store().put('reports/org-2/rep-20/other.txt', new Uint8Array([1]), { contentType: 'text/plain' });
      expect(await store().list('reports/org-2/rep-2/')).toEqual([...keys].sort());
      expect(await store().list('reports/org-9/')).toEqual([]);
      await store().delete(keys[0] as string);
      await store().delete('reports/org-2/rep-2/never-there.txt');
      expect(await store().get(keys[0] as string)).toBeNull();
      expect(await store().list('reports/org-2/rep-2/')).toHaveLength(2);
    });

    it('refuses invalid keys, prefixes and content types before any I/O', async () => {
      const bytes = new Uint8Array([1]);
      for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\..\\b', 'a:b', 'a/b$', '']) {
        await expect(store().put(key, bytes, { contentType: 'text/plain' })).rejects.toMatchObject({
          code: 'ARTIFACT_KEY_INVALID',
        });
        await expect(store().get(key)).rejects.toMatchObject({ code: 'ARTIFACT_KEY_INVALID' });
      }
      await expect(store().list('reports')).rejects.toMatchObject({ code: 'ARTIFACT_KEY_INVALID' });
      await expect(
        store().put('ok.txt', bytes, { contentType: 'text/plain\r\nX-Evil: 1' }),
      ).rejects.toMatchObject({
        code: 'ARTIFACT_KEY_INVALID',
        details: { field: 'contentType' },
      });
    });

    it('answers ping when reachable', async () => {
      await expect(store().ping()).resolves.toBeUndefined();
    });
  });
}
