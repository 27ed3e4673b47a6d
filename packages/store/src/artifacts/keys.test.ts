import { describe, expect, it } from 'vitest';
import { ArtifactKeyInvalidError } from './errors.js';
import {
  reportArtifactKey,
  validateArtifactKey,
  validateArtifactPrefix,
  validateContentType,
} from './keys.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ArtifactKeyInvalidError);
    return (error as ArtifactKeyInvalidError).code;
  }
  return 'no error';
};

describe('reportArtifactKey', () => {
  it('builds reports/{orgId}/{reportId}/{file}', () => {
    const org = '0b6c1f8e-2a4d-4c1b-9f0e-1d2c3b4a5f6e';
    expect(reportArtifactKey(org, 'rep_01', 'report.pdf')).toBe(`reports/${org}/rep_01/report.pdf`);
    expect(reportArtifactKey('o', 'r', 'activity-data.csv')).toBe('reports/o/r/activity-data.csv');
  });

  it.each([
    ['..', 'r', 'f.pdf', 'orgId'],
    ['o/x', 'r', 'f.pdf', 'orgId'],
    ['o', '', 'f.pdf', 'reportId'],
    ['o', 'r.1', 'f.pdf', 'reportId'],
    ['o', 'r', '../f.pdf', 'file'],
    ['o', 'r', 'a/f.pdf', 'file'],
    ['o', 'r', 'a\\f.pdf', 'file'],
    ['o', 'r', '..', 'file'],
    ['o', 'r', 'f..pdf', 'file'],
    ['o', 'r', '.hidden', 'file'],
    ['o', 'r', 'f pdf', 'file'],
    ['o', 'r', 'f$', 'file'],
    ['o', 'r', '', 'file'],
  ])('refuses (%j, %j, %j) naming %s', (org, report, file, field) => {
    try {
      reportArtifactKey(org, report, file);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'ARTIFACT_KEY_INVALID', details: { field } });
    }
  });
});

describe('key, prefix and content type validation', () => {
  it('accepts ordinary keys and prefixes', () => {
    expect(validateArtifactKey('reports/o/r/report.pdf')).toBe('reports/o/r/report.pdf');
    expect(validateArtifactPrefix('')).toBe('');
    expect(validateArtifactPrefix('reports/o/')).toBe('reports/o/');
    expect(validateContentType('text/csv; charset=utf-8')).toBe('text/csv; charset=utf-8');
  });

  it('refuses traversal, absolute paths, separators of other systems and long keys', () => {
    for (const key of ['..', 'a/..', 'a/../b', '/a', 'a/', 'a//b', 'a\\b', 'a:b', 'a\0b', 'x'.repeat(1025)]) {
      expect(codeOf(() => validateArtifactKey(key))).toBe('ARTIFACT_KEY_INVALID');
    }
    for (const prefix of ['reports', '/reports/', '../', 'a//']) {
      expect(codeOf(() => validateArtifactPrefix(prefix))).toBe('ARTIFACT_KEY_INVALID');
    }
    for (const type of ['pdf', 'text/html\nX: y', '', 'a/b\r']) {
      expect(codeOf(() => validateContentType(type))).toBe('ARTIFACT_KEY_INVALID');
    }
  });
});
