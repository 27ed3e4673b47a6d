import { getRandomValues } from 'node:crypto';

/*
 * The verification-code format is defined here and nowhere else in code: the report input schema
 * and the server use these exports, and @ctp/store (which must not import this package) keeps no
 * copy: it relies on its database CHECK constraint `reports_verification_code_format`, which a
 * migration keeps equal to VERIFICATION_CODE_PATTERN (the server's contract test compares the two).
 * Changing the format here therefore needs a store migration replacing that constraint.
 */

/** Letters and digits that cannot be mistaken for each other: no 0/O, no 1/I. 32 symbols. */
export const VERIFICATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `CTP-{year}-{4 symbols of the alphabet}`: the one definition of the verification-code format. */
export const VERIFICATION_CODE_PATTERN = /^CTP-(\d{4})-([A-HJ-NP-Z2-9]{4})$/;

/**
 * A new verification code, `CTP-{year}-{4 symbols}`, drawn from a CSPRNG. 32 symbols divide 256,
 * so taking each random byte modulo 32 is unbiased. Codes are not unique by themselves
 * (32⁴ = 1,048,576 per year): the server enforces uniqueness with a unique constraint and draws
 * again on a collision.
 *
 * @param year the generation year (UTC).
 * @param random fills a byte array; defaults to `crypto.getRandomValues` (tests pass their own).
 */
export function generateVerificationCode(
  year: number,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => getRandomValues(bytes),
): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`not a four-digit year: ${year}`);
  const bytes = random(new Uint8Array(4));
  let suffix = '';
  for (const byte of bytes) suffix += VERIFICATION_ALPHABET[byte % 32];
  return `CTP-${year}-${suffix}`;
}

/** Whether `text` is a well-formed verification code (upper case, as printed). */
export function isVerificationCode(text: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(text);
}
