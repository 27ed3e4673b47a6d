import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';

/**
 * Canonical JSON (RFC 8785, JSON Canonicalization Scheme) of a JSON-compatible value, so the same
 * data always gives the same text and hash whatever the key order.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('[ctp] value has no JSON representation');
  return text;
}

/**
 * Hex SHA-256 of the canonical JSON of `value`. Uses a pure-JS hash (@noble/hashes) rather than
 * `node:crypto`, so projections hash the same in Node, Deno and browser notebooks.
 */
export function canonicalHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
