import { ApiError } from '../../../api/problem';
import { t } from '../../../i18n/t';

/** Words a person understands for the refusals of `POST /api/auth/sign-in`. */
export function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('signIn.error.invalidCredentials');
    if (error.status === 403) return t('signIn.error.passwordNotAllowed');
    if (error.status === 429) return t('signIn.error.tooMany');
    return error.message;
  }
  return t('error.network');
}

/** Words for a failed `GET /api/auth/sign-in-options`. */
export function optionsMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return t('signIn.error.tooManyLookups');
  if (error instanceof ApiError && error.status === 400) return t('signIn.error.organizationInvalid');
  return t('error.network');
}
