import {
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../contracts/constants';
import { retryWhen } from './retry-when';
import { useTranslation } from './useTranslation';

/** Values the error texts may quote, so a changed limit changes every message. */
const ERROR_TEXT_VALUES = {
  handleMin: HANDLE_MIN_LENGTH,
  handleMax: HANDLE_MAX_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
};

/**
 * Translates an error code carried by a machine or a form into the user's language. With the
 * seconds a server asked to wait (Retry-After), a code's `_retry` variant says when to try again
 * (`errors.tooManyRequests_retry`); codes without one fall back to their plain text.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('common');
  return (code: string | null | undefined, retryAfterS?: number | null) => {
    if (!code) return undefined;
    if (retryAfterS === undefined || retryAfterS === null) {
      return t(`errors.${code}`, ERROR_TEXT_VALUES);
    }
    const when = retryWhen(retryAfterS, i18n.resolvedLanguage ?? i18n.language);
    return t(`errors.${code}`, { ...ERROR_TEXT_VALUES, context: 'retry', when });
  };
}
