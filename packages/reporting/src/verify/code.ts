import { getRandomValues } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other: no 0/O, no 1/I. 32 symbols. */
export const VERIFICATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `CTP-{year}-{4 symbols of the alphabet}`. */
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
