import { describe, expect, it } from 'vitest';
import { assertPasswordPolicy, checkPasswordPolicy } from './policy.js';

describe('password policy', () => {
  it('accepts 12 to 1024 characters that are not common', () => {
    expect(checkPasswordPolicy('tulip-orbit-42')).toEqual([]);
    expect(checkPasswordPolicy('x'.repeat(1024).replace(/^x/, 'y'))).toEqual([]);
  });

  it('rejects short, long and common passwords, and the email itself', () => {
    expect(checkPasswordPolicy('short')).toEqual(['TOO_SHORT']);
    expect(checkPasswordPolicy('y'.repeat(1025))).toEqual(['TOO_LONG']);
    expect(checkPasswordPolicy('Password1234')).toEqual(['TOO_COMMON']);
    expect(checkPasswordPolicy('alice@example.com', { email: 'Alice@Example.com' })).toEqual(['TOO_COMMON']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordPolicy('🔑🔑🔑🔑🔑🔑')).toEqual(['TOO_SHORT']);
  });

  it('assertPasswordPolicy throws PASSWORD_POLICY with the violations', () => {
    expect(() => assertPasswordPolicy('short')).toThrow(
      expect.objectContaining({ code: 'PASSWORD_POLICY', details: { violations: ['TOO_SHORT'] } }),
    );
  });
});
