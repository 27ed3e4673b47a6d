import { ApiError } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';

/** Why the server refused an override action, in words (the two-person rule named as such). */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'SELF_APPROVAL') return t('algorithms.overrides.refusal.selfApproval');
    if (error.code === 'PERSON_REQUIRED') return t('algorithms.overrides.refusal.person');
    if (error.status !== 403 && error.problem?.detail) return error.problem.detail;
  }
  return errorText(error);
}
