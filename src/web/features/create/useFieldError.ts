import { useTranslation } from '../../i18n/useTranslation';
import type { CreateField } from '../../../../machines/create/create.fields';
import type { CreateFormApi } from './CreateForm';

/** The translated error of a create field, or undefined. */
export function useFieldError(form: CreateFormApi) {
  const { t } = useTranslation();
  return (field: CreateField) => {
    const code = form.fieldErrors[field];
    return code ? t(`errors.${code}`) : undefined;
  };
}
