import { ApiError } from '../../../api/problem';
import { errorText } from '../../../components/QueryFeedback';
import { t } from '../../../i18n/t';

/** Why the server refused a close step, in words (the two-person rule named as such). */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'PERIOD_SELF_APPROVAL') return t('periods.refusal.selfApproval');
    if (error.code === 'PERSON_REQUIRED') return t('periods.refusal.person');
    if (error.code === 'MOVEMENT_EXPLANATIONS_MISSING') return t('periods.refusal.movements');
    if (error.status !== 403 && error.problem?.detail) return error.problem.detail;
  }
  return errorText(error);
}
