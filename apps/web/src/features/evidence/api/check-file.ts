import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES } from './evidence';

/** Why a chosen file cannot be uploaded (a message key), or null when it can. */
export function fileRefusal(file: File): 'evidence.refusal.type' | 'evidence.refusal.size' | null {
  if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type)) return 'evidence.refusal.type';
  if (file.size > EVIDENCE_MAX_BYTES) return 'evidence.refusal.size';
  return null;
}
