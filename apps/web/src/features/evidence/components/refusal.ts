import { ApiError } from '../../../api/problem';
import { t } from '../../../i18n/t';

/** A failed upload in words: the server's stable problem types, else its own detail. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'EVIDENCE_TOO_LARGE') return t('evidence.refusal.size');
    if (error.code === 'EVIDENCE_MEDIA_TYPE') {
      return error.status === 415 && /content/.test(error.message)
        ? t('evidence.refusal.content')
        : t('evidence.refusal.type');
    }
    if (error.status === 403) return t('error.forbidden');
  }
  return error instanceof Error ? error.message : String(error);
}
