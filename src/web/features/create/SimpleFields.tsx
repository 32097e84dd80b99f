import { useTranslation } from '../../i18n/useTranslation';
import { SIMPLE_PROMPT_MAX_CHARS } from '../../../contracts/constants';
import { Switch } from '../../ui/Switch';
import { TextArea } from '../../ui/TextArea';
import type { CreateFormApi } from './CreateForm';
import { useFieldError } from './useFieldError';

/** Simple mode: a description of at most 200 characters, and the instrumental switch. */
export function SimpleFields({ form }: { form: CreateFormApi }) {
  const { t } = useTranslation();
  const error = useFieldError(form);
  const fields = form.fields!;
  return (
    <>
      <TextArea
        label={t('create.description')}
        placeholder={t('create.descriptionPlaceholder')}
        rows={4}
        maxLength={SIMPLE_PROMPT_MAX_CHARS}
        value={fields.description}
        error={error('description')}
        hint={t('create.charactersLeft', { count: form.descriptionLeft })}
        onChange={(event) => form.update({ description: event.target.value })}
      />
      <Switch
        label={t('create.instrumental')}
        checked={fields.instrumental}
        onChange={(instrumental) => form.update({ instrumental })}
      />
    </>
  );
}
