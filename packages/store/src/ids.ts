import { randomBytes, randomUUID } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUIDv7 (RFC 9562) generated in the application: 48-bit Unix time in milliseconds, then a
 * 12-bit counter that keeps ids from one process strictly increasing within a millisecond, then
 * random bits. Ids sort by creation time, which keeps B-tree inserts local. PostgreSQL 15 has no
 * `uuidv7()` (it arrived in 18), so every id is made here.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE(0) & 0x3ff;
  } else {
    counter += 1;
    if (counter > 0xfff) {
      lastMs += 1;
      counter = 0;
    }
  }
  const bytes = randomBytes(16);
  const ms = lastMs;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A public organization id: a random UUID (122 random bits). It appears in public verification links and, as
 * `urn:uuid:{publicOrgId}`, in the `companyIds` of the organization's PACT product footprints, so it reveals
 * nothing and cannot be guessed. Organizations created before migration 0011 had `org_…` ids; those stay
 * findable as `legacy_public_org_id`.
 */
export function randomPublicOrgId(): string {
  return randomUUID();
}
