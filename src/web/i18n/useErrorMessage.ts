import { useTranslation } from 'react-i18next';
import {
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../contracts/constants';

/** Values the error texts may quote, so a changed limit changes every message. */
const ERROR_TEXT_VALUES = {
  handleMin: HANDLE_MIN_LENGTH,
  handleMax: HANDLE_MAX_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
};

/** Translates an error code carried by a machine or a form into the user's language. */
export function useErrorMessage() {
  const { t } = useTranslation('common');
  return (code: string | null | undefined) =>
    code ? t(`errors.${code}`, ERROR_TEXT_VALUES) : undefined;
}
