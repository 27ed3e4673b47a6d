import { PasswordPolicyError, type PasswordPolicyViolation } from '../errors.js';
import { MAX_PASSWORD_LENGTH } from './hash.js';

/** Minimum password length in characters (code points). */
export const MIN_PASSWORD_LENGTH = 12;

// A small list of passwords of 12+ characters seen most in breach corpora; compared case-insensitively.
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '111111111111',
  '000000000000',
  '123123123123',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'qwertyuiop123',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123abc123',
  'aaaaaaaaaaaa',
  'letmein12345',
  'welcome12345',
  'administrator',
  'admin1234567',
  'changeme1234',
  'trustno1trustno1',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'correcthorsebatterystaple',
  'correct horse battery staple',
]);

/**
 * Checks a new password against the policy: 12 to 1024 characters, not in a small built-in list of
 * very common passwords, and not the user's email. Returns the violations (empty when acceptable).
 */
export function checkPasswordPolicy(
  password: string,
  context: { email?: string } = {},
): PasswordPolicyViolation[] {
  const violations: PasswordPolicyViolation[] = [];
  const length = [...password.normalize('NFC')].length;
  if (length < MIN_PASSWORD_LENGTH) violations.push('TOO_SHORT');
  if (length > MAX_PASSWORD_LENGTH) violations.push('TOO_LONG');
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || (context.email !== undefined && lower === context.email.trim().toLowerCase())) {
    violations.push('TOO_COMMON');
  }
  return violations;
}

/** Like {@link checkPasswordPolicy} but throws {@link PasswordPolicyError} on any violation. */
export function assertPasswordPolicy(password: string, context: { email?: string } = {}): void {
  const violations = checkPasswordPolicy(password, context);
  if (violations.length > 0) throw new PasswordPolicyError({ violations });
}
