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
/**
 * The one definition of the verification-code format: `CTP-{year}-{4 symbols}-{4 symbols}` over the
 * alphabet, as generated since issue 19, and the older `CTP-{year}-{4 symbols}`, which reports
 * generated before keep printing and must keep verifying.
 */
export const VERIFICATION_CODE_PATTERN = /^CTP-(\d{4})-([A-HJ-NP-Z2-9]{4})(?:-([A-HJ-NP-Z2-9]{4}))?$/;

/** Random bits in a new code: 8 symbols of a 32-symbol alphabet. */
export const VERIFICATION_CODE_RANDOM_BITS = 40;

/**
 * A new verification code, `CTP-{year}-{4 symbols}-{4 symbols}`, drawn from a CSPRNG: 40 bits of
 * randomness (32⁸ ≈ 1.1 × 10¹² codes a year), too many to enumerate through the rate-limited lookup
 * (the four-symbol codes before issue 19 had 20 bits, about a million a year). 32 symbols divide 256,
 * so taking each random byte modulo 32 is unbiased. Codes are not unique by themselves: the server
 * enforces uniqueness with a unique constraint and draws again on a collision.
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
  const bytes = random(new Uint8Array(VERIFICATION_CODE_RANDOM_BITS / 5));
  let symbols = '';
  for (const byte of bytes) symbols += VERIFICATION_ALPHABET[byte % 32];
  return `CTP-${year}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** Whether `text` is a well-formed verification code (upper case, as printed; either format). */
export function isVerificationCode(text: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(text);
}
