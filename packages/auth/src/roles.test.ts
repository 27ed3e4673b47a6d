import { describe, expect, it } from 'vitest';
import { lowerRole, ROLES, roleWithin } from './roles.js';

describe('roles', () => {
  it('puts every role within ORG_ADMIN and READ_ONLY within every role', () => {
    for (const role of ROLES) {
      expect(roleWithin(role, 'ORG_ADMIN')).toBe(true);
      expect(roleWithin('READ_ONLY', role)).toBe(true);
      expect(roleWithin(role, role)).toBe(true);
    }
  });

  it('keeps ORG_MEMBER and AUDITOR apart: neither holds the other', () => {
    expect(roleWithin('AUDITOR', 'ORG_MEMBER')).toBe(false);
    expect(roleWithin('ORG_MEMBER', 'AUDITOR')).toBe(false);
    expect(lowerRole('AUDITOR', 'ORG_MEMBER')).toBe('READ_ONLY');
    expect(lowerRole('ORG_MEMBER', 'AUDITOR')).toBe('READ_ONLY');
  });

  it('lowers a grant to what stands behind it', () => {
    expect(lowerRole('ORG_ADMIN', 'AUDITOR')).toBe('AUDITOR');
    expect(lowerRole('AUDITOR', 'ORG_ADMIN')).toBe('AUDITOR');
    expect(lowerRole('ORG_MEMBER', 'READ_ONLY')).toBe('READ_ONLY');
    expect(lowerRole('ORG_MEMBER', 'ORG_ADMIN')).toBe('ORG_MEMBER');
  });
});
