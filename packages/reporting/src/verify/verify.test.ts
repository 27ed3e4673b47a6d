import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDefaultFrameworkRegistry } from '../framework/builtins.js';
import { parseReportInput } from '../input.js';
import { mapReport } from '../mapper/map-report.js';
import { renderArtifacts } from '../render/render.js';
import { demoReportInput } from '../testing/demo-input.js';
import {
  generateVerificationCode,
  isVerificationCode,
  VERIFICATION_ALPHABET,
  VERIFICATION_CODE_RANDOM_BITS,
} from './code.js';
import { contentHash, sha256Hex } from './hash.js';

const SHA256SUM = '/usr/bin/sha256sum';
const dir = mkdtempSync(join(tmpdir(), 'ctp-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('content hash', () => {
  it.skipIf(!existsSync(SHA256SUM))(
    'equals `sha256sum <files sorted by name> | sha256sum` over the downloaded artifacts',
    async () => {
      const input = parseReportInput(demoReportInput());
      const { files, hash, metadata } = await renderArtifacts(
        mapReport(createDefaultFrameworkRegistry().get('gri'), input),
        input,
      );
      for (const f of files) writeFileSync(join(dir, f.name), f.bytes);
      const names = files.map((f) => f.name).sort();
      const manifest = execFileSync(SHA256SUM, names, { cwd: dir, encoding: 'utf8' });
      expect(manifest).toBe(hash.manifest);
      const piped = execFileSync(SHA256SUM, { input: manifest, encoding: 'utf8' });
      expect(piped.split(' ')[0]).toBe(hash.contentHash);
      expect(metadata.contentHash).toBe(hash.contentHash);
      for (const line of manifest.trim().split('\n')) {
        const [hex, name] = line.split('  ') as [string, string];
        expect(metadata.artifacts[name]).toBe(hex);
      }
    },
  );

  it('is reproducible: rendering the same input again gives the same bytes (a retried job stores the same report)', async () => {
    const input = parseReportInput(demoReportInput());
    const fw = createDefaultFrameworkRegistry().get('cdp');
    const a = await renderArtifacts(mapReport(fw, input), input);
    const b = await renderArtifacts(mapReport(fw, input), input);
    expect(b.hash).toEqual(a.hash);
  });

  it('changes when any byte of any artifact changes, and does not depend on the order files are given', () => {
    const files = [
      { name: 'report.pdf' as const, bytes: new Uint8Array([1, 2, 3]) },
      { name: 'data.json' as const, bytes: new TextEncoder().encode('{}') },
    ];
    const a = contentHash(files);
    expect(contentHash([...files].reverse())).toEqual(a);
    expect(a.manifest).toBe(
      `${sha256Hex('{}')}  data.json\n${sha256Hex(new Uint8Array([1, 2, 3]))}  report.pdf\n`,
    );
    const b = contentHash([
      files[0] as (typeof files)[0],
      { name: 'data.json', bytes: new TextEncoder().encode('{ }') },
    ]);
    expect(b.contentHash).not.toBe(a.contentHash);
  });

  it('public metadata holds what the report prints and the hashes, no ids or lines', async () => {
    const input = parseReportInput(demoReportInput());
    const { metadata } = await renderArtifacts(
      mapReport(createDefaultFrameworkRegistry().get('tcfd'), input),
      input,
    );
    expect(Object.keys(metadata).sort()).toEqual(
      [
        'artifacts',
        'contentHash',
        'contentHashMethod',
        'framework',
        'generatedAt',
        'organizationName',
        'period',
        'totalsKgCo2e',
        'verificationCode',
      ].sort(),
    );
    expect(JSON.stringify(metadata)).not.toContain(input.organization.id);
    expect(JSON.stringify(metadata)).not.toContain('rec-');
  });
});

describe('renderArtifacts', () => {
  it('announces its two steps in order (the job reports 50 and 70 from them)', async () => {
    const input = parseReportInput(demoReportInput());
    const steps: string[] = [];
    const { files } = await renderArtifacts(
      mapReport(createDefaultFrameworkRegistry().get('gri'), input),
      input,
      {
        onStep: (step) => {
          steps.push(`${step}:${steps.length}`);
        },
      },
    );
    expect(steps).toEqual(['documents:0', 'pdf:1']);
    expect(files).toHaveLength(6);
  });
});

describe('QR code', () => {
  it('is an SVG for pages and a PNG data URL for documents', async () => {
    const { verificationQrDataUrl, verificationQrSvg } = await import('./qr.js');
    expect(await verificationQrSvg('https://ctp.example.org/verify/CTP-2026-7KQM')).toMatch(
      /^<svg[\s\S]*<\/svg>\s*$/,
    );
    expect(await verificationQrDataUrl('https://ctp.example.org/verify/CTP-2026-7KQM')).toMatch(
      /^data:image\/png;base64,/,
    );
  });
});

describe('verification code', () => {
  it('is CTP-{year}-{4 symbols}-{4 symbols} (40 random bits) from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateVerificationCode(2026);
      expect(code).toMatch(/^CTP-2026-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(isVerificationCode(code)).toBe(true);
    }
    expect(VERIFICATION_ALPHABET).toHaveLength(32);
    expect(VERIFICATION_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('maps random bytes onto the alphabet without bias (256 is a multiple of 32)', () => {
    const seen = new Set<string>();
    for (let b = 0; b < 256; b += 4) {
      const code = generateVerificationCode(2026, (bytes) => bytes.fill(b).map((_, i) => b + i));
      for (const ch of code.slice(9).replace('-', '')) seen.add(ch);
    }
    expect(seen.size).toBe(32);
    expect(generateVerificationCode(2030, (bytes) => bytes.fill(0))).toBe('CTP-2030-AAAA-AAAA');
    expect(generateVerificationCode(2030, (bytes) => bytes.fill(255))).toBe('CTP-2030-9999-9999');
    // Every one of the 8 symbols comes from its own byte: 8 × 5 = 40 bits (issue 19).
    let asked = 0;
    const code = generateVerificationCode(2030, (bytes) => {
      asked = bytes.length;
      return bytes.map((_, i) => i);
    });
    expect(asked * 5).toBe(VERIFICATION_CODE_RANDOM_BITS);
    expect(VERIFICATION_CODE_RANDOM_BITS).toBeGreaterThanOrEqual(40);
    expect(code).toBe('CTP-2030-ABCD-EFGH');
  });

  it('keeps verifying the four-symbol codes of reports made before issue 19', () => {
    for (const old of ['CTP-2026-7KQM', 'CTP-2025-ABCD', 'CTP-2030-9999'])
      expect(isVerificationCode(old)).toBe(true);
  });

  it('rejects malformed codes', () => {
    for (const bad of [
      'CTP-2026-ABC',
      'CTP-2026-ABCDE',
      'CTP-2026-ABCD-EFG',
      'CTP-2026-ABCD-EFGHJ',
      'CTP-2026-ABCD-',
      'CTP-2026-ABCDEFGH',
      'CTP-2026-ABCD-EF0H',
      'ctp-2026-abcd',
      'CTP-2026-AB0D',
      'CTP-2026-ABID',
      'CTP-26-ABCD',
      ' CTP-2026-ABCD',
    ])
      expect(isVerificationCode(bad), bad).toBe(false);
    expect(() => generateVerificationCode(26)).toThrow(RangeError);
  });
});
